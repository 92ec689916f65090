import { describe, expect, it } from 'vitest';
import type { AdministratorInvitationDTO, InvitationDTO, RosterRowDTO } from './dto.js';
import { toAdministratorInvitation, toInvitation, toRosterImport } from './mapping.js';

const row = (changes: Partial<RosterRowDTO>): RosterRowDTO => ({
  line: 2,
  email: 'a@x.example',
  batchNo: 1,
  name: null,
  outcome: 'INVALID',
  message: 'Not an e-mail address',
  ...changes,
});
const problem = (changes: Partial<RosterRowDTO>) =>
  toRosterImport({ applied: false, message: '1 row(s) are invalid', rows: [row(changes)] }).rows[0]?.problem;

describe('toRosterImport', () => {
  // A reason the provider leaves out, or one the schema does not name, is null: the web shows the message.
  it.each([
    [{ problem: 'EMAIL' }, 'EMAIL'],
    [{ problem: 'DUPLICATE', firstLine: 4 }, 'DUPLICATE'],
    [{ problem: 'TOO_YOUNG' }, null],
    [{ problem: 'toString' }, null],
    [{ problem: null }, null],
    [{}, null],
  ] as const)('%j -> %j', (changes, wanted) => {
    expect(problem(changes)).toBe(wanted);
  });

  it('answers an empty list of unsent invitations when the provider names none', () => {
    expect(toRosterImport({ applied: true, message: '1 scholar(s) invited.', rows: [] }).unsent).toEqual([]);
  });
});

describe('toAdministratorInvitation', () => {
  const pending: AdministratorInvitationDTO = {
    id: 'i-1',
    email: 'rehema@nuruyangu.example',
    name: 'Rehema Mrema',
    invitedAt: '2026-03-02T08:00:00.000Z',
    invitedBy: { id: 'a-1', name: 'Programme Administrator', email: 'admin@nuruyangu.example' },
    confirmedAt: null,
    confirmedBy: null,
    waitingEndsAt: '2026-03-05T08:00:00.000Z',
    viewerCanConfirm: false,
    confirmBlock: 'WAITING_PERIOD',
  };

  // A reason the schema does not name is null: the screen then shows no reason rather than a wrong one.
  it.each([
    ['INVITER', 'INVITER'],
    ['NOTICE_NOT_SENT', 'NOTICE_NOT_SENT'],
    ['ON_LEAVE', null],
    [null, null],
  ] as const)('confirmBlock %j -> %j', (block, wanted) => {
    expect(toAdministratorInvitation({ ...pending, confirmBlock: block as AdministratorInvitationDTO['confirmBlock'] }).confirmBlock).toBe(
      wanted,
    );
  });
});

describe('toInvitation', () => {
  const invitation: InvitationDTO = {
    id: 'i-2',
    email: 'x@nuruyangu.example',
    batchNo: null,
    role: 'ADMIN',
    name: 'X',
    status: 'PENDING',
    createdAt: '2026-03-02T08:00:00.000Z',
    lastSentAt: '2026-03-02T08:00:00.000Z',
    sendCount: 1,
    usedAt: null,
    confirmedAt: null,
  };
  it.each([
    [{}, true],
    [{ confirmedAt: '2026-03-03T08:00:00.000Z' }, false],
    [{ role: 'STUDENT', batchNo: 1 }, false],
  ] as const)('%j awaits confirmation: %s', (changes, awaiting) => {
    expect(toInvitation({ ...invitation, ...changes }).awaitingConfirmation).toBe(awaiting);
  });
});
