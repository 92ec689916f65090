import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { graphql } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { ProfileFields } from '@/shared/forms/ProfileFields';
import { profileFieldsSchema, type ProfileFieldValues } from '@/shared/forms/schemas';
import { clearVerifiedEmail, getVerifiedEmail } from '@/shared/session/verified-email';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { AuthCard } from '../components/AuthCard';
import type { LoginLocationState } from '../login/LoginPage';
import { COMPLETE_EMAIL_MISSING_MESSAGE, COMPLETE_PROFILE_DEFAULT } from '@nuru/rules/auth';

const CompleteProfileMutation = graphql(`
  mutation CompleteProfile($input: CompleteProfileInput!) {
    completeProfile(input: $input) {
      ok
      message
    }
  }
`);

export const SIGN_UP_COMPLETE_NOTICE = 'Your account is ready. Sign in with your e-mail and new password.';

export function CompleteProfilePage() {
  const navigate = useNavigate();
  const stateEmail = (useLocation().state as { email?: string } | null)?.email;
  const email = stateEmail ?? getVerifiedEmail() ?? '';
  const [completeProfile, { loading, error }] = useMutation(CompleteProfileMutation);
  const [missingEmail, setMissingEmail] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileFieldValues>({ resolver: zodResolver(profileFieldsSchema) });

  async function onSubmit(values: ProfileFieldValues) {
    setMissingEmail(!email);
    if (!email) return;
    try {
      await completeProfile({ variables: { input: { ...values, email } } });
      clearVerifiedEmail();
      void navigate('/login', { replace: true, state: { notice: SIGN_UP_COMPLETE_NOTICE, email } satisfies LoginLocationState });
    } catch {
      // shown from the mutation's error state
    }
  }

  return (
    <AuthCard
      title="Complete your profile"
      description={
        <>
          Last step for <strong className="text-slate-900">{email}</strong>: tell us about yourself and your studies.
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        {missingEmail && <Alert tone="error">{COMPLETE_EMAIL_MISSING_MESSAGE}</Alert>}
        {error && <Alert tone="error">{errorMessage(error, COMPLETE_PROFILE_DEFAULT)}</Alert>}
        <ProfileFields register={register} errors={errors} />
        <Button type="submit" busy={loading} className="w-full">
          {loading ? 'Saving...' : 'Complete profile'}
        </Button>
      </form>
    </AuthCard>
  );
}
