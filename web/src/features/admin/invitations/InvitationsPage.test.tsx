/** @vitest-environment happy-dom */
// The invitations list as the route loads it (?status=&q=&page=): its empty and failure faces, and the
// officer's Resend (the answer updates the row through the cache) and Revoke (asked first, then out of the
// cache and the list read again).
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ResendInvitationDocument, RevokeInvitationDocument } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderPage } from '@/shared/testing/render-page';
import type { MockedOperation } from '@/shared/testing/render-with-apollo';
import { activeBatches, invitation, invitationPage, pendingVariables } from './invitation-fixtures';
import { invitationsRoute } from './invitations-route';
import { InvitationsPage } from './InvitationsPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const path = '/admin/students/invitations';
const amani = invitation('inv-1', 'amani@example.org');
const neema = invitation('inv-2', 'neema@example.org', { role: 'ADMIN', batchNo: null, sendCount: 2 });

const open = (mocks: MockedOperation[], at = path) =>
  renderPage(InvitationsPage, { loader: invitationsRoute.loader, mocks: [activeBatches(3), ...mocks], path: at });

const table = () => screen.findByRole('table', { name: 'Invitations' });
const emails = () =>
  within(screen.getByRole('table', { name: 'Invitations' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('InvitationsPage: the invitations list', () => {
  it('lists the pending invitations with their batch, or Administrator, and how often each was sent', async () => {
    open([invitationPage([amani, neema])]);
    await table();
    expect(emails()).toEqual(['amani@example.org', 'neema@example.org']);
    const row = screen.getByRole('row', { name: /neema@example.org/ });
    expect(within(row).getByText('Administrator')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Resend: neema@example.org' })).toBeTruthy();
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
  });

  it('offers no resend of an administrator’s invitation waiting for a second administrator’s confirmation', async () => {
    open([invitationPage([invitation('inv-3', 'baraka@example.org', { role: 'ADMIN', batchNo: null, awaitingConfirmation: true })])]);
    const row = await screen.findByRole('row', { name: /baraka@example.org/ });
    expect(within(row).getByText('Waiting for confirmation')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Resend: baraka@example.org' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Revoke: baraka@example.org' })).toBeTruthy();
  });

  it('reads the status, search and page from the address', async () => {
    open([invitationPage([amani], { status: 'USED', search: 'amani', page: 2, pageSize: 25 })], `${path}?status=USED&q=amani&page=2`);
    await table();
    expect(emails()).toEqual(['amani@example.org']);
    expect(screen.getByLabelText('Status')).toHaveProperty('value', 'USED');
    expect(screen.getByLabelText('Search by e-mail')).toHaveProperty('value', 'amani');
  });

  it('writes a status and a search to the address and shows that list', async () => {
    const { user, router } = open([
      invitationPage([amani]),
      invitationPage([neema], { status: null, search: null, page: 1, pageSize: 25 }),
      invitationPage([], { status: null, search: 'zawadi', page: 1, pageSize: 25 }),
    ]);
    await table();
    await user.selectOptions(screen.getByLabelText('Status'), 'All invitations');
    expect(await screen.findByRole('row', { name: /neema@example.org/ })).toBeTruthy();
    expect(router.state.location.search).toBe('?status=ALL');
    await user.type(screen.getByLabelText('Search by e-mail'), 'zawadi{Enter}');
    expect(await screen.findByText('No invitations match')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=ALL&q=zawadi');
  });

  it('says so when nothing is pending', async () => {
    open([invitationPage([])]);
    expect(await screen.findByText('No pending invitations')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Invitations' })).toBeNull();
  });

  it('shows the gateway’s message on a failure, and Try again shows the list', async () => {
    const failure = { errors: [{ message: 'The invitations service is down.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] };
    const { user } = open([
      { request: { query: invitationsRoute.query, variables: pendingVariables }, result: failure },
      invitationPage([amani]),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unable to load the invitations');
    expect(alert.textContent).toContain('The invitations service is down.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await table();
    expect(emails()).toEqual(['amani@example.org']);
  });

  it('resends an invitation, and the row shows the new count from the answer', async () => {
    const resent = { ...amani, sendCount: 2, lastSentAt: '2025-03-04T10:00:00.000Z' };
    const { user } = open([
      invitationPage([amani]),
      {
        request: { query: ResendInvitationDocument, variables: { id: 'inv-1' } },
        result: {
          data: {
            __typename: 'Mutation',
            resendInvitation: { __typename: 'InvitationChange', invitation: resent },
          },
        },
      },
    ]);
    await table();
    const row = screen.getByRole('row', { name: /amani@example.org/ });
    expect(within(row).getAllByRole('cell')[4]?.textContent).toBe('1');
    await user.click(within(row).getByRole('button', { name: 'Resend: amani@example.org' }));
    expect(await screen.findByText('Invitation sent again to amani@example.org')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /amani@example.org/ })).getAllByRole('cell')[4]?.textContent).toBe('2');
  });

  it('shows why a resend is refused', async () => {
    const { user } = open([
      invitationPage([amani]),
      {
        request: { query: ResendInvitationDocument, variables: { id: 'inv-1' } },
        result: { errors: [{ message: 'Wait a minute before sending this invitation again', extensions: { code: 'TOO_MANY_REQUESTS' } }] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Resend: amani@example.org' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wait a minute before sending this invitation again');
  });

  it('revokes an invitation after asking, and the list is read again without it', async () => {
    const { user } = open([
      invitationPage([amani, neema]),
      {
        request: { query: RevokeInvitationDocument, variables: { id: 'inv-1' } },
        result: {
          data: { __typename: 'Mutation', revokeInvitation: { __typename: 'ActionResult', ok: true } },
        },
      },
      invitationPage([neema]),
    ]);
    await table();
    await user.click(screen.getByRole('button', { name: 'Revoke: amani@example.org' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke this invitation?' });
    expect(dialog.textContent).toContain('amani@example.org will no longer be able to sign up with it.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    expect(await screen.findByText('Invitation revoked')).toBeTruthy();
    expect(emails()).toEqual(['neema@example.org']);
    expect(await screen.findByText('1–1 of 1')).toBeTruthy();
  });

  it('keeps an invitation whose revocation is refused, with the reason', async () => {
    const { user } = open([
      invitationPage([amani]),
      {
        request: { query: RevokeInvitationDocument, variables: { id: 'inv-1' } },
        result: { errors: [{ message: 'This invitation has already been used', extensions: { code: 'CONFLICT' } }] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Revoke: amani@example.org' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This invitation has already been used');
    expect(emails()).toEqual(['amani@example.org']);
  });
});

describe('InvitationsPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  const openInSwahili = (mocks: MockedOperation[]) =>
    renderPage(InvitationsPage, { loader: invitationsRoute.loader, mocks: [activeBatches(3), ...mocks], path, i18n: { locale: 'sw' } });

  it('shows the forms, the list and its rows in Kiswahili, the days as DD/MM/YYYY', async () => {
    const used = invitation('inv-3', 'zawadi@example.org', { status: 'USED', usedAt: '2025-03-05T08:00:00.000Z' });
    openInSwahili([invitationPage([amani, neema, used])]);
    const list = await screen.findByRole('table', { name: 'Mialiko' });
    expect(screen.getByRole('heading', { name: 'Alika kwa barua pepe' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ingiza orodha ya wanafunzi' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mialiko' })).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Barua pepe', 'Kundi', 'Tarehe ya mwaliko', 'Utumaji wa mwisho', 'Mara za kutumwa', 'Hali', 'Vitendo']);

    const amaniRow = screen.getByRole('row', { name: /amani@example.org/ });
    expect(within(amaniRow).getByText('Kundi 3')).toBeTruthy();
    expect(within(amaniRow).getByText('Inasubiri')).toBeTruthy();
    expect(within(amaniRow).getByText('01/03/2025')).toBeTruthy();
    expect(within(amaniRow).getByText('01/03/2025 12:30')).toBeTruthy();
    expect(within(amaniRow).getByRole('button', { name: 'Tuma tena: amani@example.org' })).toBeTruthy();
    expect(within(amaniRow).getByRole('button', { name: 'Batilisha: amani@example.org' })).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /neema@example.org/ })).getByText('Msimamizi')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /zawadi@example.org/ })).getByText('Alijisajili 05/03/2025')).toBeTruthy();
    expect(screen.getByText('1–3 kati ya 3')).toBeTruthy();

    const filters = screen.getByRole('search', { name: 'Mialiko' });
    expect(within(filters).getByLabelText('Tafuta kwa barua pepe')).toBeTruthy();
    expect(
      within(within(filters).getByLabelText('Hali'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Inasubiri', 'Wamejisajili', 'Mialiko yote']);
    expect(within(filters).getByRole('button', { name: 'Tafuta' })).toBeTruthy();

    expect(await screen.findByLabelText('Anwani za barua pepe')).toBeTruthy();
    expect(screen.getByLabelText('Au bandika orodha')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kagua orodha' })).toBeTruthy();
  });

  it('says in Kiswahili that nothing is pending', async () => {
    openInSwahili([invitationPage([])]);
    expect(await screen.findByText('Hakuna mwaliko unaosubiri')).toBeTruthy();
    expect(screen.getByText('Kila aliyealikwa amejisajili. Alika wanafunzi hapo juu.')).toBeTruthy();
  });

  it('asks in Kiswahili before revoking an invitation', async () => {
    const { user } = openInSwahili([invitationPage([amani])]);
    await user.click(await screen.findByRole('button', { name: 'Batilisha: amani@example.org' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Batilisha mwaliko huu?' });
    expect(dialog.textContent).toContain('amani@example.org hataweza tena kujisajili kwa mwaliko huu.');
    expect(within(dialog).getByRole('button', { name: 'Batilisha mwaliko' })).toBeTruthy();
  });
});
