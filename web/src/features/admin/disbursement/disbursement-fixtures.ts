// A stipend run as the gateway answers it, for the desk's component tests.
type Officer = { id: string; name: string } | null;

export const ADMIN_A = { __typename: 'DisbursementOfficer' as const, id: 'admin-a', name: 'Programme Administrator' };
export const ADMIN_B = { __typename: 'DisbursementOfficer' as const, id: 'admin-b', name: 'Grace Mushi' };

const pageInfo = (totalCount: number) => ({
  __typename: 'PageInfo' as const,
  page: 1,
  pageSize: 25,
  totalCount,
  hasNextPage: false,
  hasPreviousPage: false,
});

type TransferStatus = 'PENDING' | 'FAILURE_REPORTED' | 'FAILED';
type RowChange = 'BANK_ACCOUNT_CHANGED' | 'RESULTS_REJECTED';

export const includedRow = (studentId: string, name: string, amountTzs = 450_000) => ({
  __typename: 'DisbursementItem' as const,
  id: `run-1:${studentId}`,
  studentId,
  name,
  batchNo: 3,
  universityName: 'University of Dodoma',
  amountTzs,
  reference: `NY-7-${studentId.slice(-1)}`,
  accountNumber: `01501000${studentId.slice(-1)}`,
  transferStatus: 'PENDING' as TransferStatus,
  failureReason: null as string | null,
  failureReportedBy: null as Officer,
  failureReportedAt: null as string | null,
  failedAt: null as string | null,
  viewerCanConfirmFailure: false,
  changesSinceCreation: [] as RowChange[],
});
type Row = ReturnType<typeof includedRow>;

export const FAILURE_REASON = 'The bank reports the account as closed';

/** The row of a PAID run once `by` reported its transfer failed, as `viewer` (admin B by default) sees it. */
export const failureReported = (row: Row, by: Officer, viewer: Officer = ADMIN_B): Row => ({
  ...row,
  transferStatus: 'FAILURE_REPORTED',
  failureReason: FAILURE_REASON,
  failureReportedBy: by,
  failureReportedAt: '2025-03-01T09:00:00.000Z',
  // Four eyes: the reporter does not confirm.
  viewerCanConfirmFailure: by?.id !== viewer?.id,
});

/** The row once another administrator confirmed the failure `by` reported. */
export const failureConfirmed = (row: Row, by: Officer): Row => ({
  ...failureReported(row, by),
  transferStatus: 'FAILED',
  failedAt: '2025-03-02T09:00:00.000Z',
  viewerCanConfirmFailure: false,
});

/** The row with what changed for its scholar since the run was created. */
export const changedSince = (row: Row, ...changes: RowChange[]): Row => ({ ...row, changesSinceCreation: changes });

export const excludedRow = (
  studentId: string,
  name: string,
  reasons: ('RESULTS_MISSING' | 'BANK_ACCOUNT_MISSING' | 'EXCLUDED_BY_OFFICER')[],
  officerReason: string | null = null,
) => ({
  __typename: 'DisbursementExclusion' as const,
  id: `run-1:${studentId}`,
  studentId,
  name,
  batchNo: 3,
  universityName: 'Ardhi University',
  reasons,
  officerReason,
});

type Status = 'DRAFT' | 'APPROVED' | 'PAID' | 'CANCELLED';
type RunOptions = {
  status?: Status;
  version?: number;
  createdBy?: Officer;
  approvedBy?: Officer;
  included?: ReturnType<typeof includedRow>[];
  excluded?: ReturnType<typeof excludedRow>[];
  changes?: unknown[];
  /** Who looks at the run: admin B, who did not create it, unless said otherwise. */
  viewer?: Officer;
  /** When the bank file was first downloaded (APPROVED or later). */
  bankFileDownloadedAt?: string | null;
  /** Who asked to cancel the run after its bank file was downloaded: waiting while APPROVED, kept once CANCELLED. */
  cancelRequestedBy?: Officer;
  /** Who cancelled the CANCELLED run. */
  cancelledBy?: Officer;
};

