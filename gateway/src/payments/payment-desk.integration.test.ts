import { DEMO_COHORT, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD } from '@nuru/provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, onlyError, signIn, singleError, useStack } from '../testing/stack.js';

const ROW = /* GraphQL */ `
  fragment Row on ControlNumberRow {
    id
    controlNumber
    type
    year
    status
    submittedAt
    failureReason
    paidAt
    amount
    amountDueTzs
    flags
    flagResolution {
      note
      resolvedBy
    }
    scholar {
      id
      name
      email
      batchNo
    }
  }
`;
const LIST = /* GraphQL */ `
  query List($filter: ControlNumberListFilter, $pageSize: Int) {
    controlNumbers(filter: $filter, pageSize: $pageSize) {
      nodes {
        ...Row
      }
      pageInfo {
        totalCount
        hasNextPage
      }
    }
  }
  ${ROW}
`;
const SET_STATUS = /* GraphQL */ `
  mutation Set($id: ID!, $status: ControlNumberStatus!, $reason: String, $expectedStatus: ControlNumberStatus) {
    setControlNumberStatus(id: $id, status: $status, reason: $reason, expectedStatus: $expectedStatus) {
      message
      controlNumber {
        ...Row
      }
    }
  }
  ${ROW}
`;
const BULK = /* GraphQL */ `
  mutation Bulk($ids: [ID!]!, $status: ControlNumberStatus!, $reason: String) {
    setControlNumberStatuses(ids: $ids, status: $status, reason: $reason) {
      message
      outcomes {
        id
        outcome
        message
        refusal
        flags
        controlNumber {
          status
        }
      }
    }
  }
`;
const RESOLVE = /* GraphQL */ `
  mutation Resolve($id: ID!, $note: String!) {
    resolveControlNumberFlag(id: $id, note: $note) {
      message
      controlNumber {
        ...Row
      }
    }
  }
  ${ROW}
`;
const RECONCILE = /* GraphQL */ `
  mutation Reconcile($year: AcademicYear!, $type: PaymentType!, $csv: String!, $dryRun: Boolean) {
    reconcileBankPayments(year: $year, type: $type, csv: $csv, dryRun: $dryRun) {
      applied
      message
      year
      type
      errors {
        line
        message
        problem
        valueCount
        firstLine
      }
      matched {
        line
        controlNumber
        amount
        paidAt
        amountUnchecked
        payment {
          status
          amountDueTzs
          scholar {
            email
          }
        }
      }
      alreadyPaid {
        line
      }
      unmatched {
        line
        controlNumber
        payment {
          id
        }
      }
      conflicting {
        line
        amount
        reason
        conflict
        payment {
          type
          year
          amountDueTzs
        }
      }
    }
  }
`;
const MISSING = /* GraphQL */ `
  query Missing($type: PaymentType!, $year: AcademicYear, $batchNo: Int) {
    scholarsWithoutControlNumber(type: $type, year: $year, batchNo: $batchNo, pageSize: 100) {
      nodes {
        id
        name
        email
        batchNo
      }
      pageInfo {
        totalCount
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
const HISTORY = /* GraphQL */ `
  query {
    payments {
      controlNumber
      status
      failureReason
    }
  }
