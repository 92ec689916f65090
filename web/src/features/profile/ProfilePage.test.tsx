/** @vitest-environment happy-dom */
// The profile page's faces as the route loads it. Its first load uses docs/behaviour.md §2's blocking overlays: 'Loading
// your data...' while the answer is on its way, and 'Error Loading Data' with a Refresh Page button when it
// fails ('Data loading error: ...'). Then the scholar's details, and what a saved edit changes (docs/behaviour.md §4: the
// profile is re-read, and the page says it was updated).
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { UpdateProfileDocument } from '@/gql/graphql';
import type { RouteLoading } from '@/shared/api/route-query';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderPage } from '@/shared/testing/render-page';
import type { MockedOperation } from '@/shared/testing/render-with-apollo';
import { profileRoute } from './profile-route';
import { ProfilePage } from './ProfilePage';
// The form's code, which the page fetches when Edit is pressed, is loaded before the first press: compiling it for the
// test runner takes longer than a query waits, where a browser has it by the click.
import './ProfileEditForm';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

// happy-dom has no HTMLSelectElement.size nor HTMLOptionElement.defaultSelected; without them react-hook-form
// takes the Sex select for one the person changed before the form was ready, and empties it. Browsers have both.
beforeAll(() => {
  if (!('size' in HTMLSelectElement.prototype)) {
    Object.defineProperty(HTMLSelectElement.prototype, 'size', {
      configurable: true,
      get(this: HTMLSelectElement) {
        return Number(this.getAttribute('size') ?? 0);
      },
    });
  }
  if (!('defaultSelected' in HTMLOptionElement.prototype)) {
    Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
      configurable: true,
      get(this: HTMLOptionElement) {
        return this.hasAttribute('selected');
      },
    });
  }
});

const request = { query: profileRoute.query };

const editable = {
  name: 'Amina Juma',
  sex: 'FEMALE' as const,
  mobilePhone: '+255 712 345 678',
  universityName: 'University of Dar es Salaam',
  universityRegistrationID: '2022-04-01234',
  programName: 'BSc Computer Science',
  enrolledYear: '2022',
  accountNumber: '0150123456789',
};
const me = {
  __typename: 'Profile' as const,
  id: 'p-17',
  email: 'amina@students.example',
  enrollmentStatus: 'ACTIVE' as const,
  batchNumber: 2,
  ...editable,
};
const answered: MockedOperation = { request, result: { data: { __typename: 'Query', me } } };

/**
 * Presses Edit: the form's code arrives then, and React shows it once the press's scope, awaited, has let it in (React
 * 19 keeps a suspended part's retry for the act scope it suspended in).
 */
async function openTheForm(user: ReturnType<typeof renderPage>['user'], edit: HTMLElement) {
  await act(() => user.click(edit));
}

/** The value beside a label in the details' lists. */
function detail(label: string) {
  const term = screen.getAllByText(label).find((element) => element.tagName === 'DT');
  return term?.nextElementSibling?.textContent;
}

