import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/shared/ui/Button';
import { Checkbox } from '@/shared/ui/Checkbox';
import { Input } from '@/shared/ui/Input';
import { Textarea } from '@/shared/ui/Textarea';
import { BatchSelect } from '../components/BatchSelect';
import { allBatches, draftProblems, MAX_TITLE_LENGTH, type AnnouncementDraft, type DraftProblems } from './announcement-form-rules';

type Props = {
  initial: AnnouncementDraft;
  /** The programme's batches (Query.programmeBatches). */
  batches: readonly number[];
  submitLabel: string;
  busy: boolean;
  onSubmit: (draft: AnnouncementDraft) => void;
  onCancel: () => void;
};

/** Title, content, batch, pinned and acknowledgement: one form for creating and for editing. */
export function AnnouncementForm({ initial, batches, submitLabel, busy, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<DraftProblems>({});
  const change = (changes: Partial<AnnouncementDraft>) => setDraft((current) => ({ ...current, ...changes }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = draftProblems(draft);
    setProblems(found);
    if (Object.keys(found).length === 0) onSubmit({ ...draft, title: draft.title.trim(), content: draft.content.trim() });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Input
        autoComplete="off"
        label={intl.formatMessage({ id: 'admin.announcements.announcementForm.title', defaultMessage: 'Title' })}
        value={draft.title}
        error={problems.title && intl.formatMessage(problems.title)}
        maxLength={MAX_TITLE_LENGTH}
        onChange={(event) => change({ title: event.target.value })}
        disabled={busy}
      />
      <Textarea
        autoComplete="off"
        label={intl.formatMessage({ id: 'admin.announcements.announcementForm.content', defaultMessage: 'Content' })}
        value={draft.content}
        error={problems.content && intl.formatMessage(problems.content)}
        onChange={(event) => change({ content: event.target.value })}
        disabled={busy}
      />
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr] sm:items-start">
        <BatchSelect
          batches={batches}
          value={draft.batchNo > 0 ? String(draft.batchNo) : ''}
          onChange={(batch) => change({ batchNo: Number(batch) })}
          none={allBatches(intl)}
          disabled={busy}
        />
        <div className="space-y-3 sm:pt-7">
          <Checkbox
            label={intl.formatMessage({ id: 'admin.announcements.announcementForm.pinned', defaultMessage: 'Pinned' })}
            hint={intl.formatMessage({
              id: 'admin.announcements.announcementForm.pinnedHint',
              defaultMessage: "Shown first on the scholars' list.",
            })}
            checked={draft.pinned}
            onChange={(event) => change({ pinned: event.target.checked })}
            disabled={busy}
          />
          <Checkbox
            label={intl.formatMessage({
              id: 'admin.announcements.announcementForm.requiresAcknowledgement',
              defaultMessage: 'Requires acknowledgement',
            })}
            hint={intl.formatMessage({
              id: 'admin.announcements.announcementForm.requiresAcknowledgementHint',
              defaultMessage: 'Scholars of the batch confirm they have read it; you see who has and who has not.',
            })}
            checked={draft.requiresAcknowledgement}
            onChange={(event) => change({ requiresAcknowledgement: event.target.checked })}
            disabled={busy}
          />
        </div>
      </div>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          <FormattedMessage id="admin.announcements.announcementForm.cancel" defaultMessage="Cancel" />
        </Button>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
