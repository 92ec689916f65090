import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api/errors';
import { focusFirstProblem } from '@/shared/forms/first-problem';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { AuthCard } from '../components/AuthCard';
import { AuthFooterLink } from '../components/AuthFooterLink';
import { EmailField } from '../components/EmailField';
import { StartSignupMutation } from './start-signup-mutation';
import { emailProblem, SIGNUP_DEFAULT } from '@nuru/rules/auth';

export function SignupPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [startSignup, { loading, error }] = useMutation(StartSignupMutation);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = typed.trim();
    const found = emailProblem(email);
    setProblem(found);
    if (found) return focusFirstProblem(event.currentTarget, { email: found });
    try {
      await startSignup({ variables: { email } });
      void navigate(`/verify-email?email=${encodeURIComponent(email)}`);
    } catch {
      // shown from the mutation's error state
    }
  }

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.signup.title', defaultMessage: 'Create your account' })}
      description={intl.formatMessage({
        id: 'auth.signup.description',
        defaultMessage:
          'Sign-up is open to scholars the foundation has invited. Use the e-mail address your invitation was sent to; we will e-mail you a 6-digit code.',
      })}
      footer={
        <AuthFooterLink
          to="/login"
          message={defineMessage({ id: 'auth.signup.haveAccount', defaultMessage: 'Already have an account? <link>Sign in</link>' })}
        />
      }
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        {error && <Alert tone="error">{errorMessage(error, SIGNUP_DEFAULT)}</Alert>}
        <EmailField name="email" value={typed} onChange={(event) => setTyped(event.target.value)} error={problem ?? undefined} />
        <Button type="submit" busy={loading} className="w-full">
          {loading ? (
            <FormattedMessage id="auth.signup.sending" defaultMessage="Sending code..." />
          ) : (
            <FormattedMessage id="auth.signup.submit" defaultMessage="Send verification code" />
          )}
        </Button>
      </form>
    </AuthCard>
  );
}
