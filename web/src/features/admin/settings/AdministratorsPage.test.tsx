/** @vitest-environment happy-dom */
// The administrators as the route loads them: the list with the viewer's own row (no button, "You"),
// deactivating after a confirmation (the answer's account updates its row from the cache, the list is not
// read again), the provider's refusal in its own words, the invitation form's refusal and its answer; the invited
// administrators with Confirm for another administrator, or the reason the viewer cannot confirm, and Revoke.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ConfirmAdminInvitationDocument,
  InviteAdministratorDocument,
  RevokeAdminInvitationDocument,
  SetAdministratorActiveDocument,
  ViewerDocument,
} from '@/gql/graphql';
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

const officer = (id: string, name: string) => ({ __typename: 'AdministratorName' as const, id, name });
const pending = (id: string, name: string, email: string, changes: Record<string, unknown> = {}) => ({
  __typename: 'AdministratorInvitation' as const,
  id,
  email,
  name,
  invitedAt: '2025-03-01T09:30:00.000Z',
  invitedBy: officer(TEST_SCHOLAR.id, 'Amani Juma'),
  confirmedAt: null,
  confirmedBy: null,
  waitingEndsAt: null,
  viewerCanConfirm: false,
  confirmBlock: 'INVITER' as string | null,
  ...changes,
});
const listed = (
  nodes: ReturnType<typeof admin>[],
  variables: unknown = { page: 1, pageSize: 25 },
  invitations: ReturnType<typeof pending>[] = [],
): MockedOperation => ({
  request: { query: administratorsRoute.query, variables: variables as Record<string, unknown> },
  result: {
    data: {
      __typename: 'Query',
      administrators: { __typename: 'AdministratorConnection', nodes, pageInfo },
      administratorInvitations: invitations,
    },
  },
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

  it('refuses an invitation without a name or a valid e-mail, then invites, and the invitation waits for confirmation', async () => {
    const { user } = render([
      listed([me, neema]),
      {
        request: { query: InviteAdministratorDocument, variables: { name: 'Baraka Mushi', email: 'baraka@example.org' } },
        result: {
          data: {
            __typename: 'Mutation',
            inviteAdministrator: {
              __typename: 'InvitationChange',
              message: 'baraka@example.org is invited: the invitation is sent once another administrator confirms it',
              invitation: { __typename: 'Invitation', id: 'i-9', email: 'baraka@example.org', name: 'Baraka Mushi', status: 'PENDING' },
            },
          },
        },
      },
      listed([me, neema], undefined, [pending('i-9', 'Baraka Mushi', 'baraka@example.org')]),
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
    expect((await screen.findByRole('status')).textContent).toBe(
      'baraka@example.org is invited: the invitation is sent once another administrator confirms it',
    );
    expect(within(form).getByLabelText('E-mail')).toHaveProperty('value', '');
    // Read again: the new invitation is listed, waiting for another administrator.
    const invited = await screen.findByRole('listitem', { name: 'Baraka Mushi' });
    expect(within(invited).getByText('Waiting for confirmation')).toBeTruthy();
    expect(within(invited).getByText('You invited them, so another administrator must confirm it.')).toBeTruthy();
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

const confirmed = (result: MockedOperation['result']): MockedOperation => ({
  request: { query: ConfirmAdminInvitationDocument, variables: { id: 'i-7' } },
  result,
});

describe('AdministratorsPage: invited administrators', () => {
  const rehema = pending('i-7', 'Rehema Mrema', 'rehema@example.org', {
    invitedBy: officer('a-2', 'Neema Said'),
    viewerCanConfirm: true,
    confirmBlock: null,
  });

  it('shows no invited administrators when none waits', async () => {
    render([listed([me, neema])]);
    await screen.findByRole('row', { name: 'Neema Said' });
    expect(screen.queryByRole('region', { name: 'Invited administrators' })).toBeNull();
  });

  it('lets another administrator confirm, after asking, and the face follows the answer', async () => {
    const asked = vi.fn(() => true);
    const { user } = render([
      listed([me, neema], undefined, [rehema]),
      confirmed({
        data: {
          __typename: 'Mutation',
          confirmAdminInvitation: {
            __typename: 'AdministratorInvitationChange',
            message: 'Invitation of rehema@example.org confirmed and sent',
            invitation: {
              ...rehema,
              confirmedAt: '2025-03-02T10:00:00.000Z',
              confirmedBy: officer(TEST_SCHOLAR.id, 'Amani Juma'),
              viewerCanConfirm: false,
              confirmBlock: 'CONFIRMED',
            },
          },
        },
      }),
      listed([me, neema], asked),
    ]);
    const item = await screen.findByRole('listitem', { name: 'Rehema Mrema' });
    expect(within(item).getByText('Invited by Neema Said on 01/03/2025')).toBeTruthy();
    expect(within(item).getByText('Waiting for confirmation')).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: 'Confirm: Rehema Mrema' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm this administrator?' });
    expect(dialog.textContent).toContain('The invitation is e-mailed to rehema@example.org now');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('status')).textContent).toBe('Invitation of rehema@example.org confirmed and sent');
    expect(within(item).getByText('Confirmed by Amani Juma: waiting for them to sign up')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Confirm: Rehema Mrema' })).toBeNull();
    expect(asked).not.toHaveBeenCalled();
  });

  it('says why the viewer cannot confirm: they invited them, the waiting period, or a notice that never went', async () => {
    render([
      listed([me], undefined, [
        pending('i-1', 'Baraka Mushi', 'baraka@example.org'),
        pending('i-2', 'Juma Alone', 'juma@example.org', { confirmBlock: 'WAITING_PERIOD', waitingEndsAt: '2025-03-04T09:30:00.000Z' }),
        pending('i-3', 'Zawadi Lost', 'zawadi@example.org', { confirmBlock: 'NOTICE_NOT_SENT' }),
      ]),
    ]);
    const reasons = {
      'Baraka Mushi': 'You invited them, so another administrator must confirm it.',
      'Juma Alone':
        'No other administrator is active: every administrator was e-mailed, and you can confirm it yourself once the waiting period ends on 04/03/2025 12:30.',
      'Zawadi Lost': 'The notice to every administrator could not be sent, so you cannot confirm it yourself: revoke it and invite again.',
    };
    for (const [name, reason] of Object.entries(reasons)) {
      const item = await screen.findByRole('listitem', { name });
      expect(within(item).getByText(reason)).toBeTruthy();
      expect(within(item).queryByRole('button', { name: `Confirm: ${name}` })).toBeNull();
      expect(within(item).getByRole('button', { name: `Revoke: ${name}` })).toBeTruthy();
    }
  });

  it('shows a refused confirmation above the list and keeps the invitation as it was', async () => {
    const refusal = 'This invitation is already confirmed';
    const { user } = render([
      listed([me, neema], undefined, [rehema]),
      confirmed({ errors: [{ message: refusal, extensions: { code: 'CONFLICT' } }] }),
    ]);
    const item = await screen.findByRole('listitem', { name: 'Rehema Mrema' });
    await user.click(within(item).getByRole('button', { name: 'Confirm: Rehema Mrema' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Confirm this administrator?' })).getByRole('button', { name: 'Confirm' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(within(item).getByText('Waiting for confirmation')).toBeTruthy();
  });

  it('revokes an invitation after asking: it leaves the list', async () => {
    const { user } = render([
      listed([me, neema], undefined, [rehema, pending('i-1', 'Baraka Mushi', 'baraka@example.org')]),
      {
        request: { query: RevokeAdminInvitationDocument, variables: { id: 'i-7' } },
        result: {
          data: { __typename: 'Mutation', revokeInvitation: { __typename: 'ActionResult', ok: true, message: 'Invitation revoked' } },
        },
      },
    ]);
    const item = await screen.findByRole('listitem', { name: 'Rehema Mrema' });
    await user.click(within(item).getByRole('button', { name: 'Revoke: Rehema Mrema' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Revoke this invitation?' })).getByRole('button', { name: 'Revoke' }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('listitem', { name: 'Rehema Mrema' })).toBeNull());
    expect(screen.getByRole('listitem', { name: 'Baraka Mushi' })).toBeTruthy();
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

  it('says in Kiswahili who invited an administrator and why the viewer cannot confirm it', async () => {
    renderPage(AdministratorsPage, {
      loader: administratorsRoute.loader,
      mocks: [
        viewer,
        listed([me], undefined, [
          pending('i-2', 'Juma Alone', 'juma@example.org', { confirmBlock: 'WAITING_PERIOD', waitingEndsAt: '2025-03-04T09:30:00.000Z' }),
        ]),
      ],
      path,
      i18n: { locale: 'sw' },
    });
    const item = await screen.findByRole('listitem', { name: 'Juma Alone' });
    expect(within(item).getByText('Amealikwa na Amani Juma tarehe 01/03/2025')).toBeTruthy();
    expect(within(item).getByText('Inasubiri uthibitisho')).toBeTruthy();
    expect(
      within(item).getByText(
        'Hakuna msimamizi mwingine aliye hai: kila msimamizi ametumiwa barua pepe, na unaweza kuuthibitisha mwenyewe muda wa kusubiri ukiisha tarehe 04/03/2025 12:30.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Wasimamizi walioalikwa' })).toBeTruthy();
  });
});
