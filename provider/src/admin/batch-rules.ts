/**
 * The batches of the programme: each that has scholars, each that was invited to, and each open for invitations
 * (an active batch nobody was invited to yet), in order; batch 0 and scholars without a batch are no batch.
 */
export function programmeBatches(...sources: readonly (readonly (number | null)[])[]): number[] {
  const batches = new Set(sources.flat().filter((batchNo): batchNo is number => batchNo !== null && batchNo > 0));
  return [...batches].sort((a, b) => a - b);
}
