import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { saveVerifiedEmail } from '@/shared/session/verified-email';
import { Alert } from '@/shared/ui/Alert';
import { AuthCard, textLinkClasses } from '../components/AuthCard';
import { EmailCodeForm } from '../components/EmailCodeForm';
import { StartSignupMutation } from '../signup/start-signup-mutation';

export function VerifyEmailPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const navigate = useNavigate();
  const [resend, resendState] = useMutation(StartSignupMutation);
  const [resent, setResent] = useState(false);

  if (!email) return <Navigate to="/signup" replace />;

  async function onResend() {
    setResent(false);
    try {
      await resend({ variables: { email } });
      setResent(true);
    } catch {
      // shown from the mutation's error state
    }
  }

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.verifyEmail.title', defaultMessage: 'Verify your e-mail' })}
      description={
        <FormattedMessage
          id="auth.verifyEmail.description"
          defaultMessage="We sent a 6-digit code to <strong>{email}</strong>. It is valid for 15 minutes."
          values={{ email, strong: (words) => <strong className="text-slate-900">{words}</strong> }}
        />
      }
      footer={
        <Link to="/signup" className={textLinkClasses}>
          <FormattedMessage id="auth.verifyEmail.differentEmail" defaultMessage="Use a different e-mail" />
        </Link>
      }
    >
      <EmailCodeForm
        email={email}
        onVerified={() => {
          saveVerifiedEmail(email);
          void navigate('/set-password');
        }}
        submitLabel={intl.formatMessage({ id: 'auth.verify', defaultMessage: 'Verify' })}
        busyLabel={intl.formatMessage({ id: 'auth.verifying', defaultMessage: 'Verifying...' })}
        onSubmitStart={() => setResent(false)}
        notice={
          resent && (
            <Alert tone="success">
              <FormattedMessage id="auth.verifyEmail.resent" defaultMessage="A new code is on its way to {email}." values={{ email }} />
            </Alert>
          )
        }
        otherError={resendState.error}
      >
        <p className="text-center text-sm text-slate-600">
          <FormattedMessage id="auth.verifyEmail.didNotGetIt" defaultMessage="Didn’t get it?" />{' '}
          <button type="button" onClick={onResend} disabled={resendState.loading} className={textLinkClasses}>
            {resendState.loading ? (
              <FormattedMessage id="auth.verifyEmail.sending" defaultMessage="Sending..." />
            ) : (
              <FormattedMessage id="auth.verifyEmail.resend" defaultMessage="Resend code" />
            )}
          </button>
        </p>
      </EmailCodeForm>
    </AuthCard>
  );
}
