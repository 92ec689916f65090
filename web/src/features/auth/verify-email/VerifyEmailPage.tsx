import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { graphql } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { codeField } from '@/shared/forms/schemas';
import { saveVerifiedEmail } from '@/shared/session/verified-email';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Input } from '@/shared/ui/Input';
import { AuthCard, textLinkClasses } from '../components/AuthCard';
import { StartSignupMutation } from '../signup/start-signup-mutation';

const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($email: String!, $code: String!) {
    verifyEmail(email: $email, code: $code) {
      ok
      message
    }
  }
`);

const codeSchema = z.object({ code: codeField });
type CodeValues = z.infer<typeof codeSchema>;

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const navigate = useNavigate();
  const [verify, { loading, error }] = useMutation(VerifyEmailMutation);
  const [resend, resendState] = useMutation(StartSignupMutation);
  const [resent, setResent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeValues>({ resolver: zodResolver(codeSchema) });

  if (!email) return <Navigate to="/signup" replace />;

  async function onSubmit({ code }: CodeValues) {
    setResent(false);
    try {
      await verify({ variables: { email, code: code.trim() } });
      saveVerifiedEmail(email);
      navigate('/set-password');
    } catch {
      // shown from the mutation's error state
    }
  }

  async function onResend() {
    setResent(false);
    try {
      await resend({ variables: { email } });
      setResent(true);
    } catch {
      // shown from the mutation's error state
    }
  }

  const failure = error ?? resendState.error;
  return (
    <AuthCard
      title="Verify your e-mail"
      description={
        <>
          We sent a 6-digit code to <strong className="text-slate-900">{email}</strong>. It is valid for 15 minutes.
        </>
      }
      footer={
        <Link to="/signup" className={textLinkClasses}>
          Use a different e-mail
        </Link>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        {resent && <Alert tone="success">A new code is on its way to {email}.</Alert>}
        {failure && <Alert tone="error">{errorMessage(failure, 'An error occurred during verification')}</Alert>}
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
          {loading ? 'Verifying...' : 'Verify'}
        </Button>
        <p className="text-center text-sm text-slate-600">
          Didn’t get it?{' '}
          <button type="button" onClick={onResend} disabled={resendState.loading} className={textLinkClasses}>
            {resendState.loading ? 'Sending...' : 'Resend code'}
          </button>
        </p>
      </form>
    </AuthCard>
  );
}