describe('ProfilePage', () => {
  it('blocks the page with the loading overlay while the answer has not arrived', async () => {
    renderPage(ProfilePage, { loader: profileRoute.loader, mocks: [{ ...answered, delay: Infinity }] });
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Loading your data...');
    expect(screen.queryByRole('heading', { name: 'Amina Juma' })).toBeNull();
  });

  it('shows the scholar’s details, with what the programme manages', async () => {
    renderPage(ProfilePage, { loader: profileRoute.loader, mocks: [answered] });
    expect(await screen.findByRole('heading', { name: 'Amina Juma' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(detail('Full name')).toBe('Amina Juma');
    expect(detail('E-mail')).toBe('amina@students.example');
    expect(detail('Mobile phone')).toBe('+255 712 345 678');
    expect(detail('Registration number')).toBe('2022-04-01234');
    expect(detail('Sex')).toBe('Female');
    expect(detail('Enrollment status')).toBe('Active');
    expect(detail('Batch')).toBe('2');
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign-in e-mail' })).toBeTruthy();
  });

  it('says what is missing instead of leaving it blank, and a batch of 0 is not assigned', async () => {
    const sparse = { ...me, mobilePhone: null, accountNumber: '', batchNumber: 0 };
    renderPage(ProfilePage, { loader: profileRoute.loader, mocks: [{ request, result: { data: { __typename: 'Query', me: sparse } } }] });
    await screen.findByRole('heading', { name: 'Amina Juma' });
    expect(detail('Mobile phone')).toBe('Not provided');
    expect(detail('Bank account number')).toBe('Not provided');
    expect(detail('Batch')).toBe('Not assigned');
  });

  it('shows the error overlay with the gateway’s message, and Refresh Page reloads the page', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    const failure = { errors: [{ message: 'The profile service is down for maintenance.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] };
    const { user } = renderPage(ProfilePage, { loader: profileRoute.loader, mocks: [{ request, result: failure }] });
    const dialog = await screen.findByRole('alertdialog', { name: 'Error Loading Data' });
    expect(within(dialog).getByText('Data loading error: The profile service is down for maintenance.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says the data failed to load when the failure carries no message', async () => {
    renderPage(ProfilePage, {
      loader: profileRoute.loader,
      mocks: [{ request, error: new Error('Response not successful: Received status code 502') }],
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Error Loading Data' });
    expect(within(dialog).getByText('Data loading error: Failed to load your data')).toBeTruthy();
  });

  it('shows no overlay for an expired session: the 401 rule is already on its way to /login', async () => {
    const expired = { errors: [{ message: 'Your session has expired. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } }] };
    // The page is shown only once the answer is in, so that what it shows is the answer's face.
    const answeredFirst = (loading: RouteLoading) => async (args: LoaderFunctionArgs) => {
      const queryRef = await profileRoute.loader(loading)(args);
      return queryRef && loading.preload.toPromise(queryRef);
    };
    // A mark beside the page says the router has rendered it.
    const MarkedPage = () => (
      <>
        <ProfilePage />
        <p>Page rendered</p>
      </>
    );
    renderPage(MarkedPage, { loader: answeredFirst, mocks: [{ request, result: expired }] });
    expect(await screen.findByText('Page rendered')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Amina Juma' })).toBeNull();
  });

  it('after a saved edit says so and shows the re-read details', async () => {
    const changed = { ...editable, name: 'Amina J. Mwakyusa' };
    const saved: MockedOperation = {
      request: { query: UpdateProfileDocument, variables: { input: changed } },
      result: { data: { __typename: 'Mutation', updateProfile: { ...me, ...changed } } },
    };
    const { user } = renderPage(ProfilePage, { loader: profileRoute.loader, mocks: [answered, saved] });
    await openTheForm(user, await screen.findByRole('button', { name: 'Edit profile' }));
    const name = screen.getByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'Amina J. Mwakyusa');
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Amina J. Mwakyusa' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Profile updated successfully.');
    expect(detail('Full name')).toBe('Amina J. Mwakyusa');
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});

describe('ProfilePage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('shows the details, what is missing and the e-mail card in Kiswahili, and edits in Kiswahili', async () => {
    const sparse = { ...me, mobilePhone: null, batchNumber: 0, enrollmentStatus: 'SUSPENDED' as const };
    const { user } = renderPage(ProfilePage, {
      loader: profileRoute.loader,
      mocks: [{ request, result: { data: { __typename: 'Query', me: sparse } } }],
      i18n: { locale: 'sw' },
    });
    await screen.findByRole('heading', { name: 'Amina Juma' });
    expect(screen.getByRole('heading', { name: 'Taarifa binafsi' })).toBeTruthy();
    expect(detail('Jina kamili')).toBe('Amina Juma');
    expect(detail('Namba ya simu ya mkononi')).toBe('Haijajazwa');
    expect(detail('Kundi')).toBe('Bado hujapangiwa');
    expect(detail('Jinsia')).toBe('Mwanamke');
    expect(detail('Hali ya usajili')).toBe('Amesimamishwa');
    expect(screen.getByRole('heading', { name: 'Barua pepe ya kuingia' })).toBeTruthy();
    expect(screen.getByText(/^Unaingia kama amina@students\.example\./)).toBeTruthy();
    await openTheForm(user, screen.getByRole('button', { name: 'Hariri wasifu' }));
    expect(screen.getByRole('heading', { name: 'Hariri wasifu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hifadhi mabadiliko' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ghairi' })).toBeTruthy();
  });
});
