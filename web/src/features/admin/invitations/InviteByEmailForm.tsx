import { useMutation, useQuery } from '@apollo/client/react';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { graphql } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { DataView } from '@/shared/ui/DataView';
import { Textarea } from '@/shared/ui/Textarea';
import { useToast } from '@/shared/ui/Toast';
import { ADMIN_FAILED } from '@nuru/rules/admin';
import { BatchSelect } from '../components/BatchSelect';
import { selectClasses } from './touch-target';
import { BATCH_REQUIRED, EMAILS_REQUIRED, emailsOf } from './invite-list';

const InviteBatchesQuery = graphql(`
  query InviteBatches {
    programmeSettings {
      activeBatches
      currentAcademicYear
    }
  }
`);

const InviteStudentsMutation = graphql(`
  mutation InviteStudents($emails: [String!]!, $batchNo: Int!) {
    inviteStudents(emails: $emails, batchNo: $batchNo) {
      ok
      message
    }
  }
`);

/** Invites pasted addresses to one of the active batches; `onInvited` reads the invitations list again. */
export function InviteByEmailForm({ onInvited }: { onInvited: () => void }) {
  const settings = useQuery(InviteBatchesQuery);
  return (
    <DataView
      value={settings.data?.programmeSettings.activeBatches}
      error={settings.error}
      onRetry={() => settings.refetch().catch(() => undefined)}
      loading="Loading the active batches..."
      failure={{ title: 'Unable to load the active batches', fallback: ADMIN_FAILED.settings }}
      empty={
        <Alert tone="info" className="mx-5 my-4">
          No batch is open for invitations: add one in the programme settings first.
        </Alert>
      }
    >
      {(batches) => <InviteForm batches={batches} onInvited={onInvited} />}
    </DataView>
  );
}

type Problems = { emails?: string; batch?: string };

function InviteForm({ batches, onInvited }: { batches: readonly number[]; onInvited: () => void }) {
  const [invite, inviting] = useMutation(InviteStudentsMutation);
  const [text, setText] = useState('');
  // One open batch is the only choice; with several the officer picks, so no cohort lands in the wrong one.
  const [batch, setBatch] = useState(batches.length === 1 ? String(batches[0]) : '');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const emails = emailsOf(text);
    const found: Problems = { emails: emails.length ? undefined : EMAILS_REQUIRED, batch: batch ? undefined : BATCH_REQUIRED };
    setProblems(found);
    if (found.emails || found.batch) return;
    try {
      const { data } = await invite({ variables: { emails, batchNo: Number(batch) } });
      setText('');
      toast(data?.inviteStudents.message ?? 'Invitations sent');
      onInvited();
    } catch (error) {
      setFailure(errorMessage(error, ADMIN_FAILED.invite));
    }
  }

  const count = emailsOf(text).length;
  return (
    <form noValidate onSubmit={submit} className="space-y-4 px-5 py-5">
      <Textarea
        label="E-mail addresses"
        hint="One per line, or separated by commas or spaces."
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        value={text}
        error={problems.emails}
        disabled={inviting.loading}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr] sm:items-end">
        {/* The active batches only: invitations go to a batch still open for them (programme settings). */}
        <BatchSelect
          batches={batches}
          none="Choose a batch"
          className={selectClasses}
          value={batch}
          error={problems.batch}
          disabled={inviting.loading}
          onChange={setBatch}
        />
        <div className="flex justify-end">
          <Button type="submit" className="min-h-11 w-full sm:w-auto" busy={inviting.loading}>
            <Send aria-hidden="true" className="size-4" />
            {count > 1 ? `Invite ${count} scholars` : 'Invite'}
          </Button>
        </div>
      </div>
      {failure && (
        <Alert tone="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
    </form>
  );
}
