import { ADMIN_ONLY } from '@nuru/rules/admin';
import { REVIEW_FAILED, type ReviewOperation } from '@nuru/rules/results';
import type { FailureRules } from '../errors/provider-failure.js';
import { sessionAware } from '../errors/session.js';

/** A results-desk failure: the provider's own words (they say which rule), else the desk's. */
export const reviewFailure = (operation: ReviewOperation, options: { exposeHttpStatus?: boolean } = {}): FailureRules => ({
  messages: sessionAware((status, providerMessage) => (status === 403 ? ADMIN_ONLY : (providerMessage ?? REVIEW_FAILED[operation]))),
  ...options,
});
