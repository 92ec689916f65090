import type { DisbursementRunStatus, TransferStatus } from '@/gql/graphql';
import { formatShillings } from '@/shared/rules/format';
import type { BadgeTone } from '@/shared/ui/Badge';

// How the desk words what the schema names: statuses as badges, a change of a row in a line.

export const RUN_STATUS: Record<DisbursementRunStatus, { label: string; tone: BadgeTone }> = {
  DRAFT: { label: 'Draft', tone: 'warning' },
  APPROVED: { label: 'Approved', tone: 'info' },
  PAID: { label: 'Paid', tone: 'success' },
  CANCELLED: { label: 'Cancelled', tone: 'neutral' },
};

export const TRANSFER_STATUS: Record<TransferStatus, { label: string; tone: BadgeTone }> = {
  PENDING: { label: 'Pending', tone: 'neutral' },
  FAILED: { label: 'Failed', tone: 'danger' },
};

export const batchWords = (batchNo: number | null | undefined) => (batchNo ? `Batch ${batchNo}` : 'All batches');

export const scholarsWords = (count: number) => `${count} ${count === 1 ? 'scholar' : 'scholars'}`;

export const changesWords = (count: number) => (count === 0 ? 'no changes' : `${count} ${count === 1 ? 'change' : 'changes'}`);

type Change = { amountBefore: number; amountAfter: number; includedBefore: boolean; includedAfter: boolean };

/** What an edit did to a row, before → after: "TZS 450,000 → TZS 500,000", "Included → Excluded", or both. */
export function changeWords(change: Change): string {
  const parts: string[] = [];
  if (change.includedBefore !== change.includedAfter)
    parts.push(`${change.includedBefore ? 'Included' : 'Excluded'} → ${change.includedAfter ? 'Included' : 'Excluded'}`);
  if (change.amountBefore !== change.amountAfter)
    parts.push(`${formatShillings(change.amountBefore)} → ${formatShillings(change.amountAfter)}`);
  return parts.join('; ') || 'No change';
}
