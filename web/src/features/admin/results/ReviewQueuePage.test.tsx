/** @vitest-environment happy-dom */
// The review queue as the route loads it: the address's filters become the query's variables, each face shows,
// an approval and a rejection (its comment required) change the row in place, and a selection is approved at once.
import { REJECTION_COMMENT_REQUIRED } from '@nuru/rules/results';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderPage } from '@/shared/testing/render-page';
import type { MockedOperation } from '@/shared/testing/render-with-apollo';
import { ApproveResultsMutation, ReviewResultMutation } from './review-mutations';
import { reviewQueueRoute } from './review-queue-route';
import { ReviewQueuePage } from './ReviewQueuePage';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

const item = (id: string, name: string, changes: Record<string, unknown> = {}) => ({
  __typename: 'ReviewQueueItem' as const,
  id,
  fileName: id,
  originalName: 'transcript.pdf',
  fileType: 'application/pdf',
  fileSize: 20480,
  year: '2024-2025',
  gpa: 3.4,
  status: 'SUBMITTED',
  reviewComment: null,
  uploadedAt: '2025-01-10T08:00:00.000Z',
  reviewedAt: null,
  reviewerName: null,
  documentPath: `/files/admin/results/${id}`,
  scholar: {
    __typename: 'ResultScholar' as const,
    id: `s-${id}`,
    name,
    email: `${id}@students.example`,
    batchNo: 2,
    universityName: 'University of Dodoma',
    programmeName: 'BEd Mathematics',
  },
  ...changes,
});

const answer = (nodes: ReturnType<typeof item>[], totalCount = nodes.length) => ({
  data: {
    __typename: 'Query',
    programmeSettings: { __typename: 'ProgrammeSettings', currentAcademicYear: '2024-2025' },
    programmeBatches: [1, 2],
    resultReviewQueue: {
      __typename: 'ReviewQueueConnection',
      nodes,
      pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 25, totalCount, hasNextPage: totalCount > 25, hasPreviousPage: false },
    },
  },
});

const variables = (filter: Record<string, unknown> = {}) => ({
  filter: { year: undefined, batchNo: undefined, status: 'SUBMITTED', ...filter },
  page: 1,
  pageSize: 25,
});

const listed = (vars: ReturnType<typeof variables>, result: MockedOperation['result'], delay?: number): MockedOperation => ({
  request: { query: reviewQueueRoute.query, variables: vars },
  result,
  ...(delay === undefined ? {} : { delay }),
});

const open = (mocks: MockedOperation[], path = '/admin/results') =>
  renderPage(ReviewQueuePage, { loader: reviewQueueRoute.loader, path, pattern: '/admin/results', mocks });

