import { useMutation } from '@apollo/client/react';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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

const SUCCESS_MESSAGE = 'Password changed successfully.';
const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();
  const { register, handleSubmit, watch, reset } = useForm<ChangePasswordValues>({ defaultValues: EMPTY });
  const values = watch();

  async function onSubmit(form: ChangePasswordValues) {
    const email = getStoredUser()?.email;
    const rule = changePasswordError(form, email);
    setProblem(rule);
    if (rule || !email) return;
    try {
      const { data } = await changePassword({
        variables: { input: { email, currentPassword: form.currentPassword, newPassword: form.newPassword } },
      });
      reset(EMPTY);
      // Spec 4: the success banner hides after 5 seconds, as every toast does.
      toast(data?.changePassword.message || SUCCESS_MESSAGE);
    } catch (error) {
      setProblem(errorMessage(error, CHANGE_PASSWORD_DEFAULT));
    }
  }

  return (
    <Card aria-labelledby="change-password-title" className="max-w-2xl">
      <CardHeader titleId="change-password-title" title="Change Password" description="Use a password you do not use anywhere else." />
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5 px-5 py-5">
        {problem && <Alert tone="error">{problem}</Alert>}
        <PasswordInput label="Current password" autoComplete="current-password" {...register('currentPassword')} />
        <PasswordInput label="New password" autoComplete="new-password" {...register('newPassword')} />
        <PasswordStrengthMeter password={values.newPassword} />
        <PasswordInput label="Confirm new password" autoComplete="new-password" {...register('confirmPassword')} />
        <div className="flex justify-end border-t border-slate-100 pt-5">
          <Button type="submit" busy={loading} disabled={!allFieldsFilled(values)}>
            <KeyRound aria-hidden="true" className="size-4" />
            {loading ? 'Changing Password...' : 'Change Password'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
