import { useMutation, useQuery } from '@apollo/client/react';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
import { emailsOf, INVITE_PROBLEMS } from './invite-list';

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
  const intl = useIntl();
  return (
    <DataView
      value={settings.data?.programmeSettings.activeBatches}
      error={settings.error}
      onRetry={() => settings.refetch().catch(() => undefined)}
      loading={intl.formatMessage({ id: 'admin.invitations.inviteByEmailForm.loading', defaultMessage: 'Loading the active batches...' })}
      failure={{
        title: intl.formatMessage({
          id: 'admin.invitations.inviteByEmailForm.failed',
          defaultMessage: 'Unable to load the active batches',
        }),
        fallback: ADMIN_FAILED.settings,
      }}
      empty={
        <Alert tone="info" className="mx-5 my-4">
          <FormattedMessage
            id="admin.invitations.inviteByEmailForm.noActiveBatch"
            defaultMessage="No batch is open for invitations: add one in the programme settings first."
          />
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
  const intl = useIntl();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const emails = emailsOf(text);
    const found: Problems = {
      emails: emails.length ? undefined : intl.formatMessage(INVITE_PROBLEMS.emailsRequired),
      batch: batch ? undefined : intl.formatMessage(INVITE_PROBLEMS.batchRequired),
    };
    setProblems(found);
    if (found.emails || found.batch) return;
    try {
      const { data } = await invite({ variables: { emails, batchNo: Number(batch) } });
      setText('');
      toast(
        data?.inviteStudents.message ??
          intl.formatMessage({ id: 'admin.invitations.inviteByEmailForm.sent', defaultMessage: 'Invitations sent' }),
      );
      onInvited();
    } catch (error) {
      setFailure(errorMessage(error, ADMIN_FAILED.invite));
    }
  }

  const count = emailsOf(text).length;
  return (
    <form noValidate onSubmit={submit} className="space-y-4 px-5 py-5">
      <Textarea
        label={intl.formatMessage({ id: 'admin.invitations.inviteByEmailForm.emails', defaultMessage: 'E-mail addresses' })}
        hint={intl.formatMessage({
          id: 'admin.invitations.inviteByEmailForm.emailsHint',
          defaultMessage: 'One per line, or separated by commas or spaces.',
        })}
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
          none={intl.formatMessage({ id: 'admin.invitations.inviteByEmailForm.chooseBatch', defaultMessage: 'Choose a batch' })}
          className={selectClasses}
          value={batch}
          error={problems.batch}
          disabled={inviting.loading}
          onChange={setBatch}
        />
        <div className="flex justify-end">
          <Button type="submit" className="min-h-11 w-full sm:w-auto" busy={inviting.loading}>
            <Send aria-hidden="true" className="size-4" />
            {count > 1 ? (
              <FormattedMessage
                id="admin.invitations.inviteByEmailForm.inviteCount"
                defaultMessage="Invite {count, plural, one {# scholar} other {# scholars}}"
                values={{ count }}
              />
            ) : (
              <FormattedMessage id="admin.invitations.inviteByEmailForm.invite" defaultMessage="Invite" />
            )}
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
