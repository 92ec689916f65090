import { defineMessages } from 'react-intl';
import type { ScholarDocument } from '@/gql/graphql';

/** What a scholar can be missing for a year, in the reader's language. */
export const MISSING = defineMessages<ScholarDocument>({
  RESULTS: { id: 'admin.scholars.scholarBadges.results', defaultMessage: 'Results' },
  UNIVERSITY_FEE: { id: 'admin.scholars.scholarBadges.universityFee', defaultMessage: 'University fee' },
  NHIF: { id: 'admin.scholars.scholarBadges.nhif', defaultMessage: 'NHIF' },
});
