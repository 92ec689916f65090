import { useMutation } from '@apollo/client/react';
import { ListChecks, Pencil, Pin, PinOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
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
          submitLabel="Save changes"
          busy={updating.loading}
          onSubmit={onSave}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="flex flex-wrap items-start gap-3">
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              {a.pinned && <PinnedBadge />}
              <Badge tone={priority.tone}>{priority.label}</Badge>
              <Badge tone="neutral">{batchLabel(a.batchNo ?? 0)}</Badge>
              {a.requiresAcknowledgement && <Badge tone="warning">Requires acknowledgement</Badge>}
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
            <Button variant="ghost" className="min-h-9 px-2.5 py-1.5" onClick={() => setEditing(true)} aria-label={`Edit: ${a.title}`}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
            <Button
              variant="ghost"
              className="min-h-9 px-2.5 py-1.5"
              busy={pinning.loading}
              onClick={onPin}
              aria-label={`${a.pinned ? 'Unpin' : 'Pin'}: ${a.title}`}
            >
              {a.pinned ? <PinOff aria-hidden="true" className="size-4" /> : <Pin aria-hidden="true" className="size-4" />}
              {a.pinned ? 'Unpin' : 'Pin'}
            </Button>
            {a.requiresAcknowledgement && (
              <Button
                variant="ghost"
                className="min-h-9 px-2.5 py-1.5"
                aria-expanded={showAcknowledgements}
                onClick={() => setShowAcknowledgements((shown) => !shown)}
                aria-label={`Acknowledgements: ${a.title}`}
              >
                <ListChecks aria-hidden="true" className="size-4" />
                Acknowledgements
              </Button>
            )}
            <Button
              variant="ghost"
              className="min-h-9 px-2.5 py-1.5 text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={() => setConfirming(true)}
              aria-label={`Delete: ${a.title}`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
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
        title="Delete this announcement?"
        confirmLabel="Delete announcement"
        busy={removing.loading}
        onConfirm={onConfirmDelete}
        onCancel={() => setConfirming(false)}
      >
        “{a.title}” will be removed for every scholar, with its acknowledgements.
      </ConfirmDialog>
    </li>
  );
}
