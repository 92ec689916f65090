import { describe, expect, it } from 'vitest';
import {
  CANCEL_FAILED,
  loadMessage,
  managementMessage,
  MENTORS_LOAD_FAILED,
  REGISTER_FAILED,
  registrationMessage,
  RESOURCES_LOAD_FAILED,
  SAVE_SESSION_FAILED,
  SESSIONS_LOAD_FAILED,
} from './messages.js';

const EXPIRED = 'Your session has expired. Please sign in again.';

describe('loadMessage', () => {
  it.each([
    [SESSIONS_LOAD_FAILED, 500, 'db down', 'Failed to load mentorship sessions. Please try again.'],
    [SESSIONS_LOAD_FAILED, 404, 'Route not found', 'Failed to load mentorship sessions. Please try again.'],
    [MENTORS_LOAD_FAILED, 503, undefined, 'Failed to load mentors. Please try again.'],
    [RESOURCES_LOAD_FAILED, 400, 'x', 'Failed to load mentorship resources. Please try again.'],
    [SESSIONS_LOAD_FAILED, 401, 'Authentication required', EXPIRED],
  ])('%s, %i %j -> %s', (fallback, status, providerMessage, expected) =>
    expect(loadMessage(fallback)(status, providerMessage)).toBe(expected),
  );
});

describe('registrationMessage', () => {
  it.each([
    [REGISTER_FAILED, 409, 'This session is full.', 'This session is full.'],
    [REGISTER_FAILED, 409, 'This session has already taken place.', 'This session has already taken place.'],
    [REGISTER_FAILED, 409, 'You are already registered for this session.', 'You are already registered for this session.'],
    [REGISTER_FAILED, 404, 'Mentorship session not found', 'Mentorship session not found'],
    [REGISTER_FAILED, 409, undefined, 'Failed to register for the session'],
    [REGISTER_FAILED, 500, 'Internal server error', 'Failed to register for the session'],
    [REGISTER_FAILED, 403, 'You do not have permission to do this.', 'Only scholars can register for mentorship sessions.'],
    [REGISTER_FAILED, 401, 'Authentication required', EXPIRED],
    [CANCEL_FAILED, 409, 'You are not registered for this session.', 'You are not registered for this session.'],
    [CANCEL_FAILED, 502, undefined, 'Failed to cancel your registration'],
  ])('%s, %i %j -> %s', (fallback, status, providerMessage, expected) =>
    expect(registrationMessage(fallback)(status, providerMessage)).toBe(expected),
  );
});

describe('managementMessage', () => {
  it.each([
    [400, 'Capacity must be a whole number from 1 to 1000', 'Capacity must be a whole number from 1 to 1000'],
    [404, 'Mentorship session not found', 'Mentorship session not found'],
    [403, 'You do not have permission to do this.', 'Only administrators can manage mentorship.'],
    [500, 'Internal server error', 'Failed to save the session'],
    [401, undefined, EXPIRED],
  ])('%i %j -> %s', (status, providerMessage, expected) =>
    expect(managementMessage(SAVE_SESSION_FAILED)(status, providerMessage)).toBe(expected),
  );
});
