import { MAX_REVIEW_COMMENT_LENGTH, reviewCommentProblem } from '@nuru/rules/results';
import { useId, useRef, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Textarea } from '@/shared/ui/Textarea';
import { useModal } from '@/shared/ui/use-modal';

type RejectDialogProps = {
  /** Whose result, for the title; null keeps the dialog closed. */
  scholarName: string | null;
  busy: boolean;
  failure: string | null;
  onReject: (comment: string) => void;
  onCancel: () => void;
};

const messages = defineMessages({
  comment: { id: 'admin.results.rejectDialog.comment', defaultMessage: 'Comment for the scholar' },
  commentHint: {
    id: 'admin.results.rejectDialog.commentHint',
    defaultMessage: 'The scholar reads it on their Results page and dashboard, and in an e-mail.',
  },
});

/** Asks why a result is rejected: the comment is required, and the scholar reads it. */
export function RejectDialog({ scholarName, busy, failure, onReject, onCancel }: RejectDialogProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const open = scholarName !== null;

  useModal(ref, open, () => {
    setComment('');
    setProblem(null);
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const refused = reviewCommentProblem('REJECTED', comment);
    setProblem(refused);
    if (!refused) onReject(comment.trim());
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-0 shadow-xl backdrop:bg-slate-900/40"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4 p-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          <FormattedMessage
            id="admin.results.rejectDialog.title"
            defaultMessage="Reject the results of {name}"
            values={{ name: scholarName ?? '' }}
          />
        </h2>
        {failure && <Alert tone="error">{failure}</Alert>}
        <Textarea
          autoComplete="off"
          label={intl.formatMessage(messages.comment)}
          hint={intl.formatMessage(messages.commentHint)}
          value={comment}
          rows={4}
          maxLength={MAX_REVIEW_COMMENT_LENGTH}
          required
          onChange={(event) => setComment(event.target.value)}
          error={problem ?? undefined}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" className="min-h-11" onClick={onCancel} disabled={busy}>
            <FormattedMessage id="admin.results.rejectDialog.cancel" defaultMessage="Cancel" />
          </Button>
          <Button type="submit" variant="danger" className="min-h-11" busy={busy}>
            <FormattedMessage id="admin.results.rejectDialog.reject" defaultMessage="Reject" />
          </Button>
        </div>
      </form>
    </dialog>
  );
}
