import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { errorMessage } from '@/shared/api/errors';
import { emailField } from '@/shared/forms/schemas';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Input } from '@/shared/ui/Input';
import { AuthCard, textLinkClasses } from '../components/AuthCard';
import { StartSignupMutation } from './start-signup-mutation';
import { SIGNUP_DEFAULT } from '@nuru/rules/auth';

const signupSchema = z.object({ email: emailField });
type SignupValues = z.infer<typeof signupSchema>;

export function SignupPage() {
  const navigate = useNavigate();
  const [startSignup, { loading, error }] = useMutation(StartSignupMutation);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupValues>({ resolver: zodResolver(signupSchema) });

  async function onSubmit({ email }: SignupValues) {
    try {
      await startSignup({ variables: { email } });
      void navigate(`/verify-email?email=${encodeURIComponent(email)}`);
    } catch {
      // shown from the mutation's error state
    }
  }

  return (
    <AuthCard
      title="Create your account"
      description="Sign-up is open to scholars the foundation has invited. Use the e-mail address your invitation was sent to; we will e-mail you a 6-digit code."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className={textLinkClasses}>
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        {error && <Alert tone="error">{errorMessage(error, SIGNUP_DEFAULT)}</Alert>}
        <Input label="Email" type="email" autoComplete="email" {...register('email')} error={errors.email?.message} />
        <Button type="submit" busy={loading} className="w-full">
          {loading ? 'Sending code...' : 'Send verification code'}
        </Button>
      </form>
    </AuthCard>
  );
}
