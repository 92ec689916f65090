import { ADMIN_ONLY } from '@nuru/rules/admin';
import {
  DEMO_COHORT,
  DEMO_DISBURSEMENTS,
  DEMO_OFFICER,
  DEV_ADMIN_EMAIL,
  DEV_ADMIN_PASSWORD,
  DEV_STUDENT_PASSWORD,
  SEED_STUDENTS,
} from '@nuru/provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, onlyError, signIn, useStack } from '../testing/stack.js';
import { PDF, uploadResult } from '../testing/uploads.js';

// Stipend runs through the gateway over the reference provider, in a year nobody else has records for (2033-2034):
// Amina meets every rule there, Baraka lacks only the year's results, so a run for their batch pays Amina alone.

const RUN = /* GraphQL */ `
  fragment Run on DisbursementRun {
    id
    period
    academicYear
    batchNo
    status
    version
    amountTzs
    totalTzs
    includedCount
    excludedCount
    createdBy {
      name
    }
    approvedBy {
      name
    }
    approvedAt
    paidAt
    cancelledBy {
      name
    }
    cancelReason
    bankFileDownloadedAt
    cancelRequestedBy {
      name
    }
    bankFilePath
    viewerCanApprove
    approvalBlock
    changedRowCount
    viewerCanEdit
    viewerCanCancel
    viewerCanConfirmCancel
    viewerCanWithdrawCancel
    viewerCanMarkPaid
    viewerCanMarkTransferFailed
    viewerCanDownloadBankFile
    changes {
      studentId
      amountBefore
      amountAfter
      includedBefore
      includedAfter
      reason
      changedBy {
        name
      }
    }
    included(pageSize: 100) {
      nodes {
        id
        studentId
        name
        amountTzs
        reference
        accountNumber
        transferStatus
        failureReason
        failureReportedBy {
          name
        }
        viewerCanConfirmFailure
        changesSinceCreation
      }
      pageInfo {
        totalCount
      }
    }
  }
`;
const CREATE = /* GraphQL */ `
  mutation Create($input: CreateDisbursementRunInput!) {
    createDisbursementRun(input: $input) {
      run {
        ...Run
      }
    }
  }
  ${RUN}
`;
const READ = /* GraphQL */ `
  query Read($id: ID!) {
    disbursementRun(id: $id) {
      ...Run
    }
  }
  ${RUN}
`;
const EXCLUDED = /* GraphQL */ `
  query Excluded($id: ID!, $search: String, $reason: StipendBlockReason) {
    disbursementRun(id: $id) {
      excluded(search: $search, reason: $reason, pageSize: 100) {
        nodes {
          studentId
          name
          reasons
          officerReason
        }
        pageInfo {
          totalCount
        }
      }
    }
  }
`;
const EDIT = /* GraphQL */ `
  mutation Edit($input: UpdateDisbursementItemInput!) {
    updateDisbursementItem(input: $input) {
      run {
        ...Run
      }
    }
  }
  ${RUN}
`;
const APPROVE = /* GraphQL */ `
  mutation Approve($id: ID!, $version: Int!) {
    approveDisbursementRun(id: $id, version: $version) {
      run {
        ...Run
      }
    }
  }
  ${RUN}
`;
const CANCEL = /* GraphQL */ `
  mutation Cancel($id: ID!, $version: Int!, $reason: String!) {
    cancelDisbursementRun(id: $id, version: $version, reason: $reason) {
      run {
        ...Run
      }
    }
  }
  ${RUN}
`;
const CONFIRM_CANCEL = /* GraphQL */ `
  mutation ConfirmCancel($id: ID!, $version: Int!) {
    confirmDisbursementCancel(id: $id, version: $version) {
      run {
        ...Run
      }
    }
  }
  ${RUN}
`;
const WITHDRAW_CANCEL = /* GraphQL */ `
  mutation WithdrawCancel($id: ID!, $version: Int!) {
    withdrawDisbursementCancel(id: $id, version: $version) {
      run {
        ...Run
      }
    }
  }
  ${RUN}
`;
const PAID = /* GraphQL */ `
  mutation Paid($id: ID!, $version: Int!) {
    markDisbursementRunPaid(id: $id, version: $version) {
      run {
        ...Run
      }
    }
  }
  ${RUN}
`;
const FAILED = /* GraphQL */ `
  mutation Failed($runId: ID!, $studentId: ID!, $reason: String!) {
    markDisbursementTransferFailed(runId: $runId, studentId: $studentId, reason: $reason) {
      run {
        ...Run
      }
    }
  }
  ${RUN}
`;
const CONFIRM_FAILED = /* GraphQL */ `
  mutation ConfirmFailed($runId: ID!, $studentId: ID!) {
    confirmDisbursementTransferFailed(runId: $runId, studentId: $studentId) {
      run {
        ...Run
      }
    }
  }
  ${RUN}
`;
const LIST = /* GraphQL */ `
  query List($status: DisbursementRunStatus) {
    disbursementRuns(status: $status, pageSize: 100) {
      nodes {
        id
        period
        status
        viewerCanApprove
        approvalBlock
        included(pageSize: 1) {
          pageInfo {
            totalCount
          }
        }
      }
      pageInfo {
        totalCount
      }
    }
  }
`;
const MY_STIPEND = /* GraphQL */ `
  query MyStipend {
    myStipend {
      current {
        period
        academicYear
        status
        amountTzs
        paidAt
        failureReason
        reasons {
          code
          path
        }
      }
      history {
        period
        academicYear
        amountTzs
        status
        date
        failureReason
      }
    }
  }
`;
const SETTINGS = /* GraphQL */ `
  query Settings {
    programmeSettings {
      currentAcademicYear
      activeBatches
      stipendAmountTzs
      stipendInstalments
      maxStipendsPerYear
      updatedAt
    }
  }
`;
const SAVE_SETTINGS = /* GraphQL */ `
  mutation SaveSettings($input: ProgrammeSettingsInput!) {
    updateProgrammeSettings(input: $input) {
      settings {
        currentAcademicYear
        activeBatches
        stipendAmountTzs
        stipendInstalments
        maxStipendsPerYear
        updatedAt
      }
    }
  }
`;
const SET_STATUS = /* GraphQL */ `
  mutation SetStatus($id: ID!, $status: EnrollmentStatus!, $reason: String!) {
    changeEnrollmentStatus(id: $id, status: $status, reason: $reason) {
      scholar {
        id
      }
    }
  }
`;
const REVIEW = /* GraphQL */ `
  mutation Review($fileName: String!) {
    reviewResult(fileName: $fileName, status: APPROVED) {
      result {
        status
      }
    }
  }
`;
const SUBMIT = /* GraphQL */ `
  mutation Submit($input: SubmitControlNumberInput!) {
    submitControlNumber(input: $input) {
      message
    }
  }
`;

