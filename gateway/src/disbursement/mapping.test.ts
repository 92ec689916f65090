import { describe, expect, expectTypeOf, it } from 'vitest';
import type { DisbursementRun, DisbursementRunStatus, StipendBlockReason, StipendStatus, TransferStatus } from '../generated/resolvers.js';
import { INVALID_PAGE_MESSAGE } from '../lists/connection.js';
import type { ExcludedRowDTO, IncludedRowDTO, MyStipendDTO, RunDTO, RunSummaryDTO } from './dto.js';
import { excludedPage, includedPage, nameMatches, rowsHeld, runPermissions, toRunModel, type RunModel } from './mapping.js';

const MAKER = { id: 'a0000000-0000-4000-8000-000000000001', name: 'Asha Officer' };
const CHECKER = { id: 'b0000000-0000-4000-8000-000000000002', name: 'Grace Mushi' };
const EDITOR = { id: 'c0000000-0000-4000-8000-000000000003', name: 'Baraka Officer' };
const RUN = 'r0000000-0000-4000-8000-000000000001';

const summary = (change: Partial<RunSummaryDTO> = {}): RunSummaryDTO => ({
  id: RUN,
  period: '2024-2025 semester 2',
  academicYear: 'Y2024_2025',
  batchNo: null,
  status: 'DRAFT',
  version: 3,
  amountTzs: 450_000,
  totalTzs: 900_000,
  includedCount: 2,
  excludedCount: 3,
  createdBy: MAKER,
  createdAt: '2025-06-16T08:00:00.000Z',
  approvedBy: null,
  approvedAt: null,
  paidAt: null,
  cancelledBy: null,
  cancelledAt: null,
  cancelReason: null,
  editorIds: [],
  bankFileDownloadedAt: null,
  cancelRequestedBy: null,
  cancelRequestedAt: null,
  ...change,
});

const included = (
  name: string,
  studentId: string,
  reference: string,
  transferStatus: IncludedRowDTO['transferStatus'] = 'PENDING',
): IncludedRowDTO => ({
  studentId,
  name,
  batchNo: 1,
  university: null,
  amountTzs: 450_000,
  reference,
  accountNumber: `01501${studentId.slice(0, 4)}`,
  transferStatus,
  failureReason: transferStatus === 'PENDING' ? null : 'The bank reports the account as closed',
  failureReportedBy: transferStatus === 'PENDING' ? null : MAKER,
  failureReportedAt: transferStatus === 'PENDING' ? null : '2025-06-30T09:00:00.000Z',
  failedAt: transferStatus === 'FAILED' ? '2025-07-01T09:00:00.000Z' : null,
  changesSinceCreation: [],
});

const excluded = (name: string, studentId: string, codes: RunDTO['excluded'][number]['reasons']) => ({
  studentId,
  name,
  batchNo: 2,
  university: 'University of Dodoma',
  reasons: codes,
  officerReason: codes.includes('EXCLUDED_BY_OFFICER') ? 'Left the programme' : null,
});

const whole: RunDTO = {
  ...summary(),
  included: [included('Amina Juma', '1111', 'NY-7-1'), included('Baraka Mwita', '2222', 'NY-7-2', 'FAILED')],
  excluded: [
    excluded('Zawadi Said', '3333', ['RESULTS_MISSING', 'BANK_ACCOUNT_MISSING']),
    excluded('juma Hassan', '4444', ['EXCLUDED_BY_OFFICER']),
    excluded('Neema Kimaro', '5555', ['RESULTS_MISSING']),
  ],
  changes: [
    {
      studentId: '4444',
      name: 'juma Hassan',
      amountBefore: 450_000,
      amountAfter: 450_000,
      includedBefore: true,
      includedAfter: false,
      reason: 'Left the programme',
      changedBy: MAKER,
      changedAt: '2025-06-17T08:00:00.000Z',
    },
  ],
};

// Checked by `pnpm typecheck`: the schema's enums list the provider's codes and statuses, no more and no fewer.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
it("the schema's enums are the provider's vocabularies", () => {
  const same: [
    Same<StipendBlockReason, ExcludedRowDTO['reasons'][number]>,
    Same<DisbursementRunStatus, RunSummaryDTO['status']>,
    Same<TransferStatus, IncludedRowDTO['transferStatus']>,
    Same<StipendStatus, MyStipendDTO['current']['status']>,
  ] = [true, true, true, true];
  expect(same).toEqual([true, true, true, true]);
});

