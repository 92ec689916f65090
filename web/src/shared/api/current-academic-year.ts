import { useQuery } from '@apollo/client/react';
import { defineMessage } from 'react-intl';
import { graphql } from '@/gql';
import { english, useSharedIntl } from '../ui/shared-intl';

const CurrentAcademicYearQuery = graphql(`
  query CurrentAcademicYear {
    programme {
      currentAcademicYear
    }
  }
`);

const YEARS_UNAVAILABLE = defineMessage({
  id: 'shared.currentAcademicYear.unavailable',
  defaultMessage: 'The academic years could not be loaded. Reload the page to try again.',
});

/** The failure's English, as the forms' tests find it. */
export const YEARS_UNAVAILABLE_MESSAGE = english.formatMessage(YEARS_UNAVAILABLE);

/** The programme's current academic year (2024-2025), read once per session from the cache; undefined until known. */
export function useCurrentAcademicYear() {
  const intl = useSharedIntl();
  const { data, error, refetch } = useQuery(CurrentAcademicYearQuery);
  return {
    currentYear: data?.programme.currentAcademicYear,
    yearError: error ? intl.formatMessage(YEARS_UNAVAILABLE) : undefined,
    retry: () => void refetch(),
  };
}
