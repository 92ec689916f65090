import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Input } from '@/shared/ui/Input';
import { useToast } from '@/shared/ui/Toast';
import { ADMIN_FAILED } from '@nuru/rules/admin';
import { emailProblem } from '@nuru/rules/auth';
import { MAX_PROFILE_TEXT_LENGTH } from '@nuru/rules/profile';
import { administratorsRoute } from './administrators-route';

const InviteAdministratorMutation = graphql(`
  mutation InviteAdministrator($email: String!, $name: String!) {
    inviteAdministrator(email: $email, name: $name) {
      message
      invitation {
        id
        email
        name
        status
      }
    }
  }
`);

export const NAME_REQUIRED = defineMessage({
  id: 'admin.settings.inviteAdministratorForm.nameRequired',
  defaultMessage: 'A name is required',
});

type Problems = { name?: string; email?: string };

/** Invites another officer: once another administrator confirms it, they sign up with the e-mailed code and a password. */
export function InviteAdministratorForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  // The new invitation joins the administrators' screen, waiting for another administrator's confirmation.
  const [invite, inviting] = useMutation(InviteAdministratorMutation, { refetchQueries: [administratorsRoute.query] });
  const intl = useIntl();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found: Problems = { name: name.trim() ? undefined : intl.formatMessage(NAME_REQUIRED), email: emailProblem(email) ?? undefined };
    setProblems(found);
    if (found.name || found.email) return;
    try {
      const { data } = await invite({ variables: { name: name.trim(), email: email.trim() } });
      if (data) toast(data.inviteAdministrator.message);
      setName('');
      setEmail('');
    } catch (error) {
      setFailure(errorMessage(error, ADMIN_FAILED.inviteAdministrator));
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4 px-5 py-5">
      {failure && (
        <Alert tone="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          autoComplete="off"
          label={intl.formatMessage({ id: 'admin.settings.inviteAdministratorForm.name', defaultMessage: 'Name' })}
          value={name}
          error={problems.name}
          maxLength={MAX_PROFILE_TEXT_LENGTH}
          onChange={(e) => setName(e.target.value)}
          disabled={inviting.loading}
        />
        <Input
          label={intl.formatMessage({ id: 'admin.settings.inviteAdministratorForm.email', defaultMessage: 'E-mail' })}
          type="email"
          inputMode="email"
          autoComplete="off"
          value={email}
          error={problems.email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={inviting.loading}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" className="min-h-11" busy={inviting.loading}>
          <FormattedMessage id="admin.settings.inviteAdministratorForm.send" defaultMessage="Send invitation" />
        </Button>
      </div>
    </form>
  );
}
