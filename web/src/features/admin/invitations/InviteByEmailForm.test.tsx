/** @vitest-environment happy-dom */
// Inviting pasted addresses to an active batch: what the form refuses before asking anything, the
// gateway's answer, and its refusal in its own words.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InviteStudentsDocument } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { activeBatches } from './invitation-fixtures';
import { InviteByEmailForm } from './InviteByEmailForm';

afterEach(cleanup);

const invited = (emails: string[], batchNo: number, answer: MockedOperation['result']): MockedOperation => ({
  request: { query: InviteStudentsDocument, variables: { emails, batchNo } },
  result: answer,
});

function renderForm(mocks: MockedOperation[]) {
  const onInvited = vi.fn();
  return { onInvited, ...renderWithApollo(<InviteByEmailForm onInvited={onInvited} />, { mocks }) };
}

describe('InviteByEmailForm', () => {
  it('offers the active batches and refuses an empty list and no batch without asking anything', async () => {
    const asked = vi.fn(() => true);
    const { user, onInvited } = renderForm([
      activeBatches(2, 3),
      { request: { query: InviteStudentsDocument, variables: asked }, result: { data: null } },
    ]);
    const batch = await screen.findByLabelText('Batch');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a batch', 'Batch 2', 'Batch 3']);
    await user.type(screen.getByLabelText('E-mail addresses'), ' , \n ');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Enter at least one e-mail address',
      'Choose the batch to invite to',
    ]);
    expect(batch.getAttribute('aria-invalid')).toBe('true');
    expect(asked).not.toHaveBeenCalled();
    expect(onInvited).not.toHaveBeenCalled();
  });

  it('invites the pasted addresses to the chosen batch and shows the answer', async () => {
    const { user, onInvited } = renderForm([
      activeBatches(2, 3),
      invited(['a@x.example', 'b@x.example'], 3, {
        data: {
          __typename: 'Mutation',
          inviteStudents: { __typename: 'ActionResult', ok: true, message: '2 e-mail(s) invited to batch 3.' },
        },
      }),
    ]);
    await user.selectOptions(await screen.findByLabelText('Batch'), 'Batch 3');
    await user.type(screen.getByLabelText('E-mail addresses'), 'a@x.example, b@x.example{Enter}A@x.example');
    await user.click(screen.getByRole('button', { name: 'Invite 2 scholars' }));
    expect((await screen.findByRole('status')).textContent).toBe('2 e-mail(s) invited to batch 3.');
    expect(screen.getByLabelText('E-mail addresses')).toHaveProperty('value', '');
    expect(onInvited).toHaveBeenCalledTimes(1);
  });

  it('keeps the list with the gateway’s reason when it is refused', async () => {
    const { user, onInvited } = renderForm([
      activeBatches(3),
      invited(['a@x'], 3, { errors: [{ message: 'Invalid e-mail address: a@x', extensions: { code: 'BAD_USER_INPUT' } }] }),
    ]);
    expect(await screen.findByRole('option', { name: 'Batch 3', selected: true })).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail addresses'), 'a@x');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid e-mail address: a@x');
    expect(screen.getByLabelText('E-mail addresses')).toHaveProperty('value', 'a@x');
    expect(onInvited).not.toHaveBeenCalled();
  });

  it('says when no batch is open for invitations', async () => {
    renderForm([activeBatches()]);
    expect(await screen.findByText('No batch is open for invitations: add one in the programme settings first.')).toBeTruthy();
    expect(screen.queryByLabelText('E-mail addresses')).toBeNull();
  });
});

describe('InviteByEmailForm in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  const renderInSwahili = (mocks: MockedOperation[]) =>
    renderWithApollo(<InviteByEmailForm onInvited={vi.fn()} />, { mocks, i18n: { locale: 'sw' } });

  it('labels the form and refuses an empty list and no batch in Kiswahili', async () => {
    const { user } = renderInSwahili([activeBatches(2, 3)]);
    const batch = await screen.findByLabelText('Kundi');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Chagua kundi', 'Kundi 2', 'Kundi 3']);
    expect(screen.getByText('Moja kwa kila mstari, au zikitenganishwa kwa koma au nafasi.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Alika' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Weka angalau anwani moja ya barua pepe',
      'Chagua kundi la kuwaalika',
    ]);
    expect(batch.getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText('Anwani za barua pepe'), 'a@x.example b@x.example');
    expect(screen.getByRole('button', { name: 'Alika wanafunzi 2' })).toBeTruthy();
  });

  it('says in Kiswahili when no batch is open for invitations', async () => {
    renderInSwahili([activeBatches()]);
    expect(
      await screen.findByText('Hakuna kundi linaloweza kualikwa: kwanza ongeza kundi linaloendelea kwenye mipangilio ya programu.'),
    ).toBeTruthy();
  });
});
