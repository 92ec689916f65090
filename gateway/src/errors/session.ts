import { SESSION_EXPIRED_MESSAGE } from '@nuru/rules/errors';
import type { MessageCatalogue } from './provider-failure.js';

export { SESSION_EXPIRED_MESSAGE };

/** For signed-in operations: a provider 401 is the end of the session, whatever the operation. */
export function sessionAware(catalogue: MessageCatalogue): MessageCatalogue {
  return (status, providerMessage) => (status === 401 ? SESSION_EXPIRED_MESSAGE : catalogue(status, providerMessage));
}
