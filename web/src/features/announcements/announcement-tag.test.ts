import { createIntl } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { AnnouncementTag } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { announcementTagWords } from './announcement-tag';

const english = createIntl({ locale: 'en-GB', defaultLocale: 'en-GB' });
let swahili: ReturnType<typeof createIntl>;
beforeAll(async () => {
  swahili = createIntl({ locale: 'sw', defaultLocale: 'en-GB', messages: await loadCatalogue('sw') });
});

describe('announcementTagWords', () => {
  it('words every tag of the schema, each differently', () => {
    const words = Object.values(AnnouncementTag).map((tag) => announcementTagWords(english, tag));
    expect(new Set(words).size).toBe(Object.values(AnnouncementTag).length);
  });

  it.each<[AnnouncementTag, string, string]>([
    ['scholarship', 'Scholarship', 'Ufadhili wa masomo'],
    ['application', 'Application', 'Maombi'],
    ['deadline', 'Deadline', 'Tarehe ya mwisho'],
    ['payment', 'Payment', 'Malipo'],
    ['mentorship', 'Mentorship', 'Ushauri wa kitaaluma'],
    ['batch1', 'Batch 1', 'Kundi la 1'],
    ['batch2', 'Batch 2', 'Kundi la 2'],
    ['documents', 'Documents', 'Nyaraka'],
    ['academic', 'Academic', 'Kitaaluma'],
    ['orientation', 'Orientation', 'Mafunzo elekezi'],
  ])('%s -> %s, %s', (tag, inEnglish, inSwahili) => {
    expect(announcementTagWords(english, tag)).toBe(inEnglish);
    expect(announcementTagWords(swahili, tag)).toBe(inSwahili);
  });
});
