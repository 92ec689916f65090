import { useMutation } from '@apollo/client/react';
import { ListChecks, Pencil, Pin, PinOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { announcementPriorityBadge } from '@/shared/status/announcement-priority';
import { Alert } from '@/shared/ui/Alert';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { PinnedBadge } from '@/shared/ui/PinnedBadge';
import { useToast } from '@/shared/ui/Toast';
import { AcknowledgementsPanel } from './AcknowledgementsPanel';
import { AnnouncementForm } from './AnnouncementForm';
import { batchLabel, type AnnouncementDraft } from './announcement-form-rules';
import {
  ANNOUNCEMENT_DELETED,
  ANNOUNCEMENT_PINNED,
  ANNOUNCEMENT_UNPINNED,
  ANNOUNCEMENT_UPDATED,
  DELETE_FAILED,
  PIN_FAILED,
  UPDATE_FAILED,
} from '@nuru/rules/announcements';
import { DayText } from '@/shared/i18n/use-dates';

export const AdminAnnouncementRow_AnnouncementFragment = graphql(`
  fragment AdminAnnouncementRow_announcement on Announcement {
    id
    title
    content
    senderName
    createdAt
    batchNo
    priority
    pinned
    requiresAcknowledgement
  }
`);

const UpdateAnnouncementMutation = graphql(`
  mutation UpdateAnnouncement($id: ID!, $input: AnnouncementInput!) {
    updateAnnouncement(id: $id, input: $input) {
      message
      announcement {
        id
        ...AdminAnnouncementRow_announcement
      }
    }
  }
`);

const PinAnnouncementMutation = graphql(`
  mutation PinAnnouncement($id: ID!, $pinned: Boolean!) {
    pinAnnouncement(id: $id, pinned: $pinned) {
      message
      announcement {
        id
        pinned
      }
    }
  }
`);

const DeleteAnnouncementMutation = graphql(`
  mutation DeleteAnnouncement($id: ID!) {
    deleteAnnouncement(id: $id) {
      ok
      message
    }
  }
`);

const messages = defineMessages({
  edit: { id: 'admin.announcements.adminAnnouncementRow.edit', defaultMessage: 'Edit' },
  pin: { id: 'admin.announcements.adminAnnouncementRow.pin', defaultMessage: 'Pin' },
  unpin: { id: 'admin.announcements.adminAnnouncementRow.unpin', defaultMessage: 'Unpin' },
  acknowledgements: { id: 'admin.announcements.adminAnnouncementRow.acknowledgements', defaultMessage: 'Acknowledgements' },
  delete: { id: 'admin.announcements.adminAnnouncementRow.delete', defaultMessage: 'Delete' },
});

// Each action's name for a screen reader, with the announcement it acts on.
type Titled = { title: string };
const titled = defineMessages<{ edit: Titled; pin: Titled; unpin: Titled; acknowledgements: Titled; delete: Titled }>({
  edit: { id: 'admin.announcements.adminAnnouncementRow.editTitle', defaultMessage: 'Edit: {title}' },
  pin: { id: 'admin.announcements.adminAnnouncementRow.pinTitle', defaultMessage: 'Pin: {title}' },
  unpin: { id: 'admin.announcements.adminAnnouncementRow.unpinTitle', defaultMessage: 'Unpin: {title}' },
  acknowledgements: {
    id: 'admin.announcements.adminAnnouncementRow.acknowledgementsTitle',
    defaultMessage: 'Acknowledgements: {title}',
  },
  delete: { id: 'admin.announcements.adminAnnouncementRow.deleteTitle', defaultMessage: 'Delete: {title}' },
});

type Props = {
  announcement: FragmentType<typeof AdminAnnouncementRow_AnnouncementFragment>;
  /** The programme's batches, offered when it is edited. */
  batches: readonly number[];
};

/** One announcement with the administrator's actions: edit, pin or unpin, delete, and its acknowledgements. */
export function AdminAnnouncementRow({ announcement, batches }: Props) {
  const a = getFragmentData(AdminAnnouncementRow_AnnouncementFragment, announcement);
  const [update, updating] = useMutation(UpdateAnnouncementMutation);
  const [pin, pinning] = useMutation(PinAnnouncementMutation);
  const [remove, removing] = useMutation(DeleteAnnouncementMutation);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [showAcknowledgements, setShowAcknowledgements] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();
  const intl = useIntl();
  const priority = announcementPriorityBadge(a.priority);

  async function run(work: () => Promise<string>, fallback: string) {
    setProblem(null);
    try {
      toast(await work());
    } catch (error) {
      setProblem(errorMessage(error, fallback));
    }
  }

  const onSave = (draft: AnnouncementDraft) =>
    run(async () => {
      const { data } = await update({ variables: { id: a.id, input: draft } });
      setEditing(false);
      return data?.updateAnnouncement.message ?? ANNOUNCEMENT_UPDATED;
    }, UPDATE_FAILED);

  const onPin = () =>
    run(async () => {
      const { data } = await pin({ variables: { id: a.id, pinned: !a.pinned } });
      return data?.pinAnnouncement.message ?? (a.pinned ? ANNOUNCEMENT_UNPINNED : ANNOUNCEMENT_PINNED);
    }, PIN_FAILED);

  async function onConfirmDelete() {
    setProblem(null);
    try {
      const { data } = await remove({
        variables: { id: a.id },
        // Gone for everyone: out of the cache, and so out of every list that showed it.
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'Announcement', id: a.id }) });
          cache.gc();
        },
      });
      setConfirming(false);
      toast(data?.deleteAnnouncement.message ?? ANNOUNCEMENT_DELETED);
    } catch (error) {
      setConfirming(false);
      setProblem(errorMessage(error, DELETE_FAILED));
    }
  }

  const titleId = `admin-announcement-${a.id}`;
  return (
    <li aria-labelledby={titleId} className="space-y-3 px-5 py-4">
      {editing ? (
        <AnnouncementForm
          initial={{
            title: a.title,
            content: a.content,
            batchNo: a.batchNo ?? 0,
            pinned: a.pinned,
            requiresAcknowledgement: a.requiresAcknowledgement,
          }}
          batches={batches}
          submitLabel={intl.formatMessage({ id: 'admin.announcements.adminAnnouncementRow.save', defaultMessage: 'Save changes' })}
          busy={updating.loading}
          onSubmit={onSave}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="flex flex-wrap items-start gap-3">
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              {a.pinned && <PinnedBadge />}
              <Badge tone={priority.tone}>{intl.formatMessage(priority.message)}</Badge>
              <Badge tone="neutral">{batchLabel(a.batchNo ?? 0, intl)}</Badge>
              {a.requiresAcknowledgement && (
                <Badge tone="warning">
                  <FormattedMessage
                    id="admin.announcements.adminAnnouncementRow.requiresAcknowledgement"
                    defaultMessage="Requires acknowledgement"
                  />
                </Badge>
              )}
            </div>
            <h3 id={titleId} className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
              {a.title}
            </h3>
            <p className="text-xs text-slate-500">
              {a.senderName} · <DayText value={a.createdAt} />
            </p>
            <p className="line-clamp-2 text-sm text-slate-600">{a.content}</p>
          </div>
          <div className="flex flex-wrap gap-1">
            <Button
              variant="ghost"
              className="sm:min-h-9 px-2.5 py-1.5"
              onClick={() => setEditing(true)}
              aria-label={intl.formatMessage(titled.edit, { title: a.title })}
            >
              <Pencil aria-hidden="true" className="size-4" />
              {intl.formatMessage(messages.edit)}
            </Button>
            <Button
              variant="ghost"
              className="sm:min-h-9 px-2.5 py-1.5"
              busy={pinning.loading}
              onClick={onPin}
              aria-label={intl.formatMessage(a.pinned ? titled.unpin : titled.pin, { title: a.title })}
            >
              {a.pinned ? <PinOff aria-hidden="true" className="size-4" /> : <Pin aria-hidden="true" className="size-4" />}
              {intl.formatMessage(a.pinned ? messages.unpin : messages.pin)}
            </Button>
            {a.requiresAcknowledgement && (
              <Button
                variant="ghost"
                className="sm:min-h-9 px-2.5 py-1.5"
                aria-expanded={showAcknowledgements}
                onClick={() => setShowAcknowledgements((shown) => !shown)}
                aria-label={intl.formatMessage(titled.acknowledgements, { title: a.title })}
              >
                <ListChecks aria-hidden="true" className="size-4" />
                {intl.formatMessage(messages.acknowledgements)}
              </Button>
            )}
            <Button
              variant="ghost"
              className="sm:min-h-9 px-2.5 py-1.5 text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={() => setConfirming(true)}
              aria-label={intl.formatMessage(titled.delete, { title: a.title })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {intl.formatMessage(messages.delete)}
            </Button>
          </div>
        </div>
      )}
      {problem && (
        <Alert tone="error" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {showAcknowledgements && a.requiresAcknowledgement && <AcknowledgementsPanel announcementId={a.id} title={a.title} />}
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage({
          id: 'admin.announcements.adminAnnouncementRow.deleteQuestion',
          defaultMessage: 'Delete this announcement?',
        })}
        confirmLabel={intl.formatMessage({
          id: 'admin.announcements.adminAnnouncementRow.deleteConfirm',
          defaultMessage: 'Delete announcement',
        })}
        busy={removing.loading}
        onConfirm={onConfirmDelete}
        onCancel={() => setConfirming(false)}
      >
        <FormattedMessage
          id="admin.announcements.adminAnnouncementRow.deleteBody"
          defaultMessage="“{title}” will be removed for every scholar, with its acknowledgements."
          values={{ title: a.title }}
        />
      </ConfirmDialog>
    </li>
  );
}
