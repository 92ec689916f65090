import { ADMIN_ONLY } from '@nuru/rules/admin';
import { REJECTION_COMMENT_REQUIRED } from '@nuru/rules/results';
import { DEMO_COHORT, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '@nuru/provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, onlyError, signIn, useStack } from '../testing/stack.js';
import { PDF, PNG, uploadResult } from '../testing/uploads.js';

const ITEM = /* GraphQL */ `
  fragment Item on ReviewQueueItem {
    id
    fileName
    originalName
    fileType
    year
    gpa
    status
    reviewComment
    uploadedAt
    reviewedAt
    reviewerName
    documentPath
    scholar {
      email
      name
      batchNo
    }
  }
`;
const QUEUE = /* GraphQL */ `
  query Queue($filter: ResultReviewFilter, $page: Int, $pageSize: Int) {
    resultReviewQueue(filter: $filter, page: $page, pageSize: $pageSize) {
      nodes {
        ...Item
      }
      pageInfo {
        totalCount
        hasNextPage
      }
    }
  }
  ${ITEM}
`;
const REVIEW = /* GraphQL */ `
  mutation Review($fileName: String!, $status: ReviewDecision!, $comment: String, $expectedStatus: ResultStatus) {
    reviewResult(fileName: $fileName, status: $status, comment: $comment, expectedStatus: $expectedStatus) {
      message
      result {
        ...Item
      }
    }
  }
  ${ITEM}
`;
const APPROVE = /* GraphQL */ `
  mutation Approve($fileNames: [String!]!) {
    approveResults(fileNames: $fileNames) {
      message
      approved
      outcomes {
        fileName
        outcome
        result {
          id
          status
        }
      }
    }
  }
`;
const NOT_UPLOADED = /* GraphQL */ `
  query NotUploaded($year: AcademicYear, $batchNo: Int) {
    resultsNotUploaded(year: $year, batchNo: $batchNo, pageSize: 100) {
      nodes {
        email
        batchNo
        lastRemindedAt
      }
      pageInfo {
        totalCount
      }
    }
  }
`;
const MINE = /* GraphQL */ `
  query Mine {
    results {
      fileName
      status
      reviewComment
    }
  }
`;

const stack = useStack();
let gatewayUrl: string;
let admin: string;
let student: string;

beforeAll(async () => {
  gatewayUrl = await stack.gateway.listen({ port: 0, host: '127.0.0.1' });
  admin = await signIn(stack.gateway, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
  student = await signIn(stack.gateway, SEED_STUDENTS[2].email, DEV_STUDENT_PASSWORD);
});

const download = (path: string, token?: string) =>
  fetch(`${gatewayUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

const upload = async (year: string, file = { bytes: PDF('review'), name: 'transcript.pdf', type: 'application/pdf' }) =>
  (await uploadResult(gatewayUrl, { token: student, year, gpa: '3.2', file })).body.result.fileName as string;

describe('the results desk through the gateway', () => {
  it('lists the queue oldest first, the year written as people write it', async () => {
    const answer = await gql(stack.gateway, QUEUE, { filter: { year: '2024-2025', batchNo: 1, status: 'REJECTED' }, pageSize: 100 }, admin);
    expect(answer.errors).toBeUndefined();
    const expected = DEMO_COHORT.filter(
      (s) => s.batchNo === 1 && s.years.some((y) => y.year === 'Y2024_2025' && y.result.state === 'REJECTED'),
    );
    const nodes = answer.data!.resultReviewQueue.nodes as {
      year: string;
      status: string;
      uploadedAt: string;
      scholar: { email: string };
    }[];
    expect(nodes.map((n) => n.scholar.email).sort()).toEqual(expect.arrayContaining(expected.map((s) => s.email).sort()));
    expect(nodes.every((n) => n.year === '2024-2025' && n.status === 'REJECTED')).toBe(true);
    expect(nodes.map((n) => n.uploadedAt)).toEqual(nodes.map((n) => n.uploadedAt).sort());
    expect(onlyError(await gql(stack.gateway, QUEUE, { filter: { status: 'COMPLETED' } }, admin))).toEqual({
      message: 'status must be one of SUBMITTED, APPROVED, REJECTED',
      code: 'BAD_USER_INPUT',
    });
  });

  it('rejects with a comment the scholar then reads, refuses a rejection without one, and a stale review', async () => {
    const fileName = await upload('2040-2041');
    expect(onlyError(await gql(stack.gateway, REVIEW, { fileName, status: 'REJECTED', comment: ' ' }, admin))).toEqual({
      message: REJECTION_COMMENT_REQUIRED,
      code: 'BAD_USER_INPUT',
    });
    const rejected = await gql(
      stack.gateway,
      REVIEW,
      { fileName, status: 'REJECTED', comment: 'Unstamped', expectedStatus: 'SUBMITTED' },
      admin,
    );
    expect(rejected.errors).toBeUndefined();
    expect(rejected.data!.reviewResult).toMatchObject({
      message: 'Review saved',
      result: { id: fileName, status: 'REJECTED', reviewComment: 'Unstamped', year: '2040-2041', reviewerName: expect.any(String) },
    });
    const mine = (await gql(stack.gateway, MINE, {}, student)).data!.results as {
      fileName: string;
      status: string;
      reviewComment: string;
    }[];
    expect(mine.find((r) => r.fileName === fileName)).toEqual({ fileName, status: 'REJECTED', reviewComment: 'Unstamped' });
    const stale = await gql(stack.gateway, REVIEW, { fileName, status: 'APPROVED', expectedStatus: 'SUBMITTED' }, admin);
    expect(onlyError(stale)).toEqual({
      message: 'This result was reviewed by someone else since you loaded it. Reload and try again.',
      code: 'CONFLICT',
    });
  });

  it('approves a selection, saying what became of each', async () => {
    const first = await upload('2041-2042');
    const second = await upload('2042-2043');
    const answer = await gql(stack.gateway, APPROVE, { fileNames: [first, 'no-such.pdf', second] }, admin);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.approveResults).toEqual({
      message: '2 results approved',
      approved: 2,
      outcomes: [
        { fileName: first, outcome: 'APPROVED', result: { id: first, status: 'APPROVED' } },
        { fileName: 'no-such.pdf', outcome: 'NOT_FOUND', result: null },
        { fileName: second, outcome: 'APPROVED', result: { id: second, status: 'APPROVED' } },
      ],
    });
    expect((await gql(stack.gateway, APPROVE, { fileNames: [first] }, admin)).data!.approveResults.outcomes[0].outcome).toBe(
      'ALREADY_REVIEWED',
    );
    expect(onlyError(await gql(stack.gateway, APPROVE, { fileNames: [] }, admin)).code).toBe('BAD_USER_INPUT');
  });

  it('lists who has not uploaded the year', async () => {
    const answer = await gql(stack.gateway, NOT_UPLOADED, { year: '2023-2024', batchNo: 1 }, admin);
    expect(answer.errors).toBeUndefined();
    const expected = DEMO_COHORT.filter(
      (s) =>
        s.batchNo === 1 && s.enrollmentStatus === 'Active' && !s.years.some((y) => y.year === 'Y2023_2024' && y.result.state !== 'MISSING'),
    );
    // The seeded demo accounts of batch 1 may add to the cohort's.
    expect(answer.data!.resultsNotUploaded.pageInfo.totalCount).toBeGreaterThanOrEqual(expected.length);
    expect(answer.data!.resultsNotUploaded.nodes.map((n: { email: string }) => n.email)).toEqual(
      expect.arrayContaining(expected.map((s) => s.email)),
    );
  });
});

describe('the document for an administrator', () => {
  it('streams a PDF and an image inline with their type; a student is FORBIDDEN, a stranger 401, an unknown name 404', async () => {
    const pdfName = await upload('2043-2044');
    const pdf = await download(`/files/admin/results/${encodeURIComponent(pdfName)}`, admin);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('inline; filename="transcript.pdf"');
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await pdf.arrayBuffer())).toEqual(PDF('review'));

    const pngName = await upload('2044-2045', { bytes: PNG, name: 'scan.png', type: 'image/png' });
    const png = await download(`/files/admin/results/${encodeURIComponent(pngName)}`, admin);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('content-disposition')).toBe('inline; filename="scan.png"');

    const refused = await download(`/files/admin/results/${encodeURIComponent(pdfName)}`, student);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { message: ADMIN_ONLY, code: 'FORBIDDEN' } });
    expect((await download(`/files/admin/results/${encodeURIComponent(pdfName)}`)).status).toBe(401);
    expect((await download('/files/admin/results/no-such.pdf', admin)).status).toBe(404);
  });
});