describe('what a viewer may do with a run', () => {
  const can = (status: RunSummaryDTO['status'], viewer: string, change: Partial<RunSummaryDTO> = {}) =>
    runPermissions(summary({ status, ...change }), viewer);

  it.each([
    // status, viewer, approve, blocked, edit, cancel, markPaid, markTransferFailed, bankFile
    ['DRAFT', CHECKER.id, true, null, true, true, false, false, false],
    ['DRAFT', MAKER.id, false, 'OWN_RUN', true, true, false, false, false],
    ['APPROVED', CHECKER.id, false, 'NOT_DRAFT', false, true, true, false, true],
    ['PAID', CHECKER.id, false, 'NOT_DRAFT', false, false, false, true, false],
    ['CANCELLED', CHECKER.id, false, 'NOT_DRAFT', false, false, false, false, false],
  ] as const)('%s seen by %s', (status, viewer, approve, blocked, edit, cancel, markPaid, markTransferFailed, bankFile) => {
    expect(can(status, viewer)).toEqual({
      viewerCanApprove: approve,
      approvalBlock: blocked,
      viewerCanEdit: edit,
      viewerCanCancel: cancel,
      viewerCanConfirmCancel: false,
      viewerCanWithdrawCancel: false,
      viewerCanMarkPaid: markPaid,
      viewerCanMarkTransferFailed: markTransferFailed,
      viewerCanDownloadBankFile: bankFile,
    });
  });

  it.each([
    // viewer, confirm, withdraw: whoever asked does not confirm; anyone withdraws; nobody asks twice
    [MAKER.id, false, true],
    [CHECKER.id, true, true],
  ] as const)('an approved run whose cancellation waits, seen by %s', (viewer, confirm, withdraw) => {
    const waiting = {
      cancelRequestedBy: MAKER,
      cancelRequestedAt: '2025-06-19T08:00:00.000Z',
      bankFileDownloadedAt: '2025-06-18T09:00:00.000Z',
    };
    expect(can('APPROVED', viewer, waiting)).toMatchObject({
      viewerCanCancel: false,
      viewerCanConfirmCancel: confirm,
      viewerCanWithdrawCancel: withdraw,
    });
  });

  type Facts = Partial<RunSummaryDTO> & { included?: Pick<IncludedRowDTO, 'changesSinceCreation'>[] };
  it.each<[string, Facts, string | null, string | null]>([
    ['a run with nobody in it', { includedCount: 0 }, CHECKER.id, 'EMPTY_RUN'],
    ["a run whose creator's account is gone", { createdBy: null }, MAKER.id, null],
    ['a run the viewer changed a row of', { editorIds: [EDITOR.id] }, EDITOR.id, 'EDITED_RUN'],
    ['a run someone else changed', { editorIds: [EDITOR.id] }, CHECKER.id, null],
    [
      'a run two of whose scholars changed since creation',
      {
        included: [{ changesSinceCreation: ['SCHOLAR_REMOVED'] }, { changesSinceCreation: [] }, { changesSinceCreation: ['NOT_ACTIVE'] }],
      },
      CHECKER.id,
      'ROWS_CHANGED',
    ],
    ['a viewer the gateway could not name', {}, null, null],
  ])('approving %s', (_case, change, viewer, blocked) => {
    expect(runPermissions({ ...summary(), ...change }, viewer)).toMatchObject({
      viewerCanApprove: blocked === null,
      approvalBlock: blocked,
    });
  });
});

describe('toRunModel', () => {
  it("serves every field of the schema's run the resolvers leave to GraphQL's default resolver", () => {
    expectTypeOf<RunModel>().toExtend<Omit<DisbursementRun, 'included' | 'excluded' | 'changes' | '__typename'>>();
  });

  it('holds no rows for a page of the list (they are fetched when asked for) and no bank file before approval', () => {
    const model = toRunModel(summary(), CHECKER.id);
    expect(model).toMatchObject({ bankFilePath: null, viewerCanApprove: true, changedRowCount: 0 });
    expect(rowsHeld(model)).toBeNull();
  });

  it('holds the rows of a whole run, and names the bank file once approved', () => {
    const model = toRunModel({ ...whole, status: 'APPROVED', approvedBy: CHECKER, approvedAt: '2025-06-18T08:00:00.000Z' }, MAKER.id);
    expect(model.bankFilePath).toBe(`/files/admin/disbursements/${RUN}/bank-file.csv`);
    expect(rowsHeld(model)).toMatchObject({ included: whole.included, excluded: whole.excluded, changes: whole.changes });
  });

  it('counts the included scholars who changed since the run was created, from its rows', () => {
    const [first, second] = whole.included;
    const changed: RunDTO['included'][number] = { ...first!, changesSinceCreation: ['BANK_ACCOUNT_CHANGED', 'RESULTS_REJECTED'] };
    expect(toRunModel({ ...whole, included: [changed, second!] }, CHECKER.id)).toMatchObject({
      changedRowCount: 1,
      viewerCanApprove: false,
      approvalBlock: 'ROWS_CHANGED',
    });
  });
});

