import { useApolloClient, useMutation } from '@apollo/client/react';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { graphql } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { clearSession } from '@/shared/session/session';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { Input } from '@/shared/ui/Input';
import { PasswordInput } from '@/shared/ui/PasswordInput';
import { settingsFailed } from '../settings-failures';

const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($password: String!, $reason: String!) {
    deleteAccount(password: $password, reason: $reason) {
      ok
      message
    }
  }
`);

const words = defineMessages({
  deleted: { id: 'settings.deleteAccount.deleted', defaultMessage: 'Your account has been deleted' },
  title: { id: 'settings.deleteAccount.title', defaultMessage: 'Delete account' },
  description: {
    id: 'settings.deleteAccount.description',
    defaultMessage: 'You will be signed out everywhere and can no longer sign in. The foundation keeps your scholarship records.',
  },
  password: { id: 'settings.deleteAccount.password', defaultMessage: 'Password to confirm' },
  reason: { id: 'settings.deleteAccount.reason', defaultMessage: 'Why are you leaving? (optional)' },
  confirmTitle: { id: 'settings.deleteAccount.confirmTitle', defaultMessage: 'Delete your account?' },
  confirm: { id: 'settings.deleteAccount.confirm', defaultMessage: 'Delete my account' },
});

export function DeleteAccountCard() {
  const intl = useIntl();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleteAccount, { loading }] = useMutation(DeleteAccountMutation);

  function ask(event: FormEvent) {
    event.preventDefault();
    setConfirming(true);
  }

  async function confirm() {
    setProblem(null);
    try {
      const { data } = await deleteAccount({ variables: { password, reason } });
      clearSession();
      await client.clearStore();
      void navigate('/login', { replace: true, state: { notice: data?.deleteAccount.message ?? intl.formatMessage(words.deleted) } });
    } catch (error) {
      // In one render: the question closes as the answer shows, never the answer behind an open question.
      setConfirming(false);
      setProblem(errorMessage(error, settingsFailed(intl)));
    }
  }

  return (
    <Card aria-labelledby="delete-account-title" className="border-red-200">
      <CardHeader
        titleId="delete-account-title"
        title={intl.formatMessage(words.title)}
        description={intl.formatMessage(words.description)}
      />
      <form noValidate onSubmit={ask} className="space-y-4 px-5 py-5">
        {problem && <Alert tone="error">{problem}</Alert>}
        <PasswordInput
          label={intl.formatMessage(words.password)}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Input
          autoComplete="off"
          label={intl.formatMessage(words.reason)}
          value={reason}
          maxLength={1000}
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="flex justify-end">
          <Button type="submit" variant="danger" disabled={password === ''}>
            <Trash2 aria-hidden="true" className="size-4" />
            {intl.formatMessage(words.title)}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage(words.confirmTitle)}
        confirmLabel={intl.formatMessage(words.confirm)}
        busy={loading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        <FormattedMessage
          id="settings.deleteAccount.warning"
          defaultMessage="This cannot be undone from the portal. Every device will be signed out."
        />
      </ConfirmDialog>
    </Card>
  );
}
