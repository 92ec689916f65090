import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { graphql } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { codeField, emailField, newPasswordSchema, type NewPasswordValues } from '@/shared/forms/schemas';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Input } from '@/shared/ui/Input';
import { PasswordInput } from '@/shared/ui/PasswordInput';
import { PasswordStrengthMeter } from '@/shared/ui/PasswordStrengthMeter';
import { AuthCard, textLinkClasses } from '../components/AuthCard';

const RequestResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      ok
      message
    }
  }
`);

const VerifyResetCodeMutation = graphql(`
  mutation VerifyResetCode($email: String!, $code: String!) {
    verifyEmail(email: $email, code: $code) {
      ok
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
const codeSchema = z.object({ code: codeField });

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
      <AuthCard title="Check your e-mail" description={<>Enter the 6-digit code we sent to <strong>{step.email}</strong>.</>} footer={back}>
        <CodeStep email={step.email} onVerified={() => setStep({ name: 'password', email: step.email })} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" description={<>Your e-mail <strong>{step.email}</strong> is confirmed.</>} footer={back}>
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
      {error && <Alert tone="error">{errorMessage(error, 'Failed to reset password')}</Alert>}
      <Input label="Email" type="email" autoComplete="email" {...register('email')} error={errors.email?.message} />
      <Button type="submit" busy={loading} className="w-full">
        Send code
      </Button>
    </form>
  );
}

function CodeStep({ email, onVerified }: { email: string; onVerified: () => void }) {
  const [verify, { loading, error }] = useMutation(VerifyResetCodeMutation);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.infer<typeof codeSchema>>({ resolver: zodResolver(codeSchema) });

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit(async ({ code }) => {
        try {
          await verify({ variables: { email, code: code.trim() } });
          onVerified();
        } catch {
          // shown from the mutation's error state
        }
      })}
    >
      {error && <Alert tone="error">{errorMessage(error, 'An error occurred during verification')}</Alert>}
      <Input
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className="text-center text-lg tracking-[0.5em]"
        {...register('code')}
        error={errors.code?.message}
      />
      <Button type="submit" busy={loading} className="w-full">
        Verify code
      </Button>
    </form>
  );
}

function PasswordStep({ email, onReset }: { email: string; onReset: () => void }) {
  const [resetPassword, { loading, error }] = useMutation(ResetPasswordMutation);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirmPassword: '' } });

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit(async ({ password }) => {
        try {
          await resetPassword({ variables: { email, newPassword: password } });
          onReset();
        } catch {
          // shown from the mutation's error state
        }
      })}
    >
      {error && <Alert tone="error">{errorMessage(error, 'Failed to reset password')}</Alert>}
      <PasswordInput label="New password" autoComplete="new-password" {...register('password')} error={errors.password?.message} />
      <PasswordStrengthMeter password={watch('password')} />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        {...register('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
      <Button type="submit" busy={loading} className="w-full">
        {loading ? 'Resetting Password...' : 'Reset password'}
      </Button>
    </form>
  );
}
