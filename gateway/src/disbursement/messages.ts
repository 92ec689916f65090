import { ADMIN_ONLY } from '@nuru/rules/admin';
import { bankFileRowRefusedMessage, DISBURSEMENT_FAILED, type DisbursementOperation } from '@nuru/rules/disbursement';
import type { FailureRules } from '../errors/provider-failure.js';
import { sessionAware } from '../errors/session.js';

// The stipend runs' words: the provider's own where it gives them (they name the rule, the version or the step),
// else these (DISBURSEMENT_FAILED is @nuru/rules': the screens fall back on the same).

/**
 * A stipend operation's failure. A 403 the provider words is its maker-checker refusal (the gateway already made
 * sure the caller is an administrator), so its words stay; a 409 (a stale version, a step the run's status does not
 * allow) keeps the provider's words too, and becomes CONFLICT by its status.
 */
export const disbursementFailure = (operation: DisbursementOperation, options: { exposeHttpStatus?: boolean } = {}): FailureRules => ({
  messages: sessionAware(
    (status, providerMessage) => providerMessage ?? (status === 403 && operation !== 'mine' ? ADMIN_ONLY : DISBURSEMENT_FAILED[operation]),
  ),
  ...options,
});

/**
 * The bank file's failure: a row the provider's writer refused, by its code, in the rules' words (which a screen says
 * in its reader's language); anything else as every stipend operation says it.
 */
export function bankFileFailure(): FailureRules {
  const rules = disbursementFailure('bankFile', { exposeHttpStatus: true });
  return {
    ...rules,
    messages: (status, providerMessage, answer) => {
      const refusal = (answer ?? {}) as { problem?: unknown; reference?: unknown };
      return refusal.problem === 'UNWRITABLE_ROW' && typeof refusal.reference === 'string'
        ? bankFileRowRefusedMessage(refusal.reference)
        : rules.messages(status, providerMessage, answer);
    },
  };
}