const YEAR = '2033-2034';
const INSTALMENTS = ['Semester 1', 'Semester 2', 'Semester 3', 'Semester 4'];
const PERIOD = '2033-2034 Semester 1';
const STIPEND = 475_000;
const [amina, baraka] = SEED_STUDENTS;
const MAKER_CHECKER =
  'You created this run, so you cannot approve it: another administrator must check and approve it (two different people make and approve a payment).';
const stale = (seen: number, now: number) =>
  `The run was changed by someone else since you loaded it (you saw version ${seen}, it is now version ${now}). Reload it and try again.`;

const stack = useStack({ recorderDelayMs: 0 });
let gatewayUrl: string;
const token = { makerA: '', checkerB: '', amina: '', baraka: '' };
let aminaId: string;

beforeAll(async () => {
  gatewayUrl = await stack.gateway.listen({ port: 0, host: '127.0.0.1' });
  token.makerA = await signIn(stack.gateway, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
  token.checkerB = await signIn(stack.gateway, DEMO_OFFICER.email, DEV_ADMIN_PASSWORD);
  token.amina = await signIn(stack.gateway, amina.email, DEV_STUDENT_PASSWORD);
  token.baraka = await signIn(stack.gateway, baraka.email, DEV_STUDENT_PASSWORD);
  // Both submit the year's control numbers; only Amina uploads the year's results, which an officer approves.
  for (const [index, scholar] of [token.amina, token.baraka].entries())
    for (const [type, paymentType] of ['UNIVERSITY_FEE', 'NHIF'].entries()) {
      const input = { controlNumber: `9933${index}${type}000001`, paymentType, paymentYear: YEAR, amountTzs: 50_400 };
      expect((await gql(stack.gateway, SUBMIT, { input }, scholar)).errors).toBeUndefined();
    }
  const file = { bytes: PDF('2033-2034'), name: 'transcript.pdf', type: 'application/pdf' };
  const uploaded = await uploadResult(gatewayUrl, { token: token.amina, year: YEAR, gpa: '3.6', file });
  const reviewed = await gql(stack.gateway, REVIEW, { fileName: uploaded.body.result.fileName }, token.makerA);
  expect(reviewed.data?.reviewResult.result.status).toBe('APPROVED');
  const me = await gql(stack.gateway, '{ me { id } }', {}, token.amina);
  aminaId = me.data?.me.id;
});

const as =
  (who: keyof typeof token) =>
  (query: string, variables: Record<string, unknown> = {}) =>
    gql(stack.gateway, query, variables, token[who]);
const download = (path: string, bearer?: string) =>
  fetch(`${gatewayUrl}${path}`, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
const bankFilePath = (runId: string) => `/files/admin/disbursements/${runId}/bank-file.csv`;

describe('stipend runs through the gateway', () => {
  let runId: string;
  const read = async (who: keyof typeof token = 'makerA') => (await as(who)(READ, { id: runId })).data?.disbursementRun;

  it("the programme settings' stipend amount, instalments and yearly cap round-trip, and a change that leaves them out keeps them", async () => {
    const before = (await as('makerA')(SETTINGS)).data?.programmeSettings;
    expect(before).toMatchObject({ stipendAmountTzs: 450_000, stipendInstalments: ['Semester 1', 'Semester 2'], maxStipendsPerYear: 2 });
    const input = { currentAcademicYear: before.currentAcademicYear, activeBatches: before.activeBatches };
    const money = { stipendAmountTzs: STIPEND, stipendInstalments: INSTALMENTS, maxStipendsPerYear: 3 };
    const saved = await as('makerA')(SAVE_SETTINGS, { input: { ...input, ...money, expectedUpdatedAt: before.updatedAt } });
    expect(saved.data?.updateProgrammeSettings.settings).toMatchObject(money);
    const kept = await as('makerA')(SAVE_SETTINGS, {
      input: { ...input, stipendAmountTzs: null, stipendInstalments: null, maxStipendsPerYear: null },
    });
    expect(kept.data?.updateProgrammeSettings.settings).toMatchObject(money);
    expect((await as('makerA')(SETTINGS)).data?.programmeSettings).toMatchObject(money);
    const alike = await as('makerA')(SAVE_SETTINGS, { input: { ...input, stipendInstalments: ['Semester 1', 'semester I'] } });
    expect(onlyError(alike)).toEqual({
      message: 'stipendInstalments names one instalment twice: "Semester 1" and "semester I" are the same period',
      code: 'BAD_USER_INPUT',
    });
  });

  it('amounts are whole shillings as Int: GraphQL itself refuses a fraction or a string, and no run is made', async () => {
    const runs = async () => (await as('makerA')(LIST)).data?.disbursementRuns.pageInfo.totalCount;
    const before = await runs();
    stack.recorder.reset();
    for (const amountTzs of [1.5, '100', 3_000_000_000]) {
      const refused = await as('makerA')(CREATE, { input: { instalment: 'Semester 1', academicYear: YEAR, batchNo: 1, amountTzs } });
      expect(refused.data).toBeUndefined();
      expect(onlyError(refused)).toMatchObject({ message: expect.stringMatching(/Int cannot represent/), code: 'BAD_USER_INPUT' });
    }
    expect(stack.recorder.calls.filter((call) => call.includes('/admin/disbursements'))).toEqual([]);
    expect(await runs()).toBe(before);
  });

  it("admin A creates a run by the rules: the batch's one eligible scholar in, another left out for missing results", async () => {
    const created = await as('makerA')(CREATE, { input: { instalment: 'Semester 1', academicYear: YEAR, batchNo: 1 } });
    expect(created.errors).toBeUndefined();
    const { run } = created.data!.createDisbursementRun;
    runId = run.id;
    const batch = [...SEED_STUDENTS, ...DEMO_COHORT].filter((scholar) => scholar.batchNo === 1);
    expect(run).toMatchObject({
      period: PERIOD,
      academicYear: YEAR,
      batchNo: 1,
      status: 'DRAFT',
      version: 1,
      amountTzs: STIPEND,
      totalTzs: STIPEND,
      includedCount: 1,
      excludedCount: batch.length - 1,
      createdBy: { name: expect.any(String) },
      approvedBy: null,
      bankFilePath: null,
      changes: [],
    });
    expect(run.included.nodes).toEqual([
      {
        id: `${runId}:${aminaId}`,
        studentId: aminaId,
        name: amina.name,
        amountTzs: STIPEND,
        reference: expect.stringMatching(/^NY-\d+-\d+$/),
        accountNumber: amina.accountNumber,
        transferStatus: 'PENDING',
        failureReason: null,
        failureReportedBy: null,
        viewerCanConfirmFailure: false,
        changesSinceCreation: [],
      },
    ]);
    const left = (await as('makerA')(EXCLUDED, { id: runId, search: baraka.name.toUpperCase(), reason: 'RESULTS_MISSING' })).data
      ?.disbursementRun.excluded;
    expect(left).toEqual({
      nodes: [
        {
          studentId: expect.any(String),
          name: baraka.name,
          reasons: ['RESULTS_MISSING'],
          officerReason: null,
        },
      ],
      pageInfo: { totalCount: 1 },
    });
  });

  it('admin A cannot approve their own run: viewerCanApprove is false with the words why, and the provider refuses FORBIDDEN', async () => {
    expect(await read('makerA')).toMatchObject({
      viewerCanApprove: false,
      approvalBlock: 'OWN_RUN',
      viewerCanEdit: true,
      viewerCanCancel: true,
      viewerCanMarkPaid: false,
      viewerCanDownloadBankFile: false,
    });
    expect(onlyError(await as('makerA')(APPROVE, { id: runId, version: 1 }))).toEqual({ message: MAKER_CHECKER, code: 'FORBIDDEN' });
    expect(await read('checkerB')).toMatchObject({ status: 'DRAFT', version: 1, viewerCanApprove: true, approvalBlock: null });
  });

  it('a draft has no bank file yet: 409 in the words of the provider', async () => {
    const answer = await download(bankFilePath(runId), token.checkerB);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({
      error: {
        message: 'This run is DRAFT: the bank file exists for an APPROVED run, until it is paid.',
        code: 'CONFLICT',
        requestId: expect.any(String),
      },
    });
  });

  it('a row edit moves the version; a stale version answers CONFLICT and changes nothing', async () => {
    const input = { runId, studentId: aminaId, version: 1, amountTzs: 500_000, reason: 'Final-year allowance' };
    const edited = (await as('makerA')(EDIT, { input })).data?.updateDisbursementItem;
    expect(edited.run).toMatchObject({
      version: 2,
      totalTzs: 500_000,
      changes: [
        {
          studentId: aminaId,
          amountBefore: STIPEND,
          amountAfter: 500_000,
          includedBefore: true,
          includedAfter: true,
          reason: 'Final-year allowance',
          changedBy: { name: expect.any(String) },
        },
      ],
    });
    const again = await as('makerA')(EDIT, { input: { ...input, amountTzs: 1, reason: 'Typo' } });
    expect(onlyError(again)).toEqual({ message: stale(1, 2), code: 'CONFLICT' });
    expect(onlyError(await as('checkerB')(APPROVE, { id: runId, version: 1 }))).toEqual({ message: stale(1, 2), code: 'CONFLICT' });
    expect(await read()).toEqual(edited.run);
  });

  it('admin B (the demo officer) approves what they saw: the run answers APPROVED, and can no longer be edited', async () => {
    const approved = (await as('checkerB')(APPROVE, { id: runId, version: 2 })).data?.approveDisbursementRun;
    expect(approved.run).toMatchObject({
      status: 'APPROVED',
      version: 3,
      approvedBy: { name: DEMO_OFFICER.name },
      approvedAt: expect.any(String),
      bankFilePath: bankFilePath(runId),
      viewerCanApprove: false,
      approvalBlock: 'NOT_DRAFT',
      viewerCanEdit: false,
      viewerCanMarkPaid: true,
      viewerCanDownloadBankFile: true,
    });
    const late = await as('makerA')(EDIT, { input: { runId, studentId: aminaId, version: 3, amountTzs: 1, reason: 'Too late' } });
    expect(onlyError(late)).toEqual({ message: 'This run is APPROVED: only a DRAFT run can be edited.', code: 'CONFLICT' });
  });

  it("the bank file downloads through the gateway as B, an attachment holding the run's rows and total", async () => {
    const run = await read('checkerB');
    const answer = await download(run.bankFilePath, token.checkerB);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const [header, ...lines] = (await answer.text()).trim().split(/\r?\n/);
    expect(header).toBe('accountNumber,accountName,amountTzs,reference');
    const rows = run.included.nodes.map(
      (row: { accountNumber: string; name: string; amountTzs: number; reference: string }) =>
        `${row.accountNumber},${row.name},${row.amountTzs},${row.reference}`,
    );
    expect(lines).toEqual(rows);
    expect(lines.reduce((sum, line) => sum + Number(line.split(',')[2]), 0)).toBe(run.totalTzs);
  });

  it('the bank file route answers a student 403 before the provider is asked, and nobody signed out 401', async () => {
    stack.recorder.reset();
    const refused = await download(bankFilePath(runId), token.amina);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { message: ADMIN_ONLY, code: 'FORBIDDEN', requestId: expect.any(String) } });
    expect(stack.recorder.calls.filter((call) => call.includes('/admin'))).toEqual([]);
    expect((await download(bankFilePath(runId))).status).toBe(401);
  });

  it('a student gets FORBIDDEN on the runs, and the provider is never asked', async () => {
    stack.recorder.reset();
    for (const [query, variables] of [
      [READ, { id: runId }],
      [LIST, {}],
    ] as const)
      expect(onlyError(await as('amina')(query, variables))).toEqual({ message: ADMIN_ONLY, code: 'FORBIDDEN' });
    expect(stack.recorder.calls.filter((call) => call.includes('/admin'))).toEqual([]);
  });

  it("marked paid, then a failed transfer reported by one officer and confirmed by the other, which the scholar's myStipend shows with its reason", async () => {
    const paid = (await as('checkerB')(PAID, { id: runId, version: 3 })).data?.markDisbursementRunPaid.run;
    expect(paid).toMatchObject({ status: 'PAID', version: 4, paidAt: expect.any(String), viewerCanMarkTransferFailed: true });
    expect((await as('amina')(MY_STIPEND)).data?.myStipend.current).toMatchObject({ period: PERIOD, status: 'PAID', amountTzs: 500_000 });

    const reason = 'The account name does not match the account number';
    const reported = (await as('checkerB')(FAILED, { runId, studentId: aminaId, reason })).data?.markDisbursementTransferFailed;
    expect(reported.run.included.nodes[0]).toMatchObject({
      transferStatus: 'FAILURE_REPORTED',
      failureReportedBy: { name: DEMO_OFFICER.name },
      viewerCanConfirmFailure: false,
    });
    expect((await as('amina')(MY_STIPEND)).data?.myStipend.current).toMatchObject({ status: 'PAID', failureReason: null });
    const own = await as('checkerB')(CONFIRM_FAILED, { runId, studentId: aminaId });
    expect(onlyError(own)).toEqual({
      message:
        'You reported this transfer failed, so another administrator must confirm it before the scholar can be paid again in this period.',
      code: 'FORBIDDEN',
    });
    expect((await read('makerA')).included.nodes[0].viewerCanConfirmFailure).toBe(true);
    const failed = (await as('makerA')(CONFIRM_FAILED, { runId, studentId: aminaId })).data?.confirmDisbursementTransferFailed;
    expect(failed.run.included.nodes[0]).toMatchObject({ transferStatus: 'FAILED', failureReason: reason, viewerCanConfirmFailure: false });
    const mine = (await as('amina')(MY_STIPEND)).data?.myStipend;
    expect(mine.current).toMatchObject({
      period: PERIOD,
      academicYear: YEAR,
      status: 'FAILED',
      amountTzs: 500_000,
      failureReason: reason,
      reasons: [],
    });
    expect(mine.history[0]).toEqual({
      period: PERIOD,
      academicYear: YEAR,
      amountTzs: 500_000,
      status: 'FAILED',
      date: expect.any(String),
      failureReason: reason,
    });
  });

  it('the scholar left out is told why as codes, each with the page where it is fixed, for the screen to word', async () => {
    const mine = (await as('baraka')(MY_STIPEND)).data?.myStipend;
    expect(mine.current).toEqual({
      period: PERIOD,
      academicYear: YEAR,
      status: 'NOT_INCLUDED',
      amountTzs: null,
      paidAt: null,
      failureReason: null,
      reasons: [{ code: 'RESULTS_MISSING', path: '/results' }],
    });
  });

  it('an administrator has no stipend of their own: myStipend is null with its error', async () => {
    const answer = await as('makerA')(MY_STIPEND);
    expect(answer.data?.myStipend).toBeNull();
    expect(onlyError(answer).code).toBe('FORBIDDEN');
  });

  it('the list pages runs by status, with their rows fetched when asked for, and each viewer’s approval', async () => {
    const paidRuns = (await as('makerA')(LIST, { status: 'PAID' })).data?.disbursementRuns;
    expect(paidRuns.nodes.map((run: { period: string }) => run.period)).toEqual([PERIOD, DEMO_DISBURSEMENTS.paid.period]);
    expect(paidRuns.nodes[0].included.pageInfo.totalCount).toBe(1);
    const draftFor = async (who: keyof typeof token) => (await as(who)(LIST, { status: 'DRAFT' })).data?.disbursementRuns.nodes;
    expect(await draftFor('makerA')).toMatchObject([
      { period: DEMO_DISBURSEMENTS.draft.period, viewerCanApprove: false, approvalBlock: 'OWN_RUN' },
    ]);
    expect(await draftFor('checkerB')).toMatchObject([{ period: DEMO_DISBURSEMENTS.draft.period, viewerCanApprove: true }]);
  });

  it('a run with nobody in it cannot be approved; it is cancelled with a reason, at the version seen', async () => {
    const created = await as('makerA')(CREATE, { input: { instalment: 'Semester 2', academicYear: YEAR, batchNo: 2 } });
    const empty = created.data?.createDisbursementRun.run;
    expect(empty).toMatchObject({ includedCount: 0, totalTzs: 0 });
    expect((await as('checkerB')(READ, { id: empty.id })).data?.disbursementRun).toMatchObject({
      viewerCanApprove: false,
      approvalBlock: 'EMPTY_RUN',
    });
    const reason = 'Nobody in batch 2 is eligible yet';
    expect(onlyError(await as('checkerB')(CANCEL, { id: empty.id, version: 2, reason }))).toMatchObject({ code: 'CONFLICT' });
    const cancelled = (await as('checkerB')(CANCEL, { id: empty.id, version: 1, reason })).data?.cancelDisbursementRun.run;
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      version: 2,
      cancelReason: reason,
      cancelledBy: { name: DEMO_OFFICER.name },
      viewerCanCancel: false,
    });
  });

  it('a run that does not exist is null', async () => {
    const answer = await as('makerA')(READ, { id: '00000000-0000-4000-8000-000000000000' });
    expect(answer).toMatchObject({ data: { disbursementRun: null }, errors: undefined });
  });

  it('whoever changed a row may not approve: viewerCanApprove says why, and the provider refuses FORBIDDEN', async () => {
    const input = { instalment: 'Semester 3', academicYear: YEAR, batchNo: 1 };
    const run = (await as('makerA')(CREATE, { input })).data?.createDisbursementRun.run;
    const edit = { runId: run.id, studentId: aminaId, version: run.version, amountTzs: 10_000_000, reason: 'Fees' };
    const edited = (await as('checkerB')(EDIT, { input: edit })).data?.updateDisbursementItem.run;
    expect(edited).toMatchObject({ viewerCanApprove: false, approvalBlock: 'EDITED_RUN' });
    expect(onlyError(await as('checkerB')(APPROVE, { id: run.id, version: edited.version }))).toEqual({
      message:
        'You changed this run, so you cannot approve it: an administrator who neither created nor changed it must check and approve it.',
      code: 'FORBIDDEN',
    });
    expect(await as('makerA')(CANCEL, { id: run.id, version: edited.version, reason: 'Nobody left to approve' })).toMatchObject({
      data: { cancelDisbursementRun: { run: { status: 'CANCELLED' } } },
    });
  });

  it('once the bank file was downloaded, one officer asks to cancel and the other confirms', async () => {
    const input = { instalment: 'Semester 4', academicYear: YEAR, batchNo: 1 };
    const run = (await as('makerA')(CREATE, { input })).data?.createDisbursementRun.run;
    const approved = (await as('checkerB')(APPROVE, { id: run.id, version: run.version })).data?.approveDisbursementRun.run;
    expect((await download(approved.bankFilePath, token.makerA)).status).toBe(200);
    const asked = (await as('makerA')(CANCEL, { id: run.id, version: approved.version, reason: 'Wrong bank' })).data?.cancelDisbursementRun;
    expect(asked.run).toMatchObject({
      status: 'APPROVED',
      bankFileDownloadedAt: expect.any(String),
      cancelRequestedBy: { name: expect.any(String) },
      cancelReason: 'Wrong bank',
      viewerCanCancel: false,
      viewerCanConfirmCancel: false,
      viewerCanWithdrawCancel: true,
    });
    expect(onlyError(await as('makerA')(CONFIRM_CANCEL, { id: run.id, version: asked.run.version }))).toMatchObject({ code: 'FORBIDDEN' });
    expect((await as('checkerB')(READ, { id: run.id })).data?.disbursementRun).toMatchObject({ viewerCanConfirmCancel: true });
    const withdrawn = (await as('checkerB')(WITHDRAW_CANCEL, { id: run.id, version: asked.run.version })).data?.withdrawDisbursementCancel;
    expect(withdrawn).toMatchObject({ run: { status: 'APPROVED', cancelRequestedBy: null } });
    const again = (await as('makerA')(CANCEL, { id: run.id, version: withdrawn.run.version, reason: 'Wrong bank' })).data
      ?.cancelDisbursementRun;
    const confirmed = (await as('checkerB')(CONFIRM_CANCEL, { id: run.id, version: again.run.version })).data?.confirmDisbursementCancel;
    expect(confirmed).toMatchObject({ run: { status: 'CANCELLED', cancelledBy: { name: DEMO_OFFICER.name } } });
  });

  it('a scholar who changed since the run was created is marked with the codes of what changed, and approval waits for them', async () => {
    const input = { instalment: 'Semester 2', academicYear: YEAR, batchNo: 1 };
    const run = (await as('makerA')(CREATE, { input })).data?.createDisbursementRun.run;
    expect(run).toMatchObject({ includedCount: 1, changedRowCount: 0 });
    const status = (to: string) => as('makerA')(SET_STATUS, { id: aminaId, status: to, reason: 'Deferred a semester' });
    expect((await status('SUSPENDED')).errors).toBeUndefined();
    try {
      const seen = (await as('checkerB')(READ, { id: run.id })).data?.disbursementRun;
      expect(seen).toMatchObject({ viewerCanApprove: false, approvalBlock: 'ROWS_CHANGED', changedRowCount: 1 });
      expect(seen.included.nodes[0]).toMatchObject({ studentId: aminaId, changesSinceCreation: ['NOT_ACTIVE'] });
    } finally {
      expect((await status('ACTIVE')).errors).toBeUndefined();
    }
    expect((await as('checkerB')(READ, { id: run.id })).data?.disbursementRun).toMatchObject({ approvalBlock: null, changedRowCount: 0 });
  });
});
