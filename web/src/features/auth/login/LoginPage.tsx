import { useApolloClient, useMutation } from '@apollo/client/react';
import { startTransition, useState, useTransition, type ChangeEvent, type FormEvent } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { graphql } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { focusFirstProblem } from '@/shared/forms/first-problem';
import { saveSession } from '@/shared/session/session';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { onDemand } from '@/shared/ui/on-demand';
import { PasswordInput } from '@/shared/ui/PasswordInput';
import { AuthCard, textLinkClasses } from '../components/AuthCard';
import { AuthFooterLink } from '../components/AuthFooterLink';
import { EmailField } from '../components/EmailField';
import { emailProblem, LOGIN_DEFAULT, PASSWORD_REQUIRED } from '@nuru/rules/auth';

const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!, $code: String) {
    login(email: $email, password: $password, code: $code) {
      __typename
      ... on AuthPayload {
        token
        user {
          id
          name
          email
          role
        }
      }
      ... on TwoFactorChallenge {
        message
      }
    }
  }
`);

type LoginValues = { email: string; password: string };
type LoginProblems = { email?: string; password?: string };

// Steps that only a person's action or the gateway's answer shows, fetched then rather than with the page.
const forgotPassword = onDemand(() => import('./ForgotPassword').then((m) => m.ForgotPassword));
const twoFactorStep = onDemand(() => import('./TwoFactorStep').then((m) => m.TwoFactorStep));

/**
 * Where other pages send people: a note to show above the form, the page to go back to, and the e-mail to sign
 * in with (the end of sign-up knows it; in the router's state, never in the address).
 */
export type LoginLocationState = { notice?: string; from?: string; email?: string } | null;

export function LoginPage() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const state = location.state as LoginLocationState;
  const [notice, setNotice] = useState(state?.notice);
  const [resetting, setResetting] = useState(false);
  // Set once the password was right for an account with two-factor on: the code is asked next.
  const [challenge, setChallenge] = useState<{ credentials: LoginValues; prompt: string } | null>(null);
  const [login, { loading, error, reset: clearError }] = useMutation(LoginMutation);
  const [values, setValues] = useState<LoginValues>({ email: state?.email ?? '', password: '' });
  const [problems, setProblems] = useState<LoginProblems>({});
  // The two-factor step is shown once its code has arrived: until then the sign-in is still going on.
  const [reachingStep, startStep] = useTransition();

  async function signIn(values: LoginValues, code?: string) {
    setNotice(undefined);
    try {
      const { data } = await login({ variables: { ...values, code } });
      if (!data) return;
      if (data.login.__typename === 'TwoFactorChallenge') {
        const { message } = data.login;
        startStep(() => setChallenge({ credentials: values, prompt: message }));
        return;
      }
      saveSession(data.login.token, data.login.user);
      // Nothing cached for a previous person may leak into this session.
      await client.clearStore();
      void navigate(state?.from ?? (data.login.user.role === 'ADMIN' ? '/admin' : '/home'), { replace: true });
    } catch {
      // The mutation's error state carries the message shown below.
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = values.email.trim();
    const found = { email: emailProblem(email) ?? undefined, password: values.password ? undefined : PASSWORD_REQUIRED };
    setProblems(found);
    if (found.email || found.password) return focusFirstProblem(event.currentTarget, found);
    void signIn({ email, password: values.password });
  }

  // Kept here, not in the inputs, so the typed values are still there on coming back from another step.
  const field = (name: keyof LoginValues) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.target.value }),
    error: problems[name],
  });

  if (challenge) {
    return (
      <twoFactorStep.Component
        prompt={challenge.prompt}
        busy={loading}
        error={error ? errorMessage(error, LOGIN_DEFAULT) : undefined}
        onSubmit={(code) => void signIn(challenge.credentials, code)}
        onCancel={() => {
          clearError();
          setChallenge(null);
        }}
      />
    );
  }

  if (resetting) {
    return (
      <forgotPassword.Component
        onCancel={() => setResetting(false)}
        onDone={(message) => {
          setResetting(false);
          setNotice(message);
        }}
      />
    );
  }

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.login.title', defaultMessage: 'Sign in' })}
      description={intl.formatMessage({
        id: 'auth.login.description',
        defaultMessage: 'Welcome back. Sign in with the e-mail address you registered.',
      })}
      footer={
        <AuthFooterLink
          to="/signup"
          message={defineMessage({ id: 'auth.login.newScholar', defaultMessage: 'New scholar? <link>Create your account</link>' })}
        />
      }
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        {notice && <Alert tone="success">{notice}</Alert>}
        {error && <Alert tone="error">{errorMessage(error, LOGIN_DEFAULT)}</Alert>}
        <EmailField {...field('email')} />
        <div className="space-y-2">
          <PasswordInput
            label={intl.formatMessage({ id: 'auth.fields.password', defaultMessage: 'Password' })}
            autoComplete="current-password"
            // With the e-mail already there, the password is what is left to type.
            autoFocus={Boolean(state?.email)}
            {...field('password')}
          />
          <div className="text-right">
            <button
              type="button"
              // The form stays until the reset's code has arrived (a pointer or focus on the button has started it).
              onClick={() => startTransition(() => setResetting(true))}
              {...forgotPassword.intent}
              className={`inline-flex min-h-11 items-center text-sm ${textLinkClasses}`}
            >
              <FormattedMessage id="auth.login.forgotPassword" defaultMessage="Forgot password?" />
            </button>
          </div>
        </div>
        <Button type="submit" busy={loading || reachingStep} className="w-full">
          {loading ? (
            <FormattedMessage id="auth.login.signingIn" defaultMessage="Signing in..." />
          ) : (
            <FormattedMessage id="auth.login.submit" defaultMessage="Sign in" />
          )}
        </Button>
      </form>
    </AuthCard>
  );
}
