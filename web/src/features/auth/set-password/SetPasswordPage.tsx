import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { graphql } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { newPasswordSchema, type NewPasswordValues } from '@/shared/forms/schemas';
import { getVerifiedEmail } from '@/shared/session/verified-email';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { PasswordInput } from '@/shared/ui/PasswordInput';
import { PasswordStrengthMeter } from '@/shared/ui/PasswordStrengthMeter';
import { AuthCard, textLinkClasses } from '../components/AuthCard';

const SetPasswordMutation = graphql(`
  mutation SetPassword($email: String!, $password: String!) {
    setPassword(email: $email, password: $password) {
      ok
      message
    }
  }
`);

export const EMAIL_MISSING_MESSAGE = 'Email is required. Please go back to the first step.';

/** Spec 2 and 5: password and confirmation, the verified e-mail noted, then on to the profile. */
export function SetPasswordPage() {
  const navigate = useNavigate();
  const email = getVerifiedEmail();
  const [setPassword, { loading, error }] = useMutation(SetPasswordMutation);
  const [missingEmail, setMissingEmail] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirmPassword: '' } });

  async function onSubmit({ password }: NewPasswordValues) {
    // Read again: the tab's session storage may have been cleared since the page opened.
    const verified = getVerifiedEmail();
    setMissingEmail(!verified);
    if (!verified) return;
    try {
      await setPassword({ variables: { email: verified, password } });
      navigate('/complete-profile', { state: { email: verified } });
    } catch {
      // shown from the mutation's error state
    }
  }

  return (
    <AuthCard
      title="Set your password"
      description="Choose the password you will sign in with."
      footer={
        <Link to="/signup" className={textLinkClasses}>
          Back to Sign Up
        </Link>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        {email && (
          <Alert tone="success">
            Your e-mail <strong className="break-all">{email}</strong> is verified.
          </Alert>
        )}
        {missingEmail && <Alert tone="error">{EMAIL_MISSING_MESSAGE}</Alert>}
        {error && <Alert tone="error">{errorMessage(error, 'An error occurred setting your password')}</Alert>}
        <PasswordInput label="Password" autoComplete="new-password" {...register('password')} error={errors.password?.message} />
        <PasswordStrengthMeter password={watch('password')} />
        <PasswordInput label="Confirm password" autoComplete="new-password" {...register('confirmPassword')} error={errors.confirmPassword?.message} />
        <Button type="submit" busy={loading} className="w-full">
          {loading ? 'Setting Password...' : 'Continue'}
        </Button>
      </form>
    </AuthCard>
  );
}
