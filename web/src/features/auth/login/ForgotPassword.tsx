import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { emailChecked } from '@/shared/forms/checks';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { AuthCard, textLinkClasses } from '../components/AuthCard';
import { EmailCodeForm } from '../components/EmailCodeForm';
import { EmailField } from '../components/EmailField';
import { NewPasswordFields, useNewPasswordForm } from '../components/NewPasswordFields';
import { RESET_PASSWORD_FAILED } from '@nuru/rules/auth';

const RequestResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      ok
      message
    }
  }
`);

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($email: String!, $newPassword: String!) {
    resetPassword(email: $email, newPassword: $newPassword) {
      ok
      message
    }
  }
`);

type Step = { name: 'email' } | { name: 'code'; email: string } | { name: 'password'; email: string };

type ForgotPasswordProps = { onCancel: () => void; onDone: (notice: string) => void };

/** Forgot password: an e-mailed code proves the address, then a new password is set. */
export function ForgotPassword({ onCancel, onDone }: ForgotPasswordProps) {
  const intl = useIntl();
  const [step, setStep] = useState<Step>({ name: 'email' });
  const back = (
    <button type="button" onClick={onCancel} className={textLinkClasses}>
      <FormattedMessage id="auth.twoFactor.back" defaultMessage="Back to sign in" />
    </button>
  );

  if (step.name === 'email') {
    return (
      <AuthCard
        title={intl.formatMessage({ id: 'auth.reset.title', defaultMessage: 'Reset your password' })}
        description={intl.formatMessage({
          id: 'auth.reset.description',
          defaultMessage: 'Enter your e-mail address and we will send you a 6-digit code.',
        })}
        footer={back}
      >
        <EmailStep onSent={(email) => setStep({ name: 'code', email })} />
      </AuthCard>
    );
  }
  if (step.name === 'code') {
    return (
      <AuthCard
        title={intl.formatMessage({ id: 'auth.reset.checkEmail', defaultMessage: 'Check your e-mail' })}
        description={
          <FormattedMessage
            id="auth.reset.enterCode"
            defaultMessage="Enter the 6-digit code we sent to <strong>{email}</strong>."
            values={{ email: step.email, strong: (words) => <strong>{words}</strong> }}
          />
        }
        footer={back}
      >
        <EmailCodeForm
          email={step.email}
          onVerified={() => setStep({ name: 'password', email: step.email })}
          submitLabel={intl.formatMessage({ id: 'auth.reset.verifyCode', defaultMessage: 'Verify code' })}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.reset.newPasswordTitle', defaultMessage: 'Choose a new password' })}
      description={
        <FormattedMessage
          id="auth.reset.confirmed"
          defaultMessage="Your e-mail <strong>{email}</strong> is confirmed."
          values={{ email: step.email, strong: (words) => <strong>{words}</strong> }}
        />
      }
      footer={back}
    >
      <PasswordStep
        email={step.email}
        onReset={() =>
          onDone(
            intl.formatMessage({
              id: 'auth.reset.done',
              defaultMessage: 'Your password has been reset. Sign in with your new password.',
            }),
          )
        }
      />
    </AuthCard>
  );
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const [requestReset, { loading, error }] = useMutation(RequestResetMutation);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({ resolver: emailChecked });

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit(async ({ email }) => {
        try {
          await requestReset({ variables: { email } });
          onSent(email);
        } catch {
          // shown from the mutation's error state
        }
      })}
    >
      {error && <Alert tone="error">{errorMessage(error, RESET_PASSWORD_FAILED)}</Alert>}
      <EmailField {...register('email')} error={errors.email?.message} />
      <Button type="submit" busy={loading} className="w-full">
        <FormattedMessage id="auth.reset.sendCode" defaultMessage="Send code" />
      </Button>
    </form>
  );
}

function PasswordStep({ email, onReset }: { email: string; onReset: () => void }) {
  const intl = useIntl();
  const [resetPassword, { loading, error }] = useMutation(ResetPasswordMutation);
  const form = useNewPasswordForm();

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit(async ({ password }) => {
        try {
          await resetPassword({ variables: { email, newPassword: password } });
          onReset();
        } catch {
          // shown from the mutation's error state
        }
      })}
    >
      {error && <Alert tone="error">{errorMessage(error, RESET_PASSWORD_FAILED)}</Alert>}
      <NewPasswordFields
        form={form}
        label={intl.formatMessage({ id: 'auth.reset.newPassword', defaultMessage: 'New password' })}
        confirmLabel={intl.formatMessage({ id: 'auth.reset.confirmNewPassword', defaultMessage: 'Confirm new password' })}
      />
      <Button type="submit" busy={loading} className="w-full">
        {loading ? (
          <FormattedMessage id="auth.reset.saving" defaultMessage="Resetting Password..." />
        ) : (
          <FormattedMessage id="auth.reset.submit" defaultMessage="Reset password" />
        )}
      </Button>
    </form>
  );
}
