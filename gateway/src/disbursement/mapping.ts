import type {
  ApprovalBlock,
  DisbursementExclusion,
  DisbursementItem,
  DisbursementRunStatus,
  StipendBlockReason,
  TransferStatus,
} from '../generated/resolvers.js';
import { connection, pageOf } from '../lists/connection.js';
import type { ExcludedRowDTO, IncludedRowDTO, OfficerDTO, RunDTO, RunSummaryDTO } from './dto.js';

// What the schema's stipend types add to the provider's answers: ids, paths and what the viewer may do; pure.
// Every other field is the provider's, read by GraphQL's default resolver (the provider's vocabularies are the
// schema's enums).

/** What a run's rows and changes are read from: the whole run, when the answer held it. */
export type RunRows = Pick<RunDTO, 'included' | 'excluded' | 'changes'>;

/**
 * A DisbursementRun (codegen's mapper): the provider's run with what the viewer may do. A page of the list holds
 * no rows; they are fetched when asked for.
 */
export type RunModel = (RunSummaryDTO | RunDTO) &
  ReturnType<typeof runPermissions> & { bankFilePath: string | null; changedRowCount: number };

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

/** The included scholars that changed since the run was created, when the answer held its rows (else 0). */
export const changedRowCount = (run: RunFacts): number => (run.included ?? []).filter((row) => row.changesSinceCreation.length > 0).length;

/**
 * Why the viewer may not approve the run (four eyes: never its creator nor an editor), or null when they may; the
 * provider refuses the same in its own words.
 */
export function approvalBlock(run: RunFacts, viewerId: string | null): ApprovalBlock | null {
  if (run.status !== 'DRAFT') return 'NOT_DRAFT';
  if (run.createdBy !== null && run.createdBy.id === viewerId) return 'OWN_RUN';
  if (viewerId !== null && run.editorIds.includes(viewerId)) return 'EDITED_RUN';
  if (run.includedCount === 0) return 'EMPTY_RUN';
  if (changedRowCount(run) > 0) return 'ROWS_CHANGED';
  return null;
}

/** The run's viewerCan* answers for an administrator (only administrators reach a run). */
export function runPermissions(run: RunFacts, viewerId: string | null) {
  const blocked = approvalBlock(run, viewerId);
  const cancelWaiting = allows('cancel', run.status) && Boolean(run.cancelRequestedAt);
  return {
    viewerCanApprove: blocked === null,
    approvalBlock: blocked,
    viewerCanEdit: allows('edit', run.status),
    viewerCanCancel: allows('cancel', run.status) && !cancelWaiting,
    viewerCanConfirmCancel: cancelWaiting && run.cancelRequestedBy?.id !== viewerId,
    viewerCanWithdrawCancel: cancelWaiting,
    viewerCanMarkPaid: allows('markPaid', run.status),
    viewerCanMarkTransferFailed: allows('markTransferFailed', run.status),
    viewerCanDownloadBankFile: allows('bankFile', run.status),
  };
}

/** The rows and changes the answer held, or null for a page of the list. */
export const rowsHeld = (run: RunModel): RunRows | null => ('included' in run && Array.isArray(run.included) ? run : null);

export const toRunModel = (run: RunSummaryDTO | RunDTO, viewerId: string | null): RunModel => ({
  ...run,
  bankFilePath: allows('bankFile', run.status) ? BANK_FILE_PATH(run.id) : null,
  changedRowCount: changedRowCount(run),
  ...runPermissions(run, viewerId),
});

/** A row's id: the run's and the scholar's, so a client's cache keeps a scholar's row of each run apart. */
const rowId = (runId: string, studentId: string) => `${runId}:${studentId}`;

export const toItem = (runId: string, row: IncludedRowDTO, viewerId: string | null): DisbursementItem => ({
  ...row,
  id: rowId(runId, row.studentId),
  universityName: row.university,
  // Four eyes: whoever reported the failure does not confirm it.
  viewerCanConfirmFailure: row.transferStatus === 'FAILURE_REPORTED' && row.failureReportedBy?.id !== viewerId,
});

export const toExclusion = (runId: string, row: ExcludedRowDTO): DisbursementExclusion => ({
  ...row,
  id: rowId(runId, row.studentId),
  universityName: row.university,
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
    .filter((row) => nameMatches(row.name, args.search) && (!args.reason || row.reasons.includes(args.reason)))
    .sort((a, b) => a.name.localeCompare(b.name) || a.studentId.localeCompare(b.studentId));
  return connection(pageOf(kept, args.page, args.pageSize), (row) => toExclusion(runId, row));
}
