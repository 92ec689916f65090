import { ADMIN_ONLY } from '@nuru/rules/admin';
import { PAYMENT_DESK_FAILED, type PaymentDeskOperation } from '@nuru/rules/payments';
import type { FailureRules } from '../errors/provider-failure.js';
import { sessionAware } from '../errors/session.js';

/** A desk operation's failure: the provider's own words (they say which field or rule), else the desk's. */
export const deskFailure = (operation: PaymentDeskOperation): FailureRules => ({
  messages: sessionAware((status, providerMessage) => (status === 403 ? ADMIN_ONLY : (providerMessage ?? PAYMENT_DESK_FAILED[operation]))),
});
