/** @vitest-environment happy-dom */
// Who has and who has not acknowledged an announcement, as the administrator reads it under the row:
// loading, failure with the gateway's message and a retry, the two lists (each with its own words when
// empty), and Refresh, which reads them again.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AnnouncementAcknowledgementsDocument } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { formatDay } from '@/shared/i18n/dates';
import { DEFAULT_PREFERENCES } from '@/shared/i18n/display-preferences';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { AcknowledgementsPanel } from './AcknowledgementsPanel';

afterEach(cleanup);

const title = 'Orientation week';
const request = { query: AnnouncementAcknowledgementsDocument, variables: { id: 'an-1' } };

type Reader = { id: string; name: string; email: string; acknowledgedAt?: string };
const amina: Reader = { id: 'u-1', name: 'Amina Juma', email: 'amina@students.example', acknowledgedAt: '2025-03-02T08:00:00.000Z' };
const baraka: Reader = { id: 'u-2', name: '', email: 'baraka@students.example', acknowledgedAt: '2025-03-03T08:00:00.000Z' };
const neema: Reader = { id: 'u-3', name: 'Neema Mushi', email: 'neema@students.example' };

function lists(acknowledged: Reader[], pending: Reader[]): MockedOperation {
  return {
    request,
    result: {
      data: {
        __typename: 'Query',
        announcementAcknowledgements: {
          __typename: 'AnnouncementAcknowledgements',
          acknowledged: acknowledged.map((reader) => ({ __typename: 'AnnouncementReader', ...reader })),
          pending: pending.map(({ id, name, email }) => ({ __typename: 'AnnouncementReader', id, name, email })),
        },
      },
    },
  };
}

