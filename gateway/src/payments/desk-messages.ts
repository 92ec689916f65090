import { ADMIN_ONLY } from '@nuru/rules/admin';
import {
  BANK_FILE_EMPTY,
  BANK_FILE_TOO_LARGE,
  BANK_FILE_TOO_MANY_ROWS,
  PAYMENT_DESK_FAILED,
  type PaymentDeskOperation,
} from '@nuru/rules/payments';
import type { FailureRules } from '../errors/provider-failure.js';
import { sessionAware } from '../errors/session.js';

/** A desk operation's failure: the provider's own words (they say which field or rule), else the desk's. */
export const deskFailure = (operation: PaymentDeskOperation): FailureRules => ({
  messages: sessionAware((status, providerMessage) => (status === 403 ? ADMIN_ONLY : (providerMessage ?? PAYMENT_DESK_FAILED[operation]))),
});

const BANK_FILE_WORDS: Record<string, string> = {
  EMPTY: BANK_FILE_EMPTY,
  TOO_LARGE: BANK_FILE_TOO_LARGE,
  TOO_MANY_ROWS: BANK_FILE_TOO_MANY_ROWS,
};

/**
 * A bank file refused whole: by the provider's code in the rules' words, which a screen says in its reader's
 * language; a code the portal does not know in the provider's own words.
 */
export function bankFileRefusal({ problem, message }: { problem?: unknown; message?: unknown }): string | undefined {
  const known = typeof problem === 'string' && Object.hasOwn(BANK_FILE_WORDS, problem) ? BANK_FILE_WORDS[problem] : undefined;
  return known ?? (typeof message === 'string' ? message : undefined);
}
