import { useMutation } from '@apollo/client/react';
import { KeyRound } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { getStoredUser } from '@/shared/session/session';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { PasswordInput } from '@/shared/ui/PasswordInput';
import { PasswordStrengthMeter } from '@/shared/ui/PasswordStrengthMeter';
import { useToast } from '@/shared/ui/Toast';
import { allFieldsFilled, changePasswordError, type ChangePasswordValues } from './change-password-rules';
import { CHANGE_PASSWORD_DEFAULT } from '@nuru/rules/settings';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ok
      message
    }
  }
`);

const words = defineMessages({
  success: { id: 'settings.changePassword.success', defaultMessage: 'Password changed successfully.' },
  title: { id: 'settings.changePassword.title', defaultMessage: 'Change Password' },
  description: { id: 'settings.changePassword.description', defaultMessage: 'Use a password you do not use anywhere else.' },
  current: { id: 'settings.changePassword.current', defaultMessage: 'Current password' },
  new: { id: 'settings.changePassword.new', defaultMessage: 'New password' },
  confirm: { id: 'settings.changePassword.confirm', defaultMessage: 'Confirm new password' },
  changing: { id: 'settings.changePassword.changing', defaultMessage: 'Changing Password...' },
});

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const intl = useIntl();
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  // The form says one problem at a time, above its fields; the strength meter and the button read the values as typed.
  const field = (name: keyof ChangePasswordValues) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.target.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const email = getStoredUser()?.email;
    const rule = changePasswordError(values, email);
    setProblem(rule && intl.formatMessage(rule));
    if (rule || !email) return;
    try {
      const { data } = await changePassword({
        variables: { input: { email, currentPassword: values.currentPassword, newPassword: values.newPassword } },
      });
      setValues(EMPTY);
      // docs/behaviour.md §4: the success banner hides after 5 seconds, as every toast does.
      toast(data?.changePassword.message || intl.formatMessage(words.success));
    } catch (error) {
      setProblem(errorMessage(error, CHANGE_PASSWORD_DEFAULT));
    }
  }

  return (
    <Card aria-labelledby="change-password-title" className="max-w-2xl">
      <CardHeader
        titleId="change-password-title"
        title={intl.formatMessage(words.title)}
        description={intl.formatMessage(words.description)}
      />
      <form noValidate onSubmit={submit} className="space-y-5 px-5 py-5">
        {problem && <Alert tone="error">{problem}</Alert>}
        <PasswordInput label={intl.formatMessage(words.current)} autoComplete="current-password" {...field('currentPassword')} />
        <PasswordInput label={intl.formatMessage(words.new)} autoComplete="new-password" {...field('newPassword')} />
        <PasswordStrengthMeter password={values.newPassword} />
        <PasswordInput label={intl.formatMessage(words.confirm)} autoComplete="new-password" {...field('confirmPassword')} />
        <div className="flex justify-end border-t border-slate-100 pt-5">
          <Button type="submit" busy={loading} disabled={!allFieldsFilled(values)}>
            <KeyRound aria-hidden="true" className="size-4" />
            {intl.formatMessage(loading ? words.changing : words.title)}
          </Button>
        </div>
      </form>
    </Card>
  );
}
