import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { graphql } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { ProfileFields } from '@/shared/forms/ProfileFields';
import { useDisplayPreferences } from '@/shared/i18n/I18nProvider';
import { profileChecked, withCheckedSex, type ProfileFieldValues } from '@/shared/forms/checks';
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

export function CompleteProfilePage() {
  const intl = useIntl();
  const { locale } = useDisplayPreferences().preferences;
  const navigate = useNavigate();
  const stateEmail = (useLocation().state as { email?: string } | null)?.email;
  const email = stateEmail ?? getVerifiedEmail() ?? '';
  const [completeProfile, { loading, error }] = useMutation(CompleteProfileMutation);
  const [missingEmail, setMissingEmail] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileFieldValues>({ resolver: profileChecked });

  async function onSubmit(values: ProfileFieldValues) {
    setMissingEmail(!email);
    if (!email) return;
    try {
      // The language the sign-up was read in becomes the account's.
      await completeProfile({ variables: { input: { ...withCheckedSex(values), email, language: locale } } });
      clearVerifiedEmail();
      const notice = intl.formatMessage({
        id: 'auth.completeProfile.done',
        defaultMessage: 'Your account is ready. Sign in with your e-mail and new password.',
      });
      void navigate('/login', { replace: true, state: { notice, email } satisfies LoginLocationState });
    } catch {
      // shown from the mutation's error state
    }
  }

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.completeProfile.title', defaultMessage: 'Complete your profile' })}
      description={
        <FormattedMessage
          id="auth.completeProfile.description"
          defaultMessage="Last step for <strong>{email}</strong>: tell us about yourself and your studies."
          values={{ email, strong: (words) => <strong className="text-slate-900">{words}</strong> }}
        />
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        {missingEmail && <Alert tone="error">{COMPLETE_EMAIL_MISSING_MESSAGE}</Alert>}
        {error && <Alert tone="error">{errorMessage(error, COMPLETE_PROFILE_DEFAULT)}</Alert>}
        <ProfileFields register={register} errors={errors} />
        <Button type="submit" busy={loading} className="w-full">
          {loading ? (
            <FormattedMessage id="auth.completeProfile.saving" defaultMessage="Saving..." />
          ) : (
            <FormattedMessage id="auth.completeProfile.submit" defaultMessage="Complete profile" />
          )}
        </Button>
      </form>
    </AuthCard>
  );
}