describe('ReviewQueuePage', () => {
  it('shows the loading face while the queue is asked for', async () => {
    open([listed(variables(), answer([]), Infinity)]);
    expect(await screen.findByText('Loading results...')).toBeTruthy();
  });

  it('asks for what the address says and shows each result with its scholar, oldest first', async () => {
    open(
      [
        listed(
          variables({ year: '2023-2024', batchNo: 1, status: 'REJECTED' }),
          answer([
            item('r1', 'Neema Mollel', {
              status: 'REJECTED',
              reviewComment: 'Not stamped',
              reviewerName: 'Programme Officer',
              reviewedAt: '2025-01-12T08:00:00.000Z',
            }),
          ]),
        ),
      ],
      '/admin/results?year=2023-2024&batch=1&status=REJECTED',
    );
    const table = await screen.findByRole('table', { name: 'Results to review' });
    const [, first] = within(table).getAllByRole('row');
    expect(first!.textContent).toContain('Neema Mollel');
    expect(first!.textContent).toContain('Rejected');
    expect(first!.textContent).toContain('Not stamped');
    expect(first!.textContent).toContain('By Programme Officer');
    // A reviewed result offers no review.
    expect(within(first!).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(screen.getByText('1 match these filters, oldest upload first.')).toBeTruthy();
  });

  it('says so when nothing waits for review', async () => {
    open([listed(variables(), answer([]))]);
    expect(await screen.findByText('No results match these filters')).toBeTruthy();
  });

  it("shows the gateway's words when the queue cannot be read, with a retry", async () => {
    open([listed(variables(), { errors: [{ message: 'Only administrators can do this', extensions: { code: 'FORBIDDEN' } }] })]);
    expect(await screen.findByText('Only administrators can do this')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });

  it('puts a chosen status into the address and asks again', async () => {
    const { user, router } = open([
      listed(variables(), answer([item('r1', 'Neema Mollel')])),
      listed(variables({ status: undefined }), answer([item('r2', 'Juma Kombo', { status: 'APPROVED' })])),
    ]);
    await screen.findByText('Neema Mollel');
    await user.selectOptions(screen.getByLabelText('Status'), 'ALL');
    expect(await screen.findByText('Juma Kombo')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=ALL');
  });

  it('approves a result with the status the officer saw, and the row says Approved', async () => {
    const approve: MockedOperation = {
      request: {
        query: ReviewResultMutation,
        variables: { fileName: 'r1', status: 'APPROVED', comment: undefined, expectedStatus: 'SUBMITTED' },
      },
      result: {
        data: {
          reviewResult: {
            __typename: 'ResultReview',
            result: item('r1', 'Neema Mollel', {
              status: 'APPROVED',
              reviewerName: 'Programme Officer',
              reviewedAt: '2025-01-12T08:00:00.000Z',
            }),
          },
        },
      },
    };
    const { user } = open([listed(variables(), answer([item('r1', 'Neema Mollel')])), approve]);
    await user.click(await screen.findByRole('button', { name: 'Approve the results of Neema Mollel' }));
    expect(await screen.findByText('The results of Neema Mollel were approved.')).toBeTruthy();
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('Approved')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Reject/ })).toBeNull();
  });

  it('refuses a rejection without a comment without asking, then rejects with one', async () => {
    const reject = vi.fn(() => ({
      data: {
        reviewResult: {
          __typename: 'ResultReview',
          result: item('r1', 'Neema Mollel', { status: 'REJECTED', reviewComment: 'Not stamped' }),
        },
      },
    }));
    const rejectMock: MockedOperation = {
      request: {
        query: ReviewResultMutation,
        variables: { fileName: 'r1', status: 'REJECTED', comment: 'Not stamped', expectedStatus: 'SUBMITTED' },
      },
      result: reject,
    };
    const { user } = open([listed(variables(), answer([item('r1', 'Neema Mollel')])), rejectMock]);
    await user.click(await screen.findByRole('button', { name: 'Reject the results of Neema Mollel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the results of Neema Mollel', hidden: true });
    await user.click(within(dialog).getByRole('button', { name: 'Reject', hidden: true }));
    expect(within(dialog).getByText(REJECTION_COMMENT_REQUIRED)).toBeTruthy();
    expect(reject).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Comment for the scholar'), '  Not stamped ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject', hidden: true }));
    expect(await screen.findByText('The results of Neema Mollel were rejected.')).toBeTruthy();
    expect(reject).toHaveBeenCalledOnce();
    expect(within(screen.getAllByRole('row')[1]!).getByText('Not stamped')).toBeTruthy();
  });

  it('approves the selected results at once and says which were not', async () => {
    const bulk: MockedOperation = {
      request: { query: ApproveResultsMutation, variables: { fileNames: ['r1', 'r2'] } },
      result: {
        data: {
          approveResults: {
            __typename: 'BulkApproval',
            approved: 1,
            outcomes: [
              {
                __typename: 'BulkApprovalLine',
                fileName: 'r1',
                outcome: 'APPROVED',
                result: item('r1', 'Neema Mollel', { status: 'APPROVED' }),
              },
              { __typename: 'BulkApprovalLine', fileName: 'r2', outcome: 'ALREADY_REVIEWED', result: null },
            ],
          },
        },
      },
    };
    const { user } = open([listed(variables(), answer([item('r1', 'Neema Mollel'), item('r2', 'Juma Kombo')])), bulk]);
    const approveSelected = await screen.findByRole('button', { name: 'Approve selected (0)' });
    expect((approveSelected as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select every result waiting for review on this page' }));
    await user.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    expect(await screen.findByText('1 result approved.')).toBeTruthy();
    expect(screen.getByText('The results of Juma Kombo were already reviewed by someone else.')).toBeTruthy();
    await waitFor(() => expect(within(screen.getAllByRole('row')[1]!).getByText('Approved')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Approve selected (0)' })).toBeTruthy();
  });

  it('opens the document in a new tab with the officer’s token', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const fetched = vi.spyOn(window, 'fetch').mockResolvedValue(new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' })));
    URL.createObjectURL = vi.fn(() => 'blob:document');
    const { user } = open([listed(variables(), answer([item('r1', 'Neema Mollel')]))]);
    await user.click(await screen.findByRole('button', { name: 'Open the document of Neema Mollel' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:document'));
    expect(fetched).toHaveBeenCalledWith('/files/admin/results/r1', { headers: { Authorization: 'Bearer test-token' } });
    expect(tab.opener).toBeNull();
  });
});

describe('ReviewQueuePage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  const openSw = (mocks: MockedOperation[], path = '/admin/results') =>
    renderPage(ReviewQueuePage, {
      loader: reviewQueueRoute.loader,
      path,
      pattern: '/admin/results',
      mocks,
      i18n: { locale: 'sw' },
    });

  it('shows the tabs, the filters and each result in Kiswahili, its dates as DD/MM/YYYY', async () => {
    openSw(
      [
        listed(
          variables({ status: 'REJECTED' }),
          answer([
            item('r1', 'Neema Mollel', {
              status: 'REJECTED',
              reviewComment: 'Not stamped',
              reviewerName: 'Programme Officer',
              reviewedAt: '2025-01-12T08:00:00.000Z',
            }),
          ]),
        ),
      ],
      '/admin/results?status=REJECTED',
    );
    const table = await screen.findByRole('table', { name: 'Matokeo ya kukagua' });
    const tabs = screen.getByRole('navigation', { name: 'Sehemu za matokeo' });
    expect(within(tabs).getByRole('link', { name: 'Foleni ya ukaguzi' })).toBeTruthy();
    expect(within(tabs).getByRole('link', { name: 'Hawajapakia' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Matokeo ya kukagua' })).toBeTruthy();
    expect(screen.getByText('Tokeo 1 linalingana na vichujio hivi, yaliyopakiwa zamani zaidi kwanza.')).toBeTruthy();
    const status = screen.getByLabelText<HTMLSelectElement>('Hali');
    expect([...status.options].map((option) => option.text)).toEqual(['Yanasubiri ukaguzi', 'Imeidhinishwa', 'Imekataliwa', 'Hali yoyote']);
    expect(screen.getByLabelText<HTMLSelectElement>('Mwaka wa masomo').options[0]!.text).toBe('Miaka yote');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Mwanafunzi', 'Mwaka na GPA', 'Hati', 'Hali', 'Vitendo']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Imekataliwa')).toBeTruthy();
    expect(row.textContent).toContain('Kundi 2 · University of Dodoma');
    expect(row.textContent).toContain('PDF · 20.0 KB · Yalipakiwa 10/01/2025');
    expect(row.textContent).toContain('Yamekaguliwa na Programme Officer, 12/01/2025');
    expect(within(row).getByRole('button', { name: 'Fungua hati ya Neema Mollel' })).toBeTruthy();
  });

  it('says so in Kiswahili when nothing matches the filters', async () => {
    openSw([listed(variables(), answer([]))]);
    expect(await screen.findByText('Hakuna matokeo yanayolingana na vichujio hivi')).toBeTruthy();
    expect(
      screen.getByText('Hakuna matokeo yanayosubiri ukaguzi hapa. Badilisha mwaka, kundi au hali ili kuona matokeo mengine.'),
    ).toBeTruthy();
  });

  it("says the rules' failure in Kiswahili when the queue cannot be read", async () => {
    openSw([listed(variables(), { errors: [{ message: 'Failed to load the results to review' }] })]);
    expect(await screen.findByText('Imeshindikana kupata matokeo ya kukagua')).toBeTruthy();
    expect(screen.getByText('Imeshindikana kupakia matokeo ya kukagua')).toBeTruthy();
  });

  it('asks for a comment in Kiswahili before a rejection, and says the rejection', async () => {
    const rejectMock: MockedOperation = {
      request: {
        query: ReviewResultMutation,
        variables: { fileName: 'r1', status: 'REJECTED', comment: 'Haina muhuri', expectedStatus: 'SUBMITTED' },
      },
      result: {
        data: {
          __typename: 'Mutation',
          reviewResult: {
            __typename: 'ResultReview',
            message: '',
            result: item('r1', 'Neema Mollel', { status: 'REJECTED', reviewComment: 'Haina muhuri' }),
          },
        },
      },
    };
    const { user } = openSw([listed(variables(), answer([item('r1', 'Neema Mollel')])), rejectMock]);
    await user.click(await screen.findByRole('button', { name: 'Kataa matokeo ya Neema Mollel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kataa matokeo ya Neema Mollel', hidden: true });
    await user.click(within(dialog).getByRole('button', { name: 'Kataa', hidden: true }));
    expect(within(dialog).getByText('Maoni yanahitajika ili kukataa matokeo')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Ghairi', hidden: true })).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Maoni kwa mwanafunzi'), 'Haina muhuri');
    await user.click(within(dialog).getByRole('button', { name: 'Kataa', hidden: true }));
    expect(await screen.findByText('Matokeo ya Neema Mollel yamekataliwa.')).toBeTruthy();
    expect(within(screen.getAllByRole('row')[1]!).getByText('Imekataliwa')).toBeTruthy();
  });

  it('approves a selection and says in Kiswahili how many, and why the others were not', async () => {
    const bulk: MockedOperation = {
      request: { query: ApproveResultsMutation, variables: { fileNames: ['r1', 'r2'] } },
      result: {
        data: {
          __typename: 'Mutation',
          approveResults: {
            __typename: 'BulkApproval',
            approved: 1,
            outcomes: [
              {
                __typename: 'BulkApprovalLine',
                fileName: 'r1',
                outcome: 'APPROVED',
                result: item('r1', 'Neema Mollel', { status: 'APPROVED' }),
              },
              { __typename: 'BulkApprovalLine', fileName: 'r2', outcome: 'ALREADY_REVIEWED', result: null },
            ],
          },
        },
      },
    };
    const { user } = openSw([listed(variables(), answer([item('r1', 'Neema Mollel'), item('r2', 'Juma Kombo')])), bulk]);
    await user.click(await screen.findByRole('checkbox', { name: 'Chagua matokeo yote yanayosubiri ukaguzi kwenye ukurasa huu' }));
    await user.click(screen.getByRole('button', { name: 'Idhinisha yaliyochaguliwa (2)' }));
    expect(await screen.findByText('Tokeo 1 limeidhinishwa.')).toBeTruthy();
    expect(screen.getByText('Matokeo ya Juma Kombo yameshakaguliwa na mtu mwingine.')).toBeTruthy();
    await waitFor(() => expect(within(screen.getAllByRole('row')[1]!).getByText('Imeidhinishwa')).toBeTruthy());
  });
});
