import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

const CurrentAcademicYearQuery = graphql(`
  query CurrentAcademicYear {
    programme {
      currentAcademicYear
    }
  }
`);

export const YEARS_UNAVAILABLE_MESSAGE = 'The academic years could not be loaded. Reload the page to try again.';

/** The programme's current academic year (2024-2025), read once per session from the cache; undefined until known. */
export function useCurrentAcademicYear() {
  const { data, error, refetch } = useQuery(CurrentAcademicYearQuery);
  return {
    currentYear: data?.programme.currentAcademicYear,
    yearError: error ? YEARS_UNAVAILABLE_MESSAGE : undefined,
    retry: () => void refetch(),
  };
}