`;

describe('the payments desk over the reference provider', () => {
  const stack = useStack();
  let admin: string;
  const scholars = DEMO_COHORT.filter((s) => s.enrollmentStatus === 'Active').slice(0, 3);
  const tokens: string[] = [];
  beforeAll(async () => {
    admin = await signIn(stack.gateway, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    for (const scholar of scholars) tokens.push(await signIn(stack.gateway, scholar.email, DEV_STUDENT_PASSWORD));
  });
  const asAdmin = (query: string, variables: Record<string, unknown> = {}) => gql(stack.gateway, query, variables, admin);
  const list = async (filter: Record<string, unknown>) => (await asAdmin(LIST, { filter, pageSize: 100 })).data?.controlNumbers;

  it("lists the year's control numbers with their scholar; needs attention holds only unresolved flags", async () => {
    const all = await list({ year: '2024-2025' });
    expect(all.pageInfo.totalCount).toBeGreaterThan(100);
    expect(all.nodes[0]).toMatchObject({ year: '2024-2025', scholar: { email: expect.any(String) } });
    const flagged = await list({ year: '2024-2025', flagged: true });
    expect(flagged.pageInfo.totalCount).toBeGreaterThan(0);
    expect(flagged.nodes.every((row: { flags: string[] }) => row.flags.length > 0)).toBe(true);
    const nhif = await list({ type: 'NHIF', status: 'PAID', batchNo: 2 });
    expect(nhif.nodes.every((row: any) => row.type === 'NHIF' && row.status === 'PAID' && row.scholar.batchNo === 2)).toBe(true);
  });

  it('resolves a flag with a note; until then the number cannot be PAID, in the provider’s words', async () => {
    const [row] = (await list({ flagged: true, status: 'UNPAID' })).nodes;
    const refused = await asAdmin(SET_STATUS, { id: row.id, status: 'PAID' });
    expect(onlyError(refused)).toEqual({
      message: expect.stringMatching(/^This control number is flagged .*: resolve the flag before marking it PAID\.$/),
      code: 'CONFLICT',
    });
    // The refusal's code and flags, for the desk to say it in its reader's language.
    expect(singleError(refused).extensions).toMatchObject({ refusal: 'FLAGGED', flags: row.flags });
    expect(onlyError(await asAdmin(RESOLVE, { id: row.id, note: '  ' }))).toEqual({
      message: 'A note is required to resolve a flag',
      code: 'BAD_USER_INPUT',
    });
    const resolved = await asAdmin(RESOLVE, { id: row.id, note: 'Checked with the bank' });
    expect(resolved.data?.resolveControlNumberFlag).toMatchObject({
      message: 'Flag resolved',
      controlNumber: { id: row.id, flags: [], flagResolution: { note: 'Checked with the bank', resolvedBy: DEV_ADMIN_EMAIL } },
    });
    const paid = await asAdmin(SET_STATUS, { id: row.id, status: 'PAID', expectedStatus: 'UNPAID' });
    expect(paid.data?.setControlNumberStatus.controlNumber).toMatchObject({ status: 'PAID', paidAt: expect.any(String) });
    // A second officer who still saw it UNPAID is refused, with the code the desk words.
    const late = await asAdmin(SET_STATUS, { id: row.id, status: 'FAILED', reason: 'Bill expired', expectedStatus: 'UNPAID' });
    expect(onlyError(late).code).toBe('CONFLICT');
    expect(singleError(late).extensions).toMatchObject({ refusal: 'STALE' });
    expect(singleError(late).extensions?.flags).toBeUndefined();
  });

  it('FAILED needs a reason (checked before the provider is asked), and the scholar reads it on their payments', async () => {
    await gql(
      stack.gateway,
      SUBMIT,
      { input: { controlNumber: '996100000001', paymentType: 'NHIF', paymentYear: '2031-2032', amountTzs: 50_400 } },
      tokens[0],
    );
    const [row] = (await list({ year: '2031-2032', search: '996100000001' })).nodes;
    expect(onlyError(await asAdmin(SET_STATUS, { id: row.id, status: 'FAILED', reason: ' ' }))).toEqual({
      message: 'A reason is required to mark a payment FAILED',
      code: 'BAD_USER_INPUT',
    });
    const failed = await asAdmin(SET_STATUS, { id: row.id, status: 'FAILED', reason: 'The bill has expired', expectedStatus: 'UNPAID' });
    expect(failed.data?.setControlNumberStatus).toMatchObject({
      message: 'Payment status updated',
      controlNumber: { status: 'FAILED', failureReason: 'The bill has expired' },
    });
    const mine = (await gql(stack.gateway, HISTORY, {}, tokens[0])).data?.payments;
    expect(mine.find((p: { controlNumber: string }) => p.controlNumber === '996100000001')).toEqual({
      controlNumber: '996100000001',
      status: 'failed',
      failureReason: 'The bill has expired',
    });
    expect(onlyError(await asAdmin(SET_STATUS, { id: row.id, status: 'PROCESSING', expectedStatus: 'UNPAID' }))).toEqual({
      message: 'The payment status was changed by someone else since you loaded it. Reload and try again.',
      code: 'CONFLICT',
    });
  });

  it('bulk: one outcome per id, a refusal with its cause', async () => {
    const rows = (await list({ status: 'PROCESSING', type: 'UNIVERSITY_FEE' })).nodes
      .filter((row: any) => row.flags.length === 0)
      .slice(0, 2);
    const [flagged] = (await list({ flagged: true, status: 'UNPAID' })).nodes;
    const ids = [...rows.map((row: { id: string }) => row.id), flagged.id, 'unknown'];
    const bulk = await asAdmin(BULK, { ids, status: 'PAID' });
    const done = { message: 'Payment status updated', refusal: null, flags: null, controlNumber: { status: 'PAID' } };
    expect(bulk.data?.setControlNumberStatuses).toEqual({
      message: '2 of 4 payment(s) updated',
      outcomes: [
        { id: rows[0].id, outcome: 'CHANGED', ...done },
        { id: rows[1].id, outcome: 'CHANGED', ...done },
        {
          id: flagged.id,
          outcome: 'REFUSED',
          message: expect.stringMatching(/^This control number is flagged .*: resolve the flag before marking it PAID\.$/),
          refusal: 'FLAGGED',
          flags: flagged.flags,
          controlNumber: null,
        },
        { id: 'unknown', outcome: 'NOT_FOUND', message: 'Payment not found', refusal: null, flags: null, controlNumber: null },
      ],
    });
    expect(onlyError(await asAdmin(BULK, { ids: [], status: 'PAID' }))).toEqual({
      message: 'Choose at least one control number',
      code: 'BAD_USER_INPUT',
    });
  });

  it('reconciles a bank file: a dry run reports, applying marks the matched PAID; a malformed file answers its line errors', async () => {
    await gql(
      stack.gateway,
      SUBMIT,
      { input: { controlNumber: '996200000001', paymentType: 'UNIVERSITY_FEE', paymentYear: '2032-2033', amountTzs: 1_800_000 } },
      tokens[1],
    );
    await gql(
      stack.gateway,
      SUBMIT,
      { input: { controlNumber: '996200000002', paymentType: 'NHIF', paymentYear: '2032-2033', amountTzs: 50_400 } },
      tokens[2],
    );
    const csv =
      'controlNumber,amount,paidAt\n996200000001,1800000,2025-03-01\n996200000009,100,2025-03-01\n996200000002,50400,2025-03-02\n';
    const variables = { year: '2032-2033', type: 'UNIVERSITY_FEE', csv };
    const dry = (await asAdmin(RECONCILE, variables)).data?.reconcileBankPayments;
    expect(dry).toEqual({
      applied: false,
      message: '1 payment(s) would be marked PAID',
      year: '2032-2033',
      type: 'UNIVERSITY_FEE',
      errors: [],
      matched: [
        {
          line: 2,
          controlNumber: '996200000001',
          amount: 1800000,
          paidAt: '2025-03-01T00:00:00.000Z',
          amountUnchecked: false,
          payment: { status: 'UNPAID', amountDueTzs: 1_800_000, scholar: { email: scholars[1]!.email } },
        },
      ],
      alreadyPaid: [],
      unmatched: [{ line: 3, controlNumber: '996200000009', payment: null }],
      conflicting: [
        {
          line: 4,
          amount: 50400,
          reason: 'The control number is for NHIF 2032-2033, not University fee 2032-2033',
          conflict: 'OTHER_PAYMENT',
          payment: { type: 'NHIF', year: '2032-2033', amountDueTzs: 50_400 },
        },
      ],
    });
    const applied = (await asAdmin(RECONCILE, { ...variables, dryRun: false })).data?.reconcileBankPayments;
    expect(applied).toMatchObject({ applied: true, message: '1 payment(s) marked PAID', matched: [{ payment: { status: 'PAID' } }] });
    const again = (await asAdmin(RECONCILE, { ...variables, dryRun: false })).data?.reconcileBankPayments;
    expect(again).toMatchObject({ matched: [], alreadyPaid: [{ line: 2 }] });

    const malformedCsv = 'controlNumber,amount,paidAt\n996200000001,12.5,2025-03-01\n996200000001,1,2025-03-01\n996200000002,1\n';
    const malformed = (await asAdmin(RECONCILE, { ...variables, csv: malformedCsv })).data?.reconcileBankPayments;
    const none = { valueCount: null, firstLine: null };
    expect(malformed).toMatchObject({
      applied: false,
      message: 'The bank file has errors; nothing was applied',
      year: '2032-2033',
      type: 'UNIVERSITY_FEE',
      errors: [
        {
          line: 2,
          message: 'amount must be a whole number of TZS of at least 1, without decimals or separators',
          problem: 'AMOUNT',
          ...none,
        },
        { line: 3, message: 'The control number is already on line 2', problem: 'REPEATED', valueCount: null, firstLine: 2 },
        {
          line: 4,
          message: 'Expected 3 values (controlNumber,amount,paidAt), found 2',
          problem: 'VALUE_COUNT',
          valueCount: 2,
          firstLine: null,
        },
      ],
      matched: [],
    });
    expect(onlyError(await asAdmin(RECONCILE, { ...variables, csv: '' }))).toEqual({
      message: 'The bank file is empty',
      code: 'BAD_USER_INPUT',
    });
  });

  it('a bank line paying another amount than the bill is for is a conflict in the dry run, and applying leaves it unpaid', async () => {
    const submitted = await gql(
      stack.gateway,
      SUBMIT,
      { input: { controlNumber: '996300000001', paymentType: 'UNIVERSITY_FEE', paymentYear: '2033-2034', amountTzs: 1_250_000 } },
      tokens[0],
    );
    expect(submitted.errors).toBeUndefined();
    const variables = { year: '2033-2034', type: 'UNIVERSITY_FEE', csv: 'controlNumber,amount,paidAt\n996300000001,1,2025-03-01\n' };
    const conflicting = [
      {
        line: 2,
        amount: 1,
        reason: 'The bank paid TZS 1 but the bill is for TZS 1,250,000',
        conflict: 'AMOUNT_MISMATCH',
        payment: { type: 'UNIVERSITY_FEE', year: '2033-2034', amountDueTzs: 1_250_000 },
      },
    ];
    expect((await asAdmin(RECONCILE, variables)).data?.reconcileBankPayments).toMatchObject({
      applied: false,
      message: '0 payment(s) would be marked PAID',
      matched: [],
      conflicting,
    });
    expect((await asAdmin(RECONCILE, { ...variables, dryRun: false })).data?.reconcileBankPayments).toMatchObject({
      applied: true,
      message: '0 payment(s) marked PAID',
      matched: [],
      conflicting,
    });
    const [row] = (await list({ year: '2033-2034', search: '996300000001' })).nodes;
    expect(row).toMatchObject({ status: 'UNPAID', paidAt: null, amount: null, amountDueTzs: 1_250_000 });
  });

  it('lists the active scholars without a control number of a type for the year', async () => {
    const missing = (await asAdmin(MISSING, { type: 'NHIF', year: '2032-2033', batchNo: 1 })).data?.scholarsWithoutControlNumber;
    expect(missing.pageInfo.totalCount).toBeGreaterThan(50);
    expect(missing.nodes.every((row: { batchNo: number }) => row.batchNo === 1)).toBe(true);
    expect(missing.nodes.some((row: { email: string }) => row.email === scholars[2]!.email)).toBe(false);
  });
});
