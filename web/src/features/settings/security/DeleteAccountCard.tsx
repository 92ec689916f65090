import { useApolloClient, useMutation } from '@apollo/client/react';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
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
import { SETTINGS_FAILED } from '../settings-failures';

const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($password: String!, $reason: String!) {
    deleteAccount(password: $password, reason: $reason) {
      ok
      message
    }
  }
`);

export function DeleteAccountCard() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [deleteAccount, { loading, error }] = useMutation(DeleteAccountMutation);

  function ask(event: FormEvent) {
    event.preventDefault();
    setConfirming(true);
  }

  async function confirm() {
    try {
      const { data } = await deleteAccount({ variables: { password, reason } });
      clearSession();
      await client.clearStore();
      void navigate('/login', { replace: true, state: { notice: data?.deleteAccount.message ?? 'Your account has been deleted' } });
    } catch {
      setConfirming(false);
    }
  }

  return (
    <Card aria-labelledby="delete-account-title" className="border-red-200">
      <CardHeader
        titleId="delete-account-title"
        title="Delete account"
        description="You will be signed out everywhere and can no longer sign in. The foundation keeps your scholarship records."
      />
      <form noValidate onSubmit={ask} className="space-y-4 px-5 py-5">
        {error && <Alert tone="error">{errorMessage(error, SETTINGS_FAILED)}</Alert>}
        <PasswordInput
          label="Password to confirm"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Input label="Why are you leaving? (optional)" value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
        <div className="flex justify-end">
          <Button type="submit" variant="danger" disabled={password === ''}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete account
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title="Delete your account?"
        confirmLabel="Delete my account"
        busy={loading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        This cannot be undone from the portal. Every device will be signed out.
      </ConfirmDialog>
    </Card>
  );
}
