import { createIntl } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { Sex } from '@/gql/graphql';
import { loadCatalogue } from '../i18n/catalogues';
import { english } from '../ui/shared-intl';
import { sexMessage } from './sex';

let swahili: ReturnType<typeof createIntl>;
beforeAll(async () => {
  swahili = createIntl({ locale: 'sw', defaultLocale: 'en-GB', messages: await loadCatalogue('sw') });
});

describe('sexMessage', () => {
  it('words every sex the schema names', () => {
    expect(Object.values(Sex).map((sex) => english.formatMessage(sexMessage(sex)))).toEqual(['Female', 'Male']);
  });

  it.each<[Sex, string, string]>([
    ['FEMALE', 'Female', 'Mwanamke'],
    ['MALE', 'Male', 'Mwanaume'],
  ])('%s -> %s, %s', (sex, inEnglish, inSwahili) => {
    expect(english.formatMessage(sexMessage(sex))).toBe(inEnglish);
    expect(swahili.formatMessage(sexMessage(sex))).toBe(inSwahili);
  });
});
