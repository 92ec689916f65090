import { describe, expect, it } from 'vitest';
import { sessionExpiryDecision } from './session-expiry-rule';

describe('sessionExpiryDecision (docs/behaviour.md §4: 401 handling)', () => {
  it.each([
    // [root fields, page, decision]
    [['me'], '/home', { expire: true, redirectToLogin: true }],
    [['updateProfile'], '/profile', { expire: true, redirectToLogin: true }],
    [['changePassword'], '/settings/', { expire: true, redirectToLogin: true }],
    [['me'], '/login', { expire: true, redirectToLogin: false }],
    [['me'], '/signup', { expire: false }],
    [['me'], '/set-password', { expire: false }],
    [['me'], '/verify-email', { expire: false }],
    [['startSignup'], '/', { expire: false }],
    [['verifyEmail'], '/login', { expire: false }],
    [['setPassword'], '/home', { expire: false }],
    [['completeProfile'], '/complete-profile', { expire: false }],
    [['login'], '/login', { expire: false }],
    [['requestPasswordReset'], '/login', { expire: false }],
    [['resetPassword'], '/login', { expire: false }],
    [['completeProfile', 'me'], '/complete-profile', { expire: true, redirectToLogin: true }],
    [['logout'], '/home', { expire: false }],
    [['inviteStudents'], '/admin/students', { expire: true, redirectToLogin: true }],
  ] as const)('%j on %s', (fields, page, decision) => {
    expect(sessionExpiryDecision(fields, page)).toEqual(decision);
  });
});
