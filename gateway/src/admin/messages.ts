import { ADMIN_FAILED, ADMIN_ONLY, type AdminOperation } from '@nuru/rules/admin';
import type { FailureRules, MessageCatalogue } from '../errors/provider-failure.js';
import { sessionAware } from '../errors/session.js';

/** An admin operation's failure: the provider's own words (they say which field or rule), else the desk's. */
export const adminMessage = (operation: AdminOperation): MessageCatalogue =>
  sessionAware((status, providerMessage) => (status === 403 ? ADMIN_ONLY : (providerMessage ?? ADMIN_FAILED[operation])));

export const adminFailure = (operation: AdminOperation): FailureRules => ({ messages: adminMessage(operation) });
