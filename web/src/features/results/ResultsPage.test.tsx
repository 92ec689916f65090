/** @vitest-environment happy-dom */
// The results list's faces as the route loads it: loading, empty, failure with a retry, and the list; and how the
// upload form and the list's deletions speak on one page.
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrentAcademicYearDocument, DeleteResultDocument } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderPage } from '@/shared/testing/render-page';
import type { MockedOperation } from '@/shared/testing/render-with-apollo';
import { resultsRoute } from './results-route';
import { ResultsPage } from './ResultsPage';
import { FakeXhr } from './upload-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const request = { query: resultsRoute.query };
// The upload form above the list asks for the programme's year.
const currentYear: MockedOperation = {
  request: { query: CurrentAcademicYearDocument },
  result: { data: { programme: { __typename: 'Programme', currentAcademicYear: '2024-2025' } } },
};
const result = {
  __typename: 'Result' as const,
  id: 'r-1',
  fileName: 'transcript-2024.pdf',
  fileSize: 120_000,
  fileType: 'application/pdf',
  uploadDate: '2025-02-10T08:00:00.000Z',
  status: 'SUBMITTED' as const,
  year: '2024-2025',
  gpa: 4.1,
  reviewComment: null,
  downloadPath: '/results/download/transcript-2024.pdf',
  viewerCanDelete: true,
};

describe('ResultsPage', () => {
  it('says it is loading while the answer has not arrived', async () => {
    renderPage(ResultsPage, {
      loader: resultsRoute.loader,
      mocks: [currentYear, { request, result: { data: { results: [] } }, delay: Infinity }],
    });
    expect(await screen.findByText('Loading your results...')).toBeTruthy();
  });

  it('lists each result with its year', async () => {
    renderPage(ResultsPage, { loader: resultsRoute.loader, mocks: [currentYear, { request, result: { data: { results: [result] } } }] });
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('heading', { name: 'Academic year 2024-2025' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Delete results for 2024-2025' })).toBeTruthy();
  });

  it('shows the empty face when nothing has been uploaded', async () => {
    renderPage(ResultsPage, { loader: resultsRoute.loader, mocks: [currentYear, { request, result: { data: { results: [] } } }] });
    expect(await screen.findByText('No results uploaded yet')).toBeTruthy();
  });

  it('shows the gateway’s message on a failure, and Try again shows the answer', async () => {
    const failure = { errors: [{ message: 'The results service is down for maintenance.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] };
    const { user } = renderPage(ResultsPage, {
      loader: resultsRoute.loader,
      mocks: [currentYear, { request, result: failure }, { request, result: { data: { results: [result] } } }],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your results');
    expect(alert.textContent).toContain('The results service is down for maintenance.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after a deletion no longer shows the upload refusal it answered, and says the result is deleted', async () => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const deleted: MockedOperation = {
      request: { query: DeleteResultDocument, variables: { fileName: result.fileName } },
      result: { data: { deleteResult: { __typename: 'ActionResult', ok: true, message: 'Result deleted' } } },
    };
    const { user } = renderPage(ResultsPage, {
      loader: resultsRoute.loader,
      mocks: [currentYear, { request, result: { data: { results: [result] } } }, deleted],
    });
    await screen.findByRole('option', { name: '2024-2025', selected: true });
    await user.upload(
      screen.getByLabelText('Result document'),
      new File([new Uint8Array(64)], 'transcript.pdf', { type: 'application/pdf' }),
    );
    await user.type(screen.getByLabelText('GPA'), '3.7');
    await user.click(screen.getByRole('button', { name: 'Upload result' }));
    const refused = 'Results for 2024-2025 have already been uploaded.';
    act(() => FakeXhr.sent[0]!.respond(409, { error: { message: refused, code: 'CONFLICT' } }));
    expect((await screen.findByRole('alert')).textContent).toBe(refused);

    await user.click(screen.getByRole('button', { name: 'Delete results for 2024-2025' }));
    await user.click(screen.getByRole('button', { name: 'Delete result' }));
    expect((await screen.findByRole('status')).textContent).toBe('Result deleted');
    expect(screen.queryByText(refused)).toBeNull();
    expect(await screen.findByText('No results uploaded yet')).toBeTruthy();
  });
});

describe('ResultsPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('shows the upload form and a returned result in Kiswahili, with its date as DD/MM/YYYY', async () => {
    const returned = { ...result, status: 'REJECTED' as const, reviewComment: 'The transcript is not stamped.' };
    const { user } = renderPage(ResultsPage, {
      loader: resultsRoute.loader,
      mocks: [currentYear, { request, result: { data: { results: [returned] } } }],
      i18n: { locale: 'sw' },
    });
    const list = await screen.findByRole('list');
    expect(screen.getByRole('region', { name: 'Pakia matokeo' })).toBeTruthy();
    expect(screen.getByText('Chagua faili')).toBeTruthy();
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Mwaka wa masomo 2024-2025' })).toBeTruthy();
    expect(item.textContent).toContain('Yalipakiwa 10/02/2025');
    expect(within(item).getByText('Imekataliwa')).toBeTruthy();
    expect(item.textContent).toContain('PDF ·');
    expect(item.textContent).toContain('Maoni ya mkaguzi: The transcript is not stamped.');
    expect(within(item).getByRole('button', { name: 'Pakua matokeo ya 2024-2025' })).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: 'Futa matokeo ya 2024-2025' }));
    expect((await screen.findByRole('alertdialog', { name: 'Ungependa kufuta matokeo haya?' })).textContent).toContain(
      'Hati yako ya matokeo ya 2024-2025 itaondolewa.',
    );
  });
});