export const DOWNLOADED_AT = '2025-02-02T10:00:00.000Z';

/** A run of batch 3 for "2025 semester 1", as the viewer sees it. */
export function run({
  status = 'DRAFT',
  version = 1,
  createdBy = ADMIN_A,
  approvedBy = null,
  included = [includedRow('s-1', 'Asha Mwinyi')],
  excluded = [excludedRow('s-2', 'Baraka Juma', ['RESULTS_MISSING'])],
  changes = [],
  viewer = ADMIN_B,
  bankFileDownloadedAt = null,
  cancelRequestedBy,
  cancelledBy = null,
}: RunOptions = {}) {
  const total = included.reduce((sum, row) => sum + row.amountTzs, 0);
  const viewerIsCreator = createdBy?.id === viewer?.id;
  const changedRows = included.filter((row) => row.changesSinceCreation.length > 0).length;
  const canApprove = status === 'DRAFT' && !viewerIsCreator && included.length > 0 && changedRows === 0;
  const asked = cancelRequestedBy !== undefined && (status === 'APPROVED' || status === 'CANCELLED');
  const cancelWaiting = asked && status === 'APPROVED';
  return {
    __typename: 'DisbursementRun' as const,
    id: 'run-1',
    period: '2025 semester 1',
    academicYear: '2024-2025',
    batchNo: 3,
    status,
    version,
    amountTzs: 450_000,
    totalTzs: total,
    includedCount: included.length,
    excludedCount: excluded.length,
    createdBy,
    createdAt: '2025-02-01T08:00:00.000Z',
    approvedBy,
    approvedAt: approvedBy ? '2025-02-02T08:00:00.000Z' : null,
    paidAt: status === 'PAID' ? '2025-02-03T08:00:00.000Z' : null,
    cancelledBy,
    cancelledAt: status === 'CANCELLED' ? '2025-02-02T12:00:00.000Z' : null,
    cancelReason: asked || status === 'CANCELLED' ? 'The bank returned the file unread' : null,
    bankFileDownloadedAt,
    cancelRequestedBy: asked ? cancelRequestedBy : null,
    cancelRequestedAt: asked ? '2025-02-02T11:00:00.000Z' : null,
    bankFilePath: status === 'APPROVED' ? '/files/admin/disbursements/run-1/bank-file.csv' : null,
    viewerCanApprove: canApprove,
    approvalBlock: canApprove ? null : status !== 'DRAFT' ? 'NOT_DRAFT' : viewerIsCreator ? 'OWN_RUN' : 'ROWS_CHANGED',
    changedRowCount: changedRows,
    viewerCanEdit: status === 'DRAFT',
    viewerCanCancel: (status === 'DRAFT' || status === 'APPROVED') && !cancelWaiting,
    viewerCanConfirmCancel: cancelWaiting && cancelRequestedBy?.id !== viewer?.id,
    viewerCanWithdrawCancel: cancelWaiting,
    viewerCanMarkPaid: status === 'APPROVED',
    viewerCanMarkTransferFailed: status === 'PAID',
    viewerCanDownloadBankFile: status === 'APPROVED',
    changes,
    included: { __typename: 'DisbursementItemConnection' as const, nodes: included, pageInfo: pageInfo(included.length) },
    excluded: { __typename: 'DisbursementExclusionConnection' as const, nodes: excluded, pageInfo: pageInfo(excluded.length) },
  };
}

export const change = (reason: string, amountBefore: number, amountAfter: number, includedAfter = true) => ({
  __typename: 'DisbursementChange' as const,
  studentId: 's-1',
  name: 'Asha Mwinyi',
  amountBefore,
  amountAfter,
  includedBefore: true,
  includedAfter,
  reason,
  changedBy: ADMIN_A,
  changedAt: '2025-02-01T09:00:00.000Z',
});
