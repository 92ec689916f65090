import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { statusChangeCheck, statusChangeProblem } from './status-change-rules';

describe('statusChangeProblem', () => {
  it.each([
    ['ACTIVE', 'SUSPENDED', 'Fees unpaid', null],
    ['ACTIVE', 'ACTIVE', 'x', 'Choose a different status'],
    ['ACTIVE', '', 'x', 'Choose a different status'],
    ['ACTIVE', 'SUSPENDED', '   ', 'A reason is required to change the enrollment status'],
    ['ACTIVE', 'SUSPENDED', 'x'.repeat(501), 'The reason must be at most 500 characters'],
  ])('%s -> %s (%j): %s', (current, next, reason, expected) => {
    expect(statusChangeProblem(current, next, reason)).toBe(expected);
  });

  it('says its own problems in the reader’s language, under the field they belong to', async () => {
    const swahili = createIntl({ locale: 'sw', defaultLocale: 'en-GB', messages: await loadCatalogue('sw') });
    expect(statusChangeCheck('ACTIVE', 'ACTIVE', 'x', swahili)).toEqual({ field: 'status', text: 'Chagua hali tofauti' });
    expect(statusChangeCheck('ACTIVE', 'SUSPENDED', 'x'.repeat(501), swahili)).toEqual({
      field: 'reason',
      text: 'Sababu isizidi herufi 500',
    });
    // The rules' own sentence stays as the rules say it: the field shows it in the reader's language.
    expect(statusChangeCheck('ACTIVE', 'SUSPENDED', ' ', swahili)).toEqual({
      field: 'reason',
      text: 'A reason is required to change the enrollment status',
    });
  });
});
