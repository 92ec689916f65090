/** @vitest-environment happy-dom */
// The dashboard's greeting: the scholar's enrollment status and batch, said in the reader's language from the
// schema's codes.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeFragmentData } from '@/gql';
import { EnrollmentStatus } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import type { Locale } from '@/shared/i18n/display-preferences';
import { renderWithApollo } from '@/shared/testing/render-with-apollo';
import { WelcomeCard, WelcomeCard_ProfileFragment } from './WelcomeCard';

afterEach(cleanup);
beforeAll(() => loadCatalogue('sw'));

function renderCard(enrollmentStatus: EnrollmentStatus, locale: Locale) {
  const profile = { __typename: 'Profile' as const, name: 'Amani Juma', enrollmentStatus, batchNumber: 2 };
  renderWithApollo(<WelcomeCard profile={makeFragmentData(profile, WelcomeCard_ProfileFragment)} />, { i18n: { locale } });
  const facts = within(screen.getByRole('region'));
  return (term: string) => facts.getByText(term).closest('div')?.querySelector('dd')?.textContent;
}

describe('WelcomeCard', () => {
  it.each<[EnrollmentStatus, Locale, string, string]>([
    ['ACTIVE', 'en', 'Enrollment status', 'Active'],
    ['SUSPENDED', 'en', 'Enrollment status', 'Suspended'],
    ['ACTIVE', 'sw', 'Hali ya usajili', 'Anaendelea'],
    ['GRADUATED', 'sw', 'Hali ya usajili', 'Amehitimu'],
  ])('says %s in %s: %s %s', (status, locale, term, words) => {
    const fact = renderCard(status, locale);
    expect(fact(term)).toBe(words);
  });
});
