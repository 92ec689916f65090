import { defineMessage, type MessageDescriptor } from 'react-intl';

// The active batches as the settings form holds them: which batch numbers to offer and which are ticked.

export const NO_ACTIVE_BATCH = defineMessage({
  id: 'admin.settings.batchChoice.noActiveBatch',
  defaultMessage: 'Keep at least one batch active: invitations go to active batches only.',
});

/** Every batch from 1 to the highest one known, so a batch switched off can be switched on again. */
export function batchesOffered(active: readonly number[], added: number): number[] {
  const highest = Math.max(0, added, ...active);
  return Array.from({ length: highest }, (_, i) => i + 1);
}

/** The ticked batches with one switched on or off, in order. */
export function toggled(active: readonly number[], batchNo: number, on: boolean): number[] {
  const rest = active.filter((b) => b !== batchNo);
  return (on ? [...rest, batchNo] : rest).sort((a, b) => a - b);
}

/** Why the choice cannot be saved (in the reader's language when the form says it), or undefined. */
export function batchProblem(active: readonly number[]): MessageDescriptor | undefined {
  return active.length === 0 ? NO_ACTIVE_BATCH : undefined;
}
