/** @vitest-environment happy-dom */
// The administrators as the route loads them: the list with the viewer's own row (no button, "You"),
// deactivating after a confirmation (the answer's account updates its row from the cache, the list is not
// read again), the provider's refusal in its own words, the invitation form's refusal and its answer.
import { cleanup, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InviteAdministratorDocument, SetAdministratorActiveDocument, ViewerDocument } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderPage, TEST_SCHOLAR } from '@/shared/testing/render-page';
import type { MockedOperation } from '@/shared/testing/render-with-apollo';
import { administratorsRoute } from './administrators-route';
import { AdministratorsPage } from './AdministratorsPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const path = '/admin/settings/administrators';
const admin = (id: string, name: string, email: string, active = true) => ({
  __typename: 'AdministratorAccount' as const,
  id,
  name,
  email,
  active,
  createdAt: '2024-09-01T08:00:00.000Z',
});
const me = admin(TEST_SCHOLAR.id, 'Amani Juma', 'amani@example.org');
const neema = admin('a-2', 'Neema Said', 'neema@example.org');
const pageInfo = { __typename: 'PageInfo' as const, page: 1, pageSize: 25, totalCount: 2, hasNextPage: false, hasPreviousPage: false };

const listed = (nodes: ReturnType<typeof admin>[], variables: unknown = { page: 1, pageSize: 25 }): MockedOperation => ({
  request: { query: administratorsRoute.query, variables: variables as Record<string, unknown> },
  result: { data: { __typename: 'Query', administrators: { __typename: 'AdministratorConnection', nodes, pageInfo } } },
});
const viewer: MockedOperation = {
  request: { query: ViewerDocument },
  result: { data: { __typename: 'Query', me: { __typename: 'Profile', id: TEST_SCHOLAR.id, viewerIsScholar: false } } },
};
const switched = (result: MockedOperation['result']): MockedOperation => ({
  request: { query: SetAdministratorActiveDocument, variables: { id: 'a-2', active: false } },
  result,
});

const render = (mocks: MockedOperation[]) =>
  renderPage(AdministratorsPage, { loader: administratorsRoute.loader, mocks: [viewer, ...mocks], path });

describe('AdministratorsPage', () => {
  it('lists the administrators, the viewer’s own row labelled You without a button', async () => {
    render([listed([me, neema])]);
    const mine = await screen.findByRole('row', { name: 'Amani Juma' });
    expect(await within(mine).findByText('You')).toBeTruthy();
    expect(within(mine).getByText('Active')).toBeTruthy();
    await vi.waitFor(() => expect(within(mine).queryByRole('button')).toBeNull());
    const other = screen.getByRole('row', { name: 'Neema Said' });
    expect(within(other).getByText('neema@example.org')).toBeTruthy();
    expect(within(other).getByRole('button', { name: 'Deactivate: Neema Said' })).toBeTruthy();
  });

  it('deactivates after asking, and the row follows the answer without reading the list again', async () => {
    const asked = vi.fn(() => true);
    const { user } = render([
      listed([me, neema]),
      switched({
        data: {
          __typename: 'Mutation',
          setAdministratorActive: {
            __typename: 'AdministratorChange',
            message: 'neema@example.org has been deactivated and signed out',
            administrator: { ...neema, active: false },
          },
        },
      }),
      listed([me, neema], asked),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Deactivate: Neema Said' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate this administrator?' });
    expect(dialog.textContent).toContain('will be signed out');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect((await screen.findByRole('status')).textContent).toBe('neema@example.org has been deactivated and signed out');
    const row = screen.getByRole('row', { name: 'Neema Said' });
    expect(within(row).getByText('Deactivated')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Reactivate: Neema Said' })).toBeTruthy();
    expect(asked).not.toHaveBeenCalled();
  });

  it('shows the provider’s refusal as it is', async () => {
    const refusal = 'The last active administrator cannot be deactivated';
    const { user } = render([listed([me, neema]), switched({ errors: [{ message: refusal, extensions: { code: 'CONFLICT' } }] })]);
    await user.click(await screen.findByRole('button', { name: 'Deactivate: Neema Said' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate this administrator?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(within(screen.getByRole('row', { name: 'Neema Said' })).getByText('Active')).toBeTruthy();
  });

  it('refuses an invitation without a name or a valid e-mail, then invites', async () => {
    const { user } = render([
      listed([me, neema]),
      {
        request: { query: InviteAdministratorDocument, variables: { name: 'Baraka Mushi', email: 'baraka@example.org' } },
        result: {
          data: {
            __typename: 'Mutation',
            inviteAdministrator: {
              __typename: 'InvitationChange',
              message: 'Invitation sent to baraka@example.org',
              invitation: { __typename: 'Invitation', id: 'i-9', email: 'baraka@example.org', name: 'Baraka Mushi', status: 'PENDING' },
            },
          },
        },
      },
    ]);
    // The form shows before the list has loaded; typing while the list's answer renders once lost keystrokes.
    await screen.findByRole('row', { name: 'Neema Said' });
    const form = screen.getByRole('region', { name: 'Invite an administrator' });
    await user.type(within(form).getByLabelText('E-mail'), 'baraka');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(within(form).getByText('A name is required')).toBeTruthy();
    expect(within(form).getByText('Invalid email format')).toBeTruthy();
    await user.type(within(form).getByLabelText('Name'), 'Baraka Mushi');
    await user.clear(within(form).getByLabelText('E-mail'));
    await user.type(within(form).getByLabelText('E-mail'), 'baraka@example.org');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findByRole('status')).textContent).toBe('Invitation sent to baraka@example.org');
    expect(within(form).getByLabelText('E-mail')).toHaveProperty('value', '');
  });

  it('shows the failure face with a retry', async () => {
    const { user } = render([
      {
        request: { query: administratorsRoute.query, variables: { page: 1, pageSize: 25 } },
        result: { errors: [{ message: 'Provider unavailable' }] },
      },
      listed([me]),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Provider unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: 'Amani Juma' })).toBeTruthy();
  });
});

describe('AdministratorsPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('lists the administrators in Kiswahili, their first day as DD/MM/YYYY', async () => {
    renderPage(AdministratorsPage, {
      loader: administratorsRoute.loader,
      mocks: [viewer, listed([me, neema])],
      path,
      i18n: { locale: 'sw' },
    });
    const mine = await screen.findByRole('row', { name: 'Amani Juma' });
    expect(await within(mine).findByText('Wewe')).toBeTruthy();
    expect(within(mine).getByText('Hai')).toBeTruthy();
    expect(within(mine).getByText('01/09/2024')).toBeTruthy();
    expect(
      screen
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent)
        .slice(0, 4),
    ).toEqual(['Jina', 'Barua pepe', 'Hali', 'Tangu']);
    expect(await screen.findByRole('button', { name: 'Zima: Neema Said' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Alika msimamizi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tuma mwaliko' })).toBeTruthy();
  });
});
