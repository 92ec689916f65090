import { createIntl } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { AuditRecordType } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { auditRecordMessage } from './audit-record-words';

const english = createIntl({ locale: 'en-GB', defaultLocale: 'en-GB' });
let swahili: ReturnType<typeof createIntl>;
beforeAll(async () => {
  swahili = createIntl({ locale: 'sw', defaultLocale: 'en-GB', messages: await loadCatalogue('sw') });
});

describe('auditRecordMessage', () => {
  it('words every kind of record of the schema, each differently, in both languages', () => {
    const types = Object.values(AuditRecordType);
    for (const intl of [english, swahili]) {
      expect(new Set(types.map((type) => intl.formatMessage(auditRecordMessage(type)))).size).toBe(types.length);
    }
  });

  it.each<[AuditRecordType, string, string]>([
    ['student', 'Scholar', 'Mwanafunzi'],
    ['invitation', 'Invitation', 'Mwaliko'],
    ['admin', 'Administrator', 'Msimamizi'],
    ['programme_settings', 'Programme settings', 'Mipangilio ya programu'],
    ['result', 'Results', 'Matokeo'],
    ['payment', 'Control number', 'Namba ya malipo'],
    ['announcement', 'Announcement', 'Tangazo'],
    ['mentor', 'Mentor', 'Mshauri'],
    ['mentorship_session', 'Mentorship session', 'Kipindi cha ushauri'],
    ['mentorship_resource', 'Mentorship resource', 'Nyenzo ya ushauri'],
    ['disbursement', 'Stipend run', 'Awamu ya malipo ya posho'],
  ])('%s -> %s, %s', (type, inEnglish, inSwahili) => {
    expect(english.formatMessage(auditRecordMessage(type))).toBe(inEnglish);
    expect(swahili.formatMessage(auditRecordMessage(type))).toBe(inSwahili);
  });
});