const panel = () => screen.getByRole('region', { name: `Acknowledgements of ${title}` });
const entries = (name: string) =>
  within(within(panel()).getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('AcknowledgementsPanel', () => {
  it('says it is loading while the lists have not arrived', async () => {
    renderWithApollo(<AcknowledgementsPanel announcementId="an-1" title={title} />, {
      mocks: [{ ...lists([amina], []), delay: Infinity }],
    });
    expect((await screen.findByRole('status')).textContent).toBe('Loading acknowledgements...');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('counts who has acknowledged it, and lists them with the date, and who has not', async () => {
    renderWithApollo(<AcknowledgementsPanel announcementId="an-1" title={title} />, { mocks: [lists([amina, baraka], [neema])] });
    expect(await screen.findByText('2 of 3 scholars acknowledged')).toBeTruthy();
    expect(within(panel()).getByRole('heading', { name: 'Acknowledged (2)' })).toBeTruthy();
    expect(within(panel()).getByRole('heading', { name: 'Pending (1)' })).toBeTruthy();
    expect(entries('Acknowledged')).toEqual([
      `Amina Juma amina@students.example · ${formatDay(amina.acknowledgedAt, DEFAULT_PREFERENCES)}`,
      // No name: the e-mail stands for it.
      `baraka@students.example baraka@students.example · ${formatDay(baraka.acknowledgedAt, DEFAULT_PREFERENCES)}`,
    ]);
    expect(entries('Pending')).toEqual(['Neema Mushi neema@students.example']);
  });

  it('says nobody yet when no one has acknowledged it', async () => {
    renderWithApollo(<AcknowledgementsPanel announcementId="an-1" title={title} />, { mocks: [lists([], [neema])] });
    expect(await screen.findByText('0 of 1 scholars acknowledged')).toBeTruthy();
    expect(entries('Acknowledged')).toEqual(['Nobody yet.']);
    expect(entries('Pending')).toEqual(['Neema Mushi neema@students.example']);
  });

  it('says everyone has acknowledged it when no one is pending', async () => {
    renderWithApollo(<AcknowledgementsPanel announcementId="an-1" title={title} />, { mocks: [lists([amina], [])] });
    expect(await screen.findByText('1 of 1 scholars acknowledged')).toBeTruthy();
    expect(entries('Pending')).toEqual(['Everyone has acknowledged it.']);
  });

  it('shows the gateway’s message on a failure, and Try again shows the lists', async () => {
    const failure = { errors: [{ message: 'Announcement not found', extensions: { code: 'NOT_FOUND' } }] };
    const { user } = renderWithApollo(<AcknowledgementsPanel announcementId="an-1" title={title} />, {
      mocks: [{ request, result: failure }, lists([amina], [neema])],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load acknowledgements');
    expect(alert.textContent).toContain('Announcement not found');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 of 2 scholars acknowledged')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the acknowledgements failed to load when the failure carries no message', async () => {
    renderWithApollo(<AcknowledgementsPanel announcementId="an-1" title={title} />, {
      mocks: [{ request, error: new Error('Response not successful: Received status code 502') }],
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load acknowledgements');
  });

  it('reads the lists again with Refresh', async () => {
    const { user } = renderWithApollo(<AcknowledgementsPanel announcementId="an-1" title={title} />, {
      mocks: [lists([amina], [neema]), lists([amina, { ...neema, acknowledgedAt: '2025-03-04T08:00:00.000Z' }], [])],
    });
    expect(await screen.findByText('1 of 2 scholars acknowledged')).toBeTruthy();
    await user.click(within(panel()).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('2 of 2 scholars acknowledged')).toBeTruthy();
    expect(entries('Pending')).toEqual(['Everyone has acknowledged it.']);
  });
});

describe('AcknowledgementsPanel in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  const sw = { i18n: { locale: 'sw' as const } };
  const panelSw = () => screen.getByRole('region', { name: `Uthibitisho wa kupokea tangazo ${title}` });
  const entriesSw = (name: string) =>
    within(within(panelSw()).getByRole('list', { name }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('says it is loading', async () => {
    renderWithApollo(<AcknowledgementsPanel announcementId="an-1" title={title} />, {
      ...sw,
      mocks: [{ ...lists([amina], []), delay: Infinity }],
    });
    expect((await screen.findByRole('status')).textContent).toBe('Inapakia uthibitisho wa kupokea...');
  });

  it('counts who has acknowledged it with the plural of the count, and lists them with the date as DD/MM/YYYY', async () => {
    renderWithApollo(<AcknowledgementsPanel announcementId="an-1" title={title} />, { ...sw, mocks: [lists([amina, baraka], [neema])] });
    expect(await screen.findByText('Wanafunzi 2 kati ya 3 wamethibitisha kupokea')).toBeTruthy();
    expect(within(panelSw()).getByRole('heading', { name: 'Waliothibitisha kupokea (2)' })).toBeTruthy();
    expect(within(panelSw()).getByRole('heading', { name: 'Bado hawajathibitisha (1)' })).toBeTruthy();
    expect(entriesSw('Waliothibitisha kupokea')).toEqual([
      'Amina Juma amina@students.example · 02/03/2025',
      'baraka@students.example baraka@students.example · 03/03/2025',
    ]);
    expect(entriesSw('Bado hawajathibitisha')).toEqual(['Neema Mushi neema@students.example']);
    expect(within(panelSw()).getByRole('button', { name: 'Pakia upya' })).toBeTruthy();
  });

  it('says one scholar in the singular, and that everyone has acknowledged it', async () => {
    renderWithApollo(<AcknowledgementsPanel announcementId="an-1" title={title} />, { ...sw, mocks: [lists([amina], [])] });
    expect(await screen.findByText('Mwanafunzi 1 kati ya 1 amethibitisha kupokea')).toBeTruthy();
    expect(entriesSw('Bado hawajathibitisha')).toEqual(['Wote wamethibitisha kupokea.']);
  });

  it('says nobody yet when no one has acknowledged it', async () => {
    renderWithApollo(<AcknowledgementsPanel announcementId="an-1" title={title} />, { ...sw, mocks: [lists([], [neema])] });
    expect(await screen.findByText('Wanafunzi 0 kati ya 1 wamethibitisha kupokea')).toBeTruthy();
    expect(entriesSw('Waliothibitisha kupokea')).toEqual(['Bado hakuna aliyethibitisha.']);
  });

  it('says the lists failed to load, in Kiswahili, when the failure carries no message', async () => {
    renderWithApollo(<AcknowledgementsPanel announcementId="an-1" title={title} />, {
      ...sw,
      mocks: [{ request, error: new Error('Response not successful: Received status code 502') }],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Orodha ya waliothibitisha kupokea haikuweza kupakiwa');
    expect(alert.textContent).toContain('Imeshindikana kupakia orodha ya waliothibitisha kupokea');
    expect(within(alert).getByRole('button', { name: 'Jaribu tena' })).toBeTruthy();
  });
});
