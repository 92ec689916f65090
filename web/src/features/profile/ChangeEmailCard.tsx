import { useMutation } from '@apollo/client/react';
import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { emailProblem, verificationCodeProblem } from '@nuru/rules/auth';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { CodeInput } from '@/shared/ui/CodeInput';
import { Input } from '@/shared/ui/Input';
import { PasswordInput } from '@/shared/ui/PasswordInput';
import { useToast } from '@/shared/ui/Toast';
import { EMAIL_CHANGE_DEFAULT } from '@nuru/rules/profile';

const RequestEmailChangeMutation = graphql(`
  mutation RequestEmailChange($password: String!, $newEmail: String!) {
    requestEmailChange(password: $password, newEmail: $newEmail) {
      ok
      message
    }
  }
`);

// Answers the profile with its new e-mail: the cache updates every view of it by id.
const ConfirmEmailChangeMutation = graphql(`
  mutation ConfirmEmailChange($newEmail: String!, $code: String!) {
    confirmEmailChange(newEmail: $newEmail, code: $code) {
      id
      email
    }
  }
`);

/**
 * The sign-in e-mail changes in two steps: the password and the new address, then the 6-digit code
 * e-mailed to that address, so that only its owner can move the account there.
 */
export function ChangeEmailCard({ currentEmail }: { currentEmail: string }) {
  const [request, requesting] = useMutation(RequestEmailChangeMutation);
  const [confirm, confirming] = useMutation(ConfirmEmailChangeMutation);
  const [open, setOpen] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const [addressProblem, setAddressProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const toast = useToast();
  const intl = useIntl();
  const cancel = <FormattedMessage id="profile.email.cancel" defaultMessage="Cancel" />;

  function reset() {
    setOpen(false);
    setSent(null);
    setNewEmail('');
    setPassword('');
    setCode('');
    setCodeProblem(null);
    setAddressProblem(null);
    requesting.reset();
    confirming.reset();
  }

  async function sendCode(event: FormEvent) {
    event.preventDefault();
    const problem = emailProblem(newEmail);
    setAddressProblem(problem);
    if (problem) return;
    try {
      const { data } = await request({ variables: { password, newEmail: newEmail.trim() } });
      setPassword('');
      setSent(data?.requestEmailChange.message ?? null);
    } catch {
      // Shown from the mutation's error state.
    }
  }

  async function confirmCode(event: FormEvent) {
    event.preventDefault();
    const rule = verificationCodeProblem(code);
    setCodeProblem(rule);
    if (rule) return;
    try {
      const { data } = await confirm({ variables: { newEmail: newEmail.trim(), code: code.trim() } });
      reset();
      toast(
        intl.formatMessage(
          { id: 'profile.email.changed', defaultMessage: 'Your e-mail is now {email}.' },
          { email: data?.confirmEmailChange.email ?? newEmail.trim() },
        ),
      );
    } catch {
      // Shown from the mutation's error state.
    }
  }

  return (
    <Card aria-labelledby="change-email-title">
      <CardHeader
        titleId="change-email-title"
        title={intl.formatMessage({ id: 'profile.email.title', defaultMessage: 'Sign-in e-mail' })}
        description={intl.formatMessage(
          {
            id: 'profile.email.description',
            defaultMessage: 'You sign in as {email}. Changing it needs your password and a code sent to the new address.',
          },
          { email: currentEmail },
        )}
        action={
          !open && (
            <Button variant="secondary" onClick={() => setOpen(true)}>
              <Mail aria-hidden="true" className="size-4" />
              <FormattedMessage id="profile.email.change" defaultMessage="Change e-mail" />
            </Button>
          )
        }
      />
      {open && (
        <div className="space-y-4 px-5 py-5">
          {!sent && (
            <form noValidate onSubmit={sendCode} className="space-y-4">
              {requesting.error && <Alert tone="error">{errorMessage(requesting.error, EMAIL_CHANGE_DEFAULT)}</Alert>}
              <Input
                label={intl.formatMessage({ id: 'profile.email.newEmail', defaultMessage: 'New e-mail' })}
                type="email"
                inputMode="email"
                autoComplete="email"
                value={newEmail}
                onChange={(e) => setNewEmail(e.target.value)}
                error={addressProblem ?? undefined}
              />
              <PasswordInput
                label={intl.formatMessage({ id: 'profile.email.password', defaultMessage: 'Current password' })}
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <div className="flex flex-wrap justify-end gap-3">
                <Button variant="secondary" onClick={reset} disabled={requesting.loading}>
                  {cancel}
                </Button>
                <Button type="submit" busy={requesting.loading} disabled={newEmail.trim() === '' || password === ''}>
                  <FormattedMessage id="profile.email.sendCode" defaultMessage="Send code" />
                </Button>
              </div>
            </form>
          )}
          {sent && (
            <form noValidate onSubmit={confirmCode} className="space-y-4">
              <Alert tone="info">{sent}</Alert>
              {confirming.error && <Alert tone="error">{errorMessage(confirming.error, EMAIL_CHANGE_DEFAULT)}</Alert>}
              <CodeInput
                label={intl.formatMessage({ id: 'profile.email.code', defaultMessage: 'Code from the e-mail' })}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                error={codeProblem ?? undefined}
              />
              <div className="flex flex-wrap justify-end gap-3">
                <Button variant="secondary" onClick={reset} disabled={confirming.loading}>
                  {cancel}
                </Button>
                <Button type="submit" busy={confirming.loading}>
                  <FormattedMessage id="profile.email.confirm" defaultMessage="Confirm new e-mail" />
                </Button>
              </div>
            </form>
          )}
        </div>
      )}
    </Card>
  );
}
