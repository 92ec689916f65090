import { defineMessages, type IntlShape } from 'react-intl';
import type { BulkApprovalOutcome } from '@/gql/graphql';
import { english } from '@/shared/ui/shared-intl';

const APPROVED = defineMessages<{ count: { count: number } }>({
  count: {
    id: 'admin.results.reviewOutcomes.approved',
    defaultMessage: '{count, plural, one {# result approved} other {# results approved}}.',
  },
});

type Why = Exclude<BulkApprovalOutcome, 'APPROVED'>;

/** Why a result was not approved, said by whose it is. */
const WHY_NAMED = defineMessages<Record<Why, { name: string }>>({
  NOT_FOUND: { id: 'admin.results.reviewOutcomes.goneOf', defaultMessage: 'The results of {name} no longer exist.' },
  ALREADY_REVIEWED: {
    id: 'admin.results.reviewOutcomes.reviewedOf',
    defaultMessage: 'The results of {name} were already reviewed by someone else.',
  },
});

/** The same by its file name, when the officer did not see its row. */
const WHY_UNNAMED = defineMessages<Record<Why, { fileName: string }>>({
  NOT_FOUND: { id: 'admin.results.reviewOutcomes.gone', defaultMessage: 'The results {fileName} no longer exist.' },
  ALREADY_REVIEWED: {
    id: 'admin.results.reviewOutcomes.reviewed',
    defaultMessage: 'The results {fileName} were already reviewed by someone else.',
  },
});

/**
 * A bulk approval in words, in the reader's language (`intl`, English by default): how many, and each result that was not approved
 * and why, named by whose it is (`nameOf`, from the rows the officer saw) or else by its file name.
 */
export function bulkApprovalWords(
  approval: { approved: number; outcomes: { fileName: string; outcome: BulkApprovalOutcome }[] },
  nameOf: (fileName: string) => string | undefined = () => undefined,
  intl: IntlShape = english,
): { message: string; details: string[] } {
  const details = approval.outcomes.flatMap(({ fileName, outcome }) => {
    if (outcome === 'APPROVED') return [];
    const name = nameOf(fileName);
    return [name ? intl.formatMessage(WHY_NAMED[outcome], { name }) : intl.formatMessage(WHY_UNNAMED[outcome], { fileName })];
  });
  return { message: intl.formatMessage(APPROVED.count, { count: approval.approved }), details };
}
