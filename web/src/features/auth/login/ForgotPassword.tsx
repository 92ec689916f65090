import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { graphql } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { emailField } from '@/shared/forms/schemas';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Input } from '@/shared/ui/Input';
import { AuthCard, textLinkClasses } from '../components/AuthCard';
import { EmailCodeForm } from '../components/EmailCodeForm';
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

const emailSchema = z.object({ email: emailField });

export const PASSWORD_RESET_NOTICE = 'Your password has been reset. Sign in with your new password.';

type Step = { name: 'email' } | { name: 'code'; email: string } | { name: 'password'; email: string };

type ForgotPasswordProps = { onCancel: () => void; onDone: (notice: string) => void };

/** Forgot password: an e-mailed code proves the address, then a new password is set. */
export function ForgotPassword({ onCancel, onDone }: ForgotPasswordProps) {
  const [step, setStep] = useState<Step>({ name: 'email' });
  const back = (
    <button type="button" onClick={onCancel} className={textLinkClasses}>
      Back to sign in
    </button>
  );

  if (step.name === 'email') {
    return (
      <AuthCard title="Reset your password" description="Enter your e-mail address and we will send you a 6-digit code." footer={back}>
        <EmailStep onSent={(email) => setStep({ name: 'code', email })} />
      </AuthCard>
    );
  }
  if (step.name === 'code') {
    return (
      <AuthCard
        title="Check your e-mail"
        description={
          <>
            Enter the 6-digit code we sent to <strong>{step.email}</strong>.
          </>
        }
        footer={back}
      >
        <EmailCodeForm email={step.email} onVerified={() => setStep({ name: 'password', email: step.email })} submitLabel="Verify code" />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      description={
        <>
          Your e-mail <strong>{step.email}</strong> is confirmed.
        </>
      }
      footer={back}
    >
      <PasswordStep email={step.email} onReset={() => onDone(PASSWORD_RESET_NOTICE)} />
    </AuthCard>
  );
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const [requestReset, { loading, error }] = useMutation(RequestResetMutation);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.infer<typeof emailSchema>>({ resolver: zodResolver(emailSchema) });

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
      <Input label="Email" type="email" autoComplete="email" {...register('email')} error={errors.email?.message} />
      <Button type="submit" busy={loading} className="w-full">
        Send code
      </Button>
    </form>
  );
}

function PasswordStep({ email, onReset }: { email: string; onReset: () => void }) {
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
      <NewPasswordFields form={form} label="New password" confirmLabel="Confirm new password" />
      <Button type="submit" busy={loading} className="w-full">
        {loading ? 'Resetting Password...' : 'Reset password'}
      </Button>
    </form>
  );
}
