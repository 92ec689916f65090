import { ADMIN_ONLY } from '@nuru/rules/admin';
import { ANALYTICS_FAILED } from '@nuru/rules/analytics';
import type { FailureRules } from '../errors/provider-failure.js';
import { sessionAware } from '../errors/session.js';

/** The provider's own words (they say which filter is wrong), else the screen's. */
export const analyticsFailure: FailureRules = {
  messages: sessionAware((status, providerMessage) => (status === 403 ? ADMIN_ONLY : (providerMessage ?? ANALYTICS_FAILED))),
};
