import { createIntl } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { ActivityKind } from '@/gql/graphql';
import { loadCatalogue } from '../i18n/catalogues';
import { english } from '../ui/shared-intl';
import { activityKindMessage } from './activity-kind';

let swahili: ReturnType<typeof createIntl>;
beforeAll(async () => {
  swahili = createIntl({ locale: 'sw', defaultLocale: 'en-GB', messages: await loadCatalogue('sw') });
});

describe('activityKindMessage', () => {
  it('words every kind of the schema, each differently, in both languages', () => {
    const kinds = Object.values(ActivityKind);
    for (const intl of [english, swahili]) {
      expect(new Set(kinds.map((kind) => intl.formatMessage(activityKindMessage(kind)))).size).toBe(kinds.length);
    }
  });

  it.each<[ActivityKind, string, string]>([
    ['LOGIN', 'Signed in', 'Kuingia'],
    ['LOGIN_FAILED', 'Failed sign-in attempt', 'Jaribio la kuingia limeshindikana'],
    ['PREFERENCES_CHANGED', 'Preferences changed', 'Mapendeleo yamebadilishwa'],
    ['SESSIONS_REVOKED', 'All other sessions were signed out', 'Vipindi vingine vyote vya kuingia vimesitishwa'],
    ['EMAIL_CHANGED', 'Sign-in e-mail changed', 'Barua pepe ya kuingia imebadilishwa'],
    ['OTHER', 'Account activity', 'Shughuli ya akaunti'],
  ])('%s -> %s, %s', (kind, inEnglish, inSwahili) => {
    expect(english.formatMessage(activityKindMessage(kind))).toBe(inEnglish);
    expect(swahili.formatMessage(activityKindMessage(kind))).toBe(inSwahili);
  });
});
