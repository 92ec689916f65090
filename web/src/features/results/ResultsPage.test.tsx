/** @vitest-environment happy-dom */
// The results list's faces as the route loads it: loading, empty, failure with a retry, and the list.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrentAcademicYearDocument } from '@/gql/graphql';
import { renderPage } from '@/shared/testing/render-page';
import type { MockedOperation } from '@/shared/testing/render-with-apollo';
import { resultsRoute } from './results-route';
import { ResultsPage } from './ResultsPage';

afterEach(() => {
  cleanup();
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
});
