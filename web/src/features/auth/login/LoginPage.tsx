import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useLayoutEffect, useState } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod/mini';
import { graphql } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { emailField } from '@/shared/forms/schemas';
import { saveSession } from '@/shared/session/session';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { PasswordInput } from '@/shared/ui/PasswordInput';
import { AuthCard, textLinkClasses } from '../components/AuthCard';
import { AuthFooterLink } from '../components/AuthFooterLink';
import { EmailField } from '../components/EmailField';
import { ForgotPassword } from './ForgotPassword';
import { TwoFactorStep } from './TwoFactorStep';
import { LOGIN_DEFAULT, PASSWORD_REQUIRED } from '@nuru/rules/auth';

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

const loginSchema = z.object({ email: emailField, password: z.string().check(z.minLength(1, PASSWORD_REQUIRED)) });
type LoginValues = z.infer<typeof loginSchema>;

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
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: state?.email ?? '', password: '' } });
  const handedEmail = Boolean(state?.email);
  // With the e-mail already there, the password is what is left to type.
  useLayoutEffect(() => {
    if (handedEmail) setFocus('password');
  }, [handedEmail, setFocus]);

  async function signIn(values: LoginValues, code?: string) {
    setNotice(undefined);
    try {
      const { data } = await login({ variables: { ...values, code } });
      if (!data) return;
      if (data.login.__typename === 'TwoFactorChallenge') {
        setChallenge({ credentials: values, prompt: data.login.message });
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

  if (challenge) {
    return (
      <TwoFactorStep
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
      <ForgotPassword
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
      <form noValidate onSubmit={handleSubmit((values) => signIn(values))} className="space-y-5">
        {notice && <Alert tone="success">{notice}</Alert>}
        {error && <Alert tone="error">{errorMessage(error, LOGIN_DEFAULT)}</Alert>}
        <EmailField {...register('email')} error={errors.email?.message} />
        <div className="space-y-2">
          <PasswordInput
            label={intl.formatMessage({ id: 'auth.fields.password', defaultMessage: 'Password' })}
            autoComplete="current-password"
            {...register('password')}
            error={errors.password?.message}
          />
          <div className="text-right">
            <button
              type="button"
              onClick={() => setResetting(true)}
              className={`inline-flex min-h-11 items-center text-sm ${textLinkClasses}`}
            >
              <FormattedMessage id="auth.login.forgotPassword" defaultMessage="Forgot password?" />
            </button>
          </div>
        </div>
        <Button type="submit" busy={loading} className="w-full">
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
