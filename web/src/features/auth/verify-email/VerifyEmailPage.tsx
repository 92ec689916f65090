import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { saveVerifiedEmail } from '@/shared/session/verified-email';
import { Alert } from '@/shared/ui/Alert';
import { AuthCard, textLinkClasses } from '../components/AuthCard';
import { EmailCodeForm } from '../components/EmailCodeForm';
import { StartSignupMutation } from '../signup/start-signup-mutation';

export function VerifyEmailPage() {
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
      <EmailCodeForm
        email={email}
        onVerified={() => {
          saveVerifiedEmail(email);
          void navigate('/set-password');
        }}
        submitLabel="Verify"
        busyLabel="Verifying..."
        onSubmitStart={() => setResent(false)}
        notice={resent && <Alert tone="success">A new code is on its way to {email}.</Alert>}
        otherError={resendState.error}
      >
        <p className="text-center text-sm text-slate-600">
          Didn’t get it?{' '}
          <button type="button" onClick={onResend} disabled={resendState.loading} className={textLinkClasses}>
            {resendState.loading ? 'Sending...' : 'Resend code'}
          </button>
        </p>
      </EmailCodeForm>
    </AuthCard>
  );
}
