/**
 * The batches a batch choice offers: the programme's (Query.programmeBatches), and the one already chosen when it
 * is not among them (an old announcement's batch, a bookmarked filter), so a choice never shows as another.
 */
export function batchChoices(batches: readonly number[], chosen: string): number[] {
  const chosenBatch = Number(chosen);
  const offered = Number.isInteger(chosenBatch) && chosenBatch > 0 ? [...batches, chosenBatch] : batches;
  return [...new Set(offered)].sort((a, b) => a - b);
}