describe("a run's rows, paged and searched by name", () => {
  const names = (page: { nodes: { name: string }[] }) => page.nodes.map((row) => row.name);

  it.each([
    [{}, ['Amina Juma', 'Baraka Mwita'], 2],
    [{ search: '  AMINA ' }, ['Amina Juma'], 1],
    [{ transferStatus: 'FAILED' as const }, ['Baraka Mwita'], 1],
    [{ search: 'nobody' }, [], 0],
    [{ pageSize: 1, page: 2 }, ['Baraka Mwita'], 2],
  ])('included %o', (args, expected, total) => {
    const page = includedPage(RUN, whole, args, CHECKER.id);
    expect(names(page)).toEqual(expected);
    expect(page.pageInfo.totalCount).toBe(total);
  });

  it("an included row is named per run, with its university under the schema's name", () => {
    expect(includedPage(RUN, whole, { transferStatus: 'FAILED' }, CHECKER.id).nodes[0]).toMatchObject({
      id: `${RUN}:2222`,
      universityName: null,
      viewerCanConfirmFailure: false,
    });
  });

  it.each([
    ['the reporter', MAKER.id, false],
    ['another administrator', CHECKER.id, true],
  ])('a reported failure can be confirmed by %s: %s', (_who, viewer, confirm) => {
    const reported: RunDTO = { ...whole, included: [included('Amina Juma', '1111', 'NY-7-1', 'FAILURE_REPORTED')] };
    expect(includedPage(RUN, reported, {}, viewer).nodes[0]).toMatchObject({
      transferStatus: 'FAILURE_REPORTED',
      viewerCanConfirmFailure: confirm,
    });
  });

  it.each([
    [{}, ['juma Hassan', 'Neema Kimaro', 'Zawadi Said']],
    [{ reason: 'RESULTS_MISSING' as const }, ['Neema Kimaro', 'Zawadi Said']],
    [{ reason: 'EXCLUDED_BY_OFFICER' as const, search: 'JUMA' }, ['juma Hassan']],
    [{ page: 2, pageSize: 2 }, ['Zawadi Said']],
  ])('excluded %o, by name', (args, expected) => {
    expect(names(excludedPage(RUN, whole, args))).toEqual(expected);
  });

  it("an excluded row is named per run, with its university under the schema's name", () => {
    expect(excludedPage(RUN, whole, { search: 'juma' }).nodes[0]).toMatchObject({
      id: `${RUN}:4444`,
      universityName: 'University of Dodoma',
    });
  });

  it.each([
    [{ page: 3, pageSize: 1 }, [], { page: 3, pageSize: 1, totalCount: 2, hasNextPage: false, hasPreviousPage: true }],
    [
      { pageSize: 500 },
      ['Amina Juma', 'Baraka Mwita'],
      { page: 1, pageSize: 100, totalCount: 2, hasNextPage: false, hasPreviousPage: false },
    ],
  ])('a page past the end, and a page size above 100 (served as 100): %o', (args, nodes, pageInfo) => {
    const page = includedPage(RUN, whole, args, CHECKER.id);
    expect({ nodes: names(page), pageInfo: page.pageInfo }).toEqual({ nodes, pageInfo });
  });

  it.each([{ page: 0 }, { pageSize: 0 }, { page: -1 }])('refuses %o in the words of every list', (args) => {
    expect(() => excludedPage(RUN, whole, args)).toThrow(INVALID_PAGE_MESSAGE);
  });

  it.each([
    ['Amina Juma', undefined, true],
    ['Amina Juma', '   ', true],
    ['Amina Juma', 'ina ju', true],
    ['Amina Juma', 'Baraka', false],
  ])('nameMatches(%s, %s)', (name, search, matches) => {
    expect(nameMatches(name, search)).toBe(matches);
  });
});
