import { describe, expect, it } from 'vitest';
import { ADMIN_CONFIRMATION_WAIT_MS, confirmationOf, isAdminEmailAllowed, type ConfirmationFacts } from './admin-invitation-rules.js';

const sent = new Date('2026-03-02T08:00:00Z');
const ends = new Date(sent.getTime() + ADMIN_CONFIRMATION_WAIT_MS);
const facts: ConfirmationFacts = {
  viewerId: 'b',
  invitedBy: 'a',
  confirmedAt: null,
  noticeSentAt: sent,
  othersActive: 1,
  now: new Date('2026-03-02T09:00:00Z'),
};

describe('confirmationOf: never the inviter while another administrator can confirm', () => {
  it.each<[string, Partial<ConfirmationFacts>, ReturnType<typeof confirmationOf>]>([
    ['another administrator', {}, { block: null, waitingEndsAt: null }],
    ['the inviter, another being active', { viewerId: 'a' }, { block: 'INVITER', waitingEndsAt: null }],
    ['the inviter alone, within the wait', { viewerId: 'a', othersActive: 0 }, { block: 'WAITING_PERIOD', waitingEndsAt: ends }],
    [
      'the inviter alone, a millisecond before its end',
      { viewerId: 'a', othersActive: 0, now: new Date(ends.getTime() - 1) },
      { block: 'WAITING_PERIOD', waitingEndsAt: ends },
    ],
    ['the inviter alone, at its end', { viewerId: 'a', othersActive: 0, now: ends }, { block: null, waitingEndsAt: ends }],
    [
      'the inviter alone, no notice sent',
      { viewerId: 'a', othersActive: 0, noticeSentAt: null },
      { block: 'NOTICE_NOT_SENT', waitingEndsAt: null },
    ],
    ['anyone, once confirmed', { confirmedAt: sent }, { block: 'CONFIRMED', waitingEndsAt: null }],
    ['anyone, the inviter unknown', { invitedBy: null, viewerId: 'a' }, { block: null, waitingEndsAt: null }],
  ])('%s', (_name, change, expected) => {
    expect(confirmationOf({ ...facts, ...change })).toEqual(expected);
  });
});

describe('isAdminEmailAllowed', () => {
  it.each<[string, string[] | undefined, boolean]>([
    ['rehema@nuruyangu.org', undefined, true],
    ['rehema@gmail.com', [], true],
    ['rehema@nuruyangu.org', ['nuruyangu.org'], true],
    ['rehema@nuruyangu.or.tz', ['nuruyangu.org', 'nuruyangu.or.tz'], true],
    ['rehema@gmail.com', ['nuruyangu.org'], false],
    ['rehema@mail.nuruyangu.org', ['nuruyangu.org'], false],
    ['rehema@evilnuruyangu.org', ['nuruyangu.org'], false],
    ['rehema@nuruyangu.org.evil.example', ['nuruyangu.org'], false],
    ['"x@nuruyangu.org"@evil.example', ['nuruyangu.org'], false],
  ])('%s within %j -> %s', (email, domains, allowed) => {
    expect(isAdminEmailAllowed(email, domains)).toBe(allowed);
  });
});
