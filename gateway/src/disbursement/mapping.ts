import type {
  DisbursementChange,
  DisbursementExclusion,
  DisbursementItem,
  DisbursementOfficer,
  DisbursementRun,
  DisbursementRunStatus,
  MyStipend,
  StipendBlockReason,
  TransferStatus,
} from '../generated/resolvers.js';
import { connection, pageOf } from '../lists/connection.js';
import type { ExcludedRowDTO, IncludedRowDTO, MyStipendDTO, OfficerDTO, RunChangeDTO, RunDTO, RunSummaryDTO } from './dto.js';
import { APPROVAL_BLOCKED } from './messages.js';

// The provider's stipend runs as the schema's types; pure. The provider's vocabularies are the schema's enums.

/** What a run's rows and changes are read from: the whole run, when the answer held it. */
export type RunRows = Pick<RunDTO, 'included' | 'excluded' | 'changes'>;

/** A DisbursementRun before its rows are paged: null rows (a page of the list) are fetched when asked for. */
export type RunModel = Omit<DisbursementRun, 'included' | 'excluded' | 'changes'> & { rows: RunRows | null };

export const BANK_FILE_PATH = (runId: string) => `/files/admin/disbursements/${encodeURIComponent(runId)}/bank-file.csv`;

/** The statuses each step may start from: the screen's buttons. The provider refuses the rest (409) all the same. */
const ALLOWED = {
  edit: ['DRAFT'],
  cancel: ['DRAFT', 'APPROVED'],
  markPaid: ['APPROVED'],
  markTransferFailed: ['PAID'],
  bankFile: ['APPROVED'],
} as const satisfies Record<string, readonly DisbursementRunStatus[]>;

const allows = (step: keyof typeof ALLOWED, status: DisbursementRunStatus) => (ALLOWED[step] as readonly string[]).includes(status);

type RunFacts = Pick<RunSummaryDTO, 'status' | 'includedCount' | 'editorIds' | 'cancelRequestedAt'> & {
  createdBy: OfficerDTO;
  cancelRequestedBy?: OfficerDTO;
  /** The included rows, when the answer held them: what changed since creation. */
  included?: Pick<IncludedRowDTO, 'changesSinceCreation'>[];
};

/** Why the viewer may not approve the run (four eyes: never its creator nor an editor), or null when they may. */
export function approveBlockedReason(run: RunFacts, viewerId: string | null): string | null {
  if (run.status !== 'DRAFT') return APPROVAL_BLOCKED.notDraft(run.status);
  if (run.createdBy !== null && run.createdBy.id === viewerId) return APPROVAL_BLOCKED.ownRun;
  if (viewerId !== null && run.editorIds.includes(viewerId)) return APPROVAL_BLOCKED.editedRun;
  if (run.includedCount === 0) return APPROVAL_BLOCKED.emptyRun;
  const changed = (run.included ?? []).filter((row) => row.changesSinceCreation.length > 0).length;
  if (changed > 0) return APPROVAL_BLOCKED.rowsChanged(changed);
  return null;
}

/** The run's viewerCan* answers for an administrator (only administrators reach a run). */
export function runPermissions(run: RunFacts, viewerId: string | null) {
  const blocked = approveBlockedReason(run, viewerId);
  const cancelWaiting = allows('cancel', run.status) && Boolean(run.cancelRequestedAt);
  return {
    viewerCanApprove: blocked === null,
    approveBlockedReason: blocked,
    viewerCanEdit: allows('edit', run.status),
    viewerCanCancel: allows('cancel', run.status) && !cancelWaiting,
    viewerCanConfirmCancel: cancelWaiting && run.cancelRequestedBy?.id !== viewerId,
    viewerCanWithdrawCancel: cancelWaiting,
    viewerCanMarkPaid: allows('markPaid', run.status),
    viewerCanMarkTransferFailed: allows('markTransferFailed', run.status),
    viewerCanDownloadBankFile: allows('bankFile', run.status),
  };
}

const toOfficer = (officer: OfficerDTO): DisbursementOfficer | null => (officer ? { id: officer.id, name: officer.name } : null);

const hasRows = (run: RunSummaryDTO | RunDTO): run is RunDTO => 'included' in run && Array.isArray(run.included);

export function toRunModel(run: RunSummaryDTO | RunDTO, viewerId: string | null): RunModel {
  return {
    id: run.id,
    period: run.period,
    academicYear: run.academicYear,
    batchNo: run.batchNo ?? null,
    status: run.status,
    version: run.version,
    amountTzs: run.amountTzs,
    totalTzs: run.totalTzs,
    includedCount: run.includedCount,
    excludedCount: run.excludedCount,
    createdBy: toOfficer(run.createdBy),
    createdAt: run.createdAt,
    approvedBy: toOfficer(run.approvedBy),
    approvedAt: run.approvedAt ?? null,
    paidAt: run.paidAt ?? null,
    cancelledBy: toOfficer(run.cancelledBy),
    cancelledAt: run.cancelledAt ?? null,
    cancelReason: run.cancelReason ?? null,
    bankFileDownloadedAt: run.bankFileDownloadedAt ?? null,
    cancelRequestedBy: toOfficer(run.cancelRequestedBy ?? null),
    cancelRequestedAt: run.cancelRequestedAt ?? null,
    bankFilePath: allows('bankFile', run.status) ? BANK_FILE_PATH(run.id) : null,
    ...runPermissions(run, viewerId),
    rows: hasRows(run) ? { included: run.included, excluded: run.excluded, changes: run.changes } : null,
  };
}

