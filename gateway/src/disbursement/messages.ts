import { ADMIN_ONLY } from '@nuru/rules/admin';
import { bankFileRowRefusedMessage, DISBURSEMENT_FAILED, type DisbursementOperation } from '@nuru/rules/disbursement';
import type { FailureRules } from '../errors/provider-failure.js';
import { sessionAware } from '../errors/session.js';
import type { DisbursementRunStatus } from '../generated/resolvers.js';

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

/** What a change of a run answers beside the run. */
export const RUN_CHANGED = {
  created: (included: number, excluded: number) =>
    `Stipend run created as a draft: ${included} ${included === 1 ? 'scholar' : 'scholars'} included, ${excluded} excluded.`,
  itemUpdated: (name: string) => `${name}'s row saved.`,
  approved: 'Stipend run approved: the bank file can be downloaded.',
  cancelled: 'Stipend run cancelled.',
  cancelRequested: 'Cancellation asked for: the bank file was downloaded, so another administrator must confirm it.',
  cancelWithdrawn: 'Cancellation withdrawn: the run stays approved.',
  paid: 'Stipend run marked paid.',
  transferFailureReported: (name: string) =>
    `${name}'s transfer reported failed: another administrator must confirm it before they can be paid again.`,
  transferFailed: (name: string) => `${name}'s transfer marked failed; they will be considered in a later run.`,
  transferFailureDismissed: (name: string) => `${name}'s transfer stands as sent: the report was dismissed.`,
} as const;

/** Why the viewer cannot approve a run, beside the button; the provider refuses the same in its own words. */
export const APPROVAL_BLOCKED = {
  notDraft: (status: DisbursementRunStatus) => `This run is ${status}: only a DRAFT run can be approved.`,
  ownRun: 'You created this run, so another administrator must check and approve it (two different people make and approve a payment).',
  editedRun:
    'You changed this run, so an administrator who neither created nor changed it must check and approve it (two different people make and approve a payment).',
  rowsChanged: (count: number) =>
    `${count} ${count === 1 ? 'scholar' : 'scholars'} changed since the run was created (see the rows marked below): exclude them, or cancel the run and create it again.`,
  emptyRun: 'This run includes no scholar: there is nothing to approve.',
} as const;
