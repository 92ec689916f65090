import { Check, ExternalLink, X } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import type { ReviewQueueRow_ItemFragment } from '@/gql/graphql';
import { fileKindMessage, formatFileSize } from '@/shared/rules/format';
import { isRejected, resultStatusBadge } from '@/shared/status/result-status';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { bodyCell, headerCell, TableFrame } from '../components/TableFrame';
import { useDates } from '@/shared/i18n/use-dates';
import { SelectCheckbox } from '@/shared/ui/SelectCheckbox';

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

const COLUMNS = defineMessages({
  scholar: { id: 'admin.results.reviewQueueTable.scholar', defaultMessage: 'Scholar' },
  yearAndGpa: { id: 'admin.results.reviewQueueTable.yearAndGpa', defaultMessage: 'Year and GPA' },
  document: { id: 'admin.results.reviewQueueTable.document', defaultMessage: 'Document' },
  status: { id: 'admin.results.reviewQueueTable.status', defaultMessage: 'Status' },
  actions: { id: 'admin.results.reviewQueueTable.actions', defaultMessage: 'Actions' },
});

type Named = { name: string };

const messages = defineMessages<{
  caption: NoMessageValues;
  selectAll: NoMessageValues;
  selectOne: Named;
  batch: { batchNo: number };
  noBatch: NoMessageValues;
  gpa: { gpa: string };
  openLabel: Named;
  approveLabel: Named;
  rejectLabel: Named;
}>({
  caption: { id: 'admin.results.reviewQueueTable.caption', defaultMessage: 'Results to review' },
  selectAll: { id: 'admin.results.reviewQueueTable.selectAll', defaultMessage: 'Select every result waiting for review on this page' },
  selectOne: { id: 'admin.results.reviewQueueTable.selectOne', defaultMessage: 'Select the results of {name}' },
  batch: { id: 'admin.results.reviewQueueTable.batch', defaultMessage: 'Batch {batchNo}' },
  noBatch: { id: 'admin.results.reviewQueueTable.noBatch', defaultMessage: 'No batch' },
  gpa: { id: 'admin.results.reviewQueueTable.gpa', defaultMessage: 'GPA {gpa}' },
  openLabel: { id: 'admin.results.reviewQueueTable.openLabel', defaultMessage: 'Open the document of {name}' },
  approveLabel: { id: 'admin.results.reviewQueueTable.approveLabel', defaultMessage: 'Approve the results of {name}' },
  rejectLabel: { id: 'admin.results.reviewQueueTable.rejectLabel', defaultMessage: 'Reject the results of {name}' },
});

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
  const intl = useIntl();
  const dates = useDates();
  const items = masked.map((item) => getFragmentData(ReviewQueueRowFragment, item));
  const waiting = items.filter((item) => item.status === 'SUBMITTED').map((item) => item.fileName);
  const allSelected = waiting.length > 0 && waiting.every((name) => selected.has(name));
  return (
    <TableFrame caption={intl.formatMessage(messages.caption)}>
      <thead className="bg-slate-50">
        <tr>
          <th scope="col" className={headerCell}>
            <SelectCheckbox
              aria-label={intl.formatMessage(messages.selectAll)}
              checked={allSelected}
              disabled={waiting.length === 0}
              onChange={(event) => onSelectAll(waiting, event.target.checked)}
            />
          </th>
          {Object.entries(COLUMNS).map(([key, column]) => (
            <th key={key} scope="col" className={headerCell}>
              {intl.formatMessage(column)}
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
                  <SelectCheckbox
                    aria-label={intl.formatMessage(messages.selectOne, { name: item.scholar.name })}
                    checked={selected.has(item.fileName)}
                    onChange={(event) => onSelect(item.fileName, event.target.checked)}
                  />
                )}
              </td>
              <td className={bodyCell}>
                <p className="font-medium text-slate-900">{item.scholar.name}</p>
                <p className="text-xs break-all text-slate-500">{item.scholar.email}</p>
                <p className="text-xs text-slate-500">
                  {item.scholar.batchNo
                    ? intl.formatMessage(messages.batch, { batchNo: item.scholar.batchNo })
                    : intl.formatMessage(messages.noBatch)}
                  {item.scholar.universityName ? ` · ${item.scholar.universityName}` : ''}
                </p>
              </td>
              <td className={`${bodyCell} whitespace-nowrap`}>
                <p>{item.year}</p>
                <p className="text-xs text-slate-500">{intl.formatMessage(messages.gpa, { gpa: item.gpa.toFixed(1) })}</p>
              </td>
              <td className={bodyCell}>
                <Button
                  variant="secondary"
                  className="min-h-11"
                  onClick={() => onOpen(item)}
                  aria-label={intl.formatMessage(messages.openLabel, { name: item.scholar.name })}
                >
                  <ExternalLink className="size-4" aria-hidden />
                  <FormattedMessage id="admin.results.reviewQueueTable.open" defaultMessage="Open" />
                </Button>
                <p className="mt-1 text-xs text-slate-500">
                  <FormattedMessage
                    id="admin.results.reviewQueueTable.file"
                    defaultMessage="{kind} · {size} · Uploaded {date}"
                    values={{
                      kind: intl.formatMessage(fileKindMessage(item.fileType)),
                      size: formatFileSize(item.fileSize),
                      date: dates.day(item.uploadedAt),
                    }}
                  />
                </p>
              </td>
              <td className={bodyCell}>
                <Badge tone={badge.tone}>{intl.formatMessage(badge.message)}</Badge>
                {item.reviewerName && item.reviewedAt && (
                  <p className="mt-1 text-xs text-slate-500">
                    <FormattedMessage
                      id="admin.results.reviewQueueTable.reviewedBy"
                      defaultMessage="By {name}, {date}"
                      values={{ name: item.reviewerName, date: dates.day(item.reviewedAt) }}
                    />
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
                      aria-label={intl.formatMessage(messages.approveLabel, { name: item.scholar.name })}
                    >
                      <Check className="size-4" aria-hidden />
                      <FormattedMessage id="admin.results.reviewQueueTable.approve" defaultMessage="Approve" />
                    </Button>
                    <Button
                      variant="danger"
                      className="min-h-11"
                      disabled={busy === item.fileName}
                      onClick={() => onReject(item)}
                      aria-label={intl.formatMessage(messages.rejectLabel, { name: item.scholar.name })}
                    >
                      <X className="size-4" aria-hidden />
                      <FormattedMessage id="admin.results.reviewQueueTable.reject" defaultMessage="Reject" />
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
