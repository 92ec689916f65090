import type { MessageCatalogue } from '../errors/provider-failure.js';
import { sessionAware } from '../errors/session.js';
import { CANCEL_FAILED, MENTORS_LOAD_FAILED, REGISTER_FAILED, RESOURCES_LOAD_FAILED, SESSIONS_LOAD_FAILED } from '@nuru/rules/mentorship';

export const REGISTRATIONS_LOAD_FAILED = 'Failed to load the session registrations. Please try again.';
export const STUDENTS_ONLY = 'Only scholars can register for mentorship sessions.';
export const ADMINS_ONLY = 'Only administrators can manage mentorship.';
export const SAVE_MENTOR_FAILED = 'Failed to save the mentor';
export const DELETE_MENTOR_FAILED = 'Failed to delete the mentor';
export const SAVE_SESSION_FAILED = 'Failed to save the session';
export const DELETE_SESSION_FAILED = 'Failed to delete the session';
export const SAVE_RESOURCE_FAILED = 'Failed to save the resource';
export const DELETE_RESOURCE_FAILED = 'Failed to delete the resource';

/** A list the screen cannot show: its own words, whatever the provider said. */
export const loadMessage = (fallback: string): MessageCatalogue => sessionAware(() => fallback);

/**
 * A refused change: the provider's reason for what the person can act on ('This session is full.', a field to fix,
 * 'not found'); the operation's own words for a server failure.
 */
function changeMessage(fallback: string, forbidden: string): MessageCatalogue {
  return sessionAware((status, providerMessage) => {
    if (status === 403) return forbidden;
    return status < 500 && providerMessage ? providerMessage : fallback;
  });
}

export const registrationMessage = (fallback: string) => changeMessage(fallback, STUDENTS_ONLY);
export const managementMessage = (fallback: string) => changeMessage(fallback, ADMINS_ONLY);

export { CANCEL_FAILED, MENTORS_LOAD_FAILED, REGISTER_FAILED, RESOURCES_LOAD_FAILED, SESSIONS_LOAD_FAILED };
