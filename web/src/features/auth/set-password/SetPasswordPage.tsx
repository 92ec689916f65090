import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { graphql } from '@/gql';
import { SignupNextStep } from '@/gql/graphql';
import { errorMessage } from '@/shared/api/errors';
import type { NewPasswordValues } from '@/shared/forms/checks';
import { getVerifiedEmail } from '@/shared/session/verified-email';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { AuthCard, textLinkClasses } from '../components/AuthCard';
import { NewPasswordFields, useNewPasswordForm } from '../components/NewPasswordFields';
import type { LoginLocationState } from '../login/LoginPage';
import { SET_PASSWORD_DEFAULT } from '@nuru/rules/auth';

const SetPasswordMutation = graphql(`
  mutation SetPassword($email: String!, $password: String!) {
    setPassword(email: $email, password: $password) {
      ok
      message
      next
    }
  }
`);

/** docs/behaviour.md §2 and 5: password and confirmation, the verified e-mail noted, then on to the profile. */
export function SetPasswordPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const email = getVerifiedEmail();
  const [setPassword, { loading, error }] = useMutation(SetPasswordMutation);
  const [missingEmail, setMissingEmail] = useState(false);
  const form = useNewPasswordForm();

  async function onSubmit({ password }: NewPasswordValues) {
    // Read again: the tab's session storage may have been cleared since the page opened.
    const verified = getVerifiedEmail();
    setMissingEmail(!verified);
    if (!verified) return;
    try {
      const { data } = await setPassword({ variables: { email: verified, password } });
      // An invited administrator has no scholar profile: their account is ready.
      if (data?.setPassword.next === SignupNextStep.SignIn)
        void navigate('/login', {
          replace: true,
          state: { notice: data.setPassword.message, email: verified } satisfies LoginLocationState,
        });
      else void navigate('/complete-profile', { state: { email: verified } });
    } catch {
      // shown from the mutation's error state
    }
  }

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.setPassword.title', defaultMessage: 'Set your password' })}
      description={intl.formatMessage({ id: 'auth.setPassword.description', defaultMessage: 'Choose the password you will sign in with.' })}
      footer={
        <Link to="/signup" className={textLinkClasses}>
          <FormattedMessage id="auth.setPassword.back" defaultMessage="Back to Sign Up" />
        </Link>
      }
    >
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
        {email && (
          <Alert tone="success">
            <FormattedMessage
              id="auth.setPassword.verified"
              defaultMessage="Your e-mail <strong>{email}</strong> is verified."
              values={{ email, strong: (words) => <strong className="break-all">{words}</strong> }}
            />
          </Alert>
        )}
        {missingEmail && (
          <Alert tone="error">
            <FormattedMessage id="auth.setPassword.emailMissing" defaultMessage="Email is required. Please go back to the first step." />
          </Alert>
        )}
        {error && <Alert tone="error">{errorMessage(error, SET_PASSWORD_DEFAULT)}</Alert>}
        <NewPasswordFields
          form={form}
          label={intl.formatMessage({ id: 'auth.fields.password', defaultMessage: 'Password' })}
          confirmLabel={intl.formatMessage({ id: 'auth.fields.confirmPassword', defaultMessage: 'Confirm password' })}
        />
        <Button type="submit" busy={loading} className="w-full">
          {loading ? (
            <FormattedMessage id="auth.setPassword.saving" defaultMessage="Setting Password..." />
          ) : (
            <FormattedMessage id="auth.setPassword.submit" defaultMessage="Continue" />
          )}
        </Button>
      </form>
    </AuthCard>
  );
}
