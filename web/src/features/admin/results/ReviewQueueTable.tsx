import { Check, ExternalLink, X } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import type { ReviewQueueRow_ItemFragment } from '@/gql/graphql';
import { formatFileSize } from '@/shared/rules/format';
import { isRejected, resultStatusBadge } from '@/shared/status/result-status';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { bodyCell, headerCell, TableFrame } from '../components/TableFrame';
import { DayText } from '@/shared/i18n/use-dates';

export const ReviewQueueRowFragment = graphql(`
  fragment ReviewQueueRow_item on ReviewQueueItem {
    id
    fileName
    originalName
    fileType
    fileSize
    year
    gpa
    status
    reviewComment
    uploadedAt
    reviewedAt
    reviewerName
    documentPath
    scholar {
      id
      name
      email
      batchNo
      universityName
      programmeName
    }
  }
`);

export type QueueItem = ReviewQueueRow_ItemFragment;

type ReviewQueueTableProps = {
  items: FragmentType<typeof ReviewQueueRowFragment>[];
  selected: ReadonlySet<string>;
  onSelect: (fileName: string, selected: boolean) => void;
  onSelectAll: (fileNames: string[], selected: boolean) => void;
  onOpen: (item: QueueItem) => void;
  onApprove: (item: QueueItem) => void;
  onReject: (item: QueueItem) => void;
  /** The result a review of is on its way. */
  busy: string | null;
};

const KIND: Record<string, string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG image', 'image/png': 'PNG image' };

/** A page of the queue: who, which year, the document, where it stands, and the officer's actions on it. */
export function ReviewQueueTable({
  items: masked,
  selected,
  onSelect,
  onSelectAll,
  onOpen,
  onApprove,
  onReject,
  busy,
}: ReviewQueueTableProps) {
  const items = masked.map((item) => getFragmentData(ReviewQueueRowFragment, item));
  const waiting = items.filter((item) => item.status === 'SUBMITTED').map((item) => item.fileName);
  const allSelected = waiting.length > 0 && waiting.every((name) => selected.has(name));
  return (
    <TableFrame caption="Results to review">
      <thead className="bg-slate-50">
        <tr>
          <th scope="col" className={headerCell}>
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              aria-label="Select every result waiting for review on this page"
              checked={allSelected}
              disabled={waiting.length === 0}
              onChange={(event) => onSelectAll(waiting, event.target.checked)}
            />
          </th>
          {['Scholar', 'Year and GPA', 'Document', 'Status', 'Actions'].map((column) => (
            <th key={column} scope="col" className={headerCell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 bg-white">
        {items.map((item) => {
          const badge = resultStatusBadge(item.status);
          const waitingReview = item.status === 'SUBMITTED';
          return (
            <tr key={item.id}>
              <td className={bodyCell}>
                {waitingReview && (
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-700"
                    aria-label={`Select the results of ${item.scholar.name}`}
                    checked={selected.has(item.fileName)}
                    onChange={(event) => onSelect(item.fileName, event.target.checked)}
                  />
                )}
              </td>
              <td className={bodyCell}>
                <p className="font-medium text-slate-900">{item.scholar.name}</p>
                <p className="text-xs break-all text-slate-500">{item.scholar.email}</p>
                <p className="text-xs text-slate-500">
                  {item.scholar.batchNo ? `Batch ${item.scholar.batchNo}` : 'No batch'}
                  {item.scholar.universityName ? ` · ${item.scholar.universityName}` : ''}
                </p>
              </td>
              <td className={`${bodyCell} whitespace-nowrap`}>
                <p>{item.year}</p>
                <p className="text-xs text-slate-500">GPA {item.gpa.toFixed(1)}</p>
              </td>
              <td className={bodyCell}>
                <Button
                  variant="secondary"
                  className="min-h-11"
                  onClick={() => onOpen(item)}
                  aria-label={`Open the document of ${item.scholar.name}`}
                >
                  <ExternalLink className="size-4" aria-hidden />
                  Open
                </Button>
                <p className="mt-1 text-xs text-slate-500">
                  {KIND[item.fileType] ?? item.fileType} · {formatFileSize(item.fileSize)} · Uploaded <DayText value={item.uploadedAt} />
                </p>
              </td>
              <td className={bodyCell}>
                <Badge tone={badge.tone}>{badge.label}</Badge>
                {item.reviewerName && item.reviewedAt && (
                  <p className="mt-1 text-xs text-slate-500">
                    By {item.reviewerName}, <DayText value={item.reviewedAt} />
                  </p>
                )}
                {isRejected(item.status) && item.reviewComment && (
                  <p className="mt-1 max-w-xs text-xs text-red-700">{item.reviewComment}</p>
                )}
              </td>
              <td className={bodyCell}>
                {waitingReview && (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      className="min-h-11"
                      busy={busy === item.fileName}
                      onClick={() => onApprove(item)}
                      aria-label={`Approve the results of ${item.scholar.name}`}
                    >
                      <Check className="size-4" aria-hidden />
                      Approve
                    </Button>
                    <Button
                      variant="danger"
                      className="min-h-11"
                      disabled={busy === item.fileName}
                      onClick={() => onReject(item)}
                      aria-label={`Reject the results of ${item.scholar.name}`}
                    >
                      <X className="size-4" aria-hidden />
                      Reject
                    </Button>
                  </div>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableFrame>
  );
}
