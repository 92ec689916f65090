/** @vitest-environment happy-dom */
// The overview as the route loads it: each figure a link to the list behind it, per batch and in total.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderPage } from '@/shared/testing/render-page';
import { adminOverviewRoute } from './admin-overview-route';
import { AdminOverviewPage } from './AdminOverviewPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const figures = (scale: number) => ({
  __typename: 'ProgrammeFigures',
  scholars: { __typename: 'ScholarCounts', total: 10 * scale, active: 8 * scale, suspended: scale, graduated: 0, withdrawn: scale },
  results: {
    __typename: 'ResultCounts',
    uploaded: 6 * scale,
    missing: 2 * scale,
    awaitingReview: 3 * scale,
    approved: 2 * scale,
    rejected: scale,
  },
  universityFee: { __typename: 'ControlNumberCounts', submitted: 7 * scale, missing: scale, paid: 4 * scale },
  nhif: { __typename: 'ControlNumberCounts', submitted: 5 * scale, missing: 3 * scale, paid: 2 * scale },
});

const overview = {
  data: {
    __typename: 'Query',
    programmeOverview: {
      __typename: 'ProgrammeOverview',
      year: '2024-2025',
      batches: [{ __typename: 'BatchFigures', batchNo: 1, figures: figures(1) }],
      totals: figures(3),
      recentActivity: [
        {
          __typename: 'AuditEntry',
          id: 'a1',
          at: '2025-06-01T08:00:00.000Z',
          actorEmail: 'officer@nuruyangu.example',
          action: 'student.status_changed',
          before: { enrollmentStatus: 'ACTIVE' },
          after: { enrollmentStatus: 'SUSPENDED', reason: 'Fees unpaid' },
        },
      ],
    },
  },
};

describe('AdminOverviewPage', () => {
  it('links every figure to the filtered list behind it', async () => {
    renderPage(AdminOverviewPage, {
      loader: adminOverviewRoute.loader,
      path: '/admin',
      mocks: [{ request: { query: adminOverviewRoute.query }, result: overview }],
    });
    const batch = await screen.findByRole('region', { name: 'Batch 1' });
    const missing = within(batch).getAllByRole('link', { name: /Missing/ });
    expect(missing.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['2 Missing', '/admin/students?batch=1&status=ACTIVE&missing=RESULTS&year=2024-2025'],
      ['1 Missing', '/admin/students?batch=1&status=ACTIVE&missing=UNIVERSITY_FEE&year=2024-2025'],
      ['3 Missing', '/admin/students?batch=1&status=ACTIVE&missing=NHIF&year=2024-2025'],
    ]);
    expect(screen.getByRole('region', { name: 'The programme in 2024-2025' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The programme in 2024-2025' })).toBeTruthy();
    expect(screen.getByText('Active → Suspended: Fees unpaid')).toBeTruthy();
  });

  it("shows the gateway's words when the overview cannot be read", async () => {
    renderPage(AdminOverviewPage, {
      loader: adminOverviewRoute.loader,
      path: '/admin',
      mocks: [
        {
          request: { query: adminOverviewRoute.query },
          result: { errors: [{ message: 'Failed to load the overview', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] },
        },
      ],
    });
    expect(await screen.findByText('Failed to load the overview')).toBeTruthy();
  });
});

describe('AdminOverviewPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('names each figure and batch in Kiswahili, keeping the links', async () => {
    renderPage(AdminOverviewPage, {
      loader: adminOverviewRoute.loader,
      path: '/admin',
      mocks: [{ request: { query: adminOverviewRoute.query }, result: overview }],
      i18n: { locale: 'sw' },
    });
    const batch = await screen.findByRole('region', { name: 'Kundi 1' });
    expect(within(batch).getByRole('link', { name: '2 Yanayokosekana' }).getAttribute('href')).toBe(
      '/admin/students?batch=1&status=ACTIVE&missing=RESULTS&year=2024-2025',
    );
    expect(within(batch).getByRole('link', { name: '3 Zinazokosekana' }).getAttribute('href')).toBe(
      '/admin/students?batch=1&status=ACTIVE&missing=NHIF&year=2024-2025',
    );
    expect(screen.getByRole('heading', { name: 'Programu katika mwaka 2024-2025' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alika wanafunzi' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Shughuli za karibuni' })).toBeTruthy();
  });
});