/** A row's id: the run's and the scholar's, so a client's cache keeps a scholar's row of each run apart. */
const rowId = (runId: string, studentId: string) => `${runId}:${studentId}`;

export const toItem = (runId: string, row: IncludedRowDTO, viewerId: string | null): DisbursementItem => ({
  id: rowId(runId, row.studentId),
  studentId: row.studentId,
  name: row.name,
  batchNo: row.batchNo ?? null,
  universityName: row.university ?? null,
  amountTzs: row.amountTzs,
  reference: row.reference,
  accountNumber: row.accountNumber,
  transferStatus: row.transferStatus,
  failureReason: row.failureReason ?? null,
  failureReportedBy: toOfficer(row.failureReportedBy),
  failureReportedAt: row.failureReportedAt ?? null,
  failedAt: row.failedAt ?? null,
  // Four eyes: whoever reported the failure does not confirm it.
  viewerCanConfirmFailure: row.transferStatus === 'FAILURE_REPORTED' && row.failureReportedBy?.id !== viewerId,
  changesSinceCreation: row.changesSinceCreation.map((change) => ({ code: change.code, message: change.message })),
});

export const toExclusion = (runId: string, row: ExcludedRowDTO): DisbursementExclusion => ({
  id: rowId(runId, row.studentId),
  studentId: row.studentId,
  name: row.name,
  batchNo: row.batchNo ?? null,
  universityName: row.university ?? null,
  reasons: row.reasons.map((reason) => ({ code: reason.code, message: reason.message })),
  officerReason: row.officerReason ?? null,
});

export const toChange = (change: RunChangeDTO): DisbursementChange => ({
  studentId: change.studentId,
  name: change.name,
  amountBefore: change.amountBefore,
  amountAfter: change.amountAfter,
  includedBefore: change.includedBefore,
  includedAfter: change.includedAfter,
  reason: change.reason,
  changedBy: toOfficer(change.changedBy),
  changedAt: change.changedAt,
});

type Maybe<T> = T | null | undefined;
interface RowPage {
  search?: Maybe<string>;
  page?: Maybe<number>;
  pageSize?: Maybe<number>;
}

/** Case and surrounding spaces aside, whether the name holds the search (no search: every name). */
export function nameMatches(name: string, search: Maybe<string>): boolean {
  const wanted = search?.trim().toLocaleLowerCase();
  return !wanted || name.toLocaleLowerCase().includes(wanted);
}

/** A page of the included rows, in the order of their references, searched by name and narrowed by transfer status. */
export function includedPage(
  runId: string,
  rows: RunRows,
  args: RowPage & { transferStatus?: Maybe<TransferStatus> },
  viewerId: string | null,
) {
  const kept = rows.included.filter(
    (row) => nameMatches(row.name, args.search) && (!args.transferStatus || row.transferStatus === args.transferStatus),
  );
  return connection(pageOf(kept, args.page, args.pageSize), (row) => toItem(runId, row, viewerId));
}

/** A page of the excluded scholars by name, searched by name and narrowed to one reason. */
export function excludedPage(runId: string, rows: RunRows, args: RowPage & { reason?: Maybe<StipendBlockReason> }) {
  const kept = rows.excluded
    .filter((row) => nameMatches(row.name, args.search) && (!args.reason || row.reasons.some((reason) => reason.code === args.reason)))
    .sort((a, b) => a.name.localeCompare(b.name) || a.studentId.localeCompare(b.studentId));
  return connection(pageOf(kept, args.page, args.pageSize), (row) => toExclusion(runId, row));
}

export const toMyStipend = ({ current, history }: MyStipendDTO): MyStipend => ({
  current: {
    period: current.period ?? null,
    academicYear: current.academicYear,
    status: current.status,
    message: current.message,
    amountTzs: current.amountTzs ?? null,
    paidAt: current.paidAt ?? null,
    failureReason: current.failureReason ?? null,
    reasons: current.reasons.map((reason) => ({
      code: reason.code,
      message: reason.message,
      action: reason.action ? { label: reason.action.label, path: reason.action.path } : null,
    })),
  },
  history: history.map((entry) => ({
    period: entry.period,
    academicYear: entry.academicYear,
    amountTzs: entry.amountTzs,
    status: entry.status,
    date: entry.date,
    failureReason: entry.failureReason ?? null,
  })),
});
