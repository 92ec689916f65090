import type { BulkApprovalOutcome } from '@/gql/graphql';

const WHY: Record<Exclude<BulkApprovalOutcome, 'APPROVED'>, string> = {
  NOT_FOUND: 'no longer exist',
  ALREADY_REVIEWED: 'were already reviewed by someone else',
};

/**
 * A bulk approval in words: how many, and each result that was not approved and why, named by whose it is
 * (`nameOf`, from the rows the officer saw) or else by its file name.
 */
export function bulkApprovalWords(
  approval: { message: string; outcomes: { fileName: string; outcome: BulkApprovalOutcome }[] },
  nameOf: (fileName: string) => string | undefined = () => undefined,
): { message: string; details: string[] } {
  const details = approval.outcomes.flatMap(({ fileName, outcome }) => {
    if (outcome === 'APPROVED') return [];
    const name = nameOf(fileName);
    return [`${name ? `The results of ${name}` : `The results ${fileName}`} ${WHY[outcome]}.`];
  });
  return { message: `${approval.message}.`, details };
}
