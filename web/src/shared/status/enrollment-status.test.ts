import { createIntl } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { EnrollmentStatus } from '@/gql/graphql';
import { loadCatalogue } from '../i18n/catalogues';
import { english } from '../ui/shared-intl';
import { enrollmentStatusBadge } from './enrollment-status';

let swahili: ReturnType<typeof createIntl>;
beforeAll(async () => {
  swahili = createIntl({ locale: 'sw', defaultLocale: 'en-GB', messages: await loadCatalogue('sw') });
});

describe('enrollmentStatusBadge', () => {
  it('words every status the schema names', () => {
    expect(Object.values(EnrollmentStatus).every((status) => english.formatMessage(enrollmentStatusBadge(status).message))).toBe(true);
  });

  it.each<[EnrollmentStatus, string, string, string]>([
    ['ACTIVE', 'Active', 'Anaendelea', 'success'],
    ['SUSPENDED', 'Suspended', 'Amesimamishwa', 'warning'],
    ['GRADUATED', 'Graduated', 'Amehitimu', 'info'],
    ['WITHDRAWN', 'Withdrawn', 'Amejiondoa', 'neutral'],
  ])('%s -> %s, %s (%s)', (status, inEnglish, inSwahili, tone) => {
    const badge = enrollmentStatusBadge(status);
    expect({ en: english.formatMessage(badge.message), sw: swahili.formatMessage(badge.message), tone: badge.tone }).toEqual({
      en: inEnglish,
      sw: inSwahili,
      tone,
    });
  });
});
