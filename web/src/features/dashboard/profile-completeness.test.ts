import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { swahili } from '@/shared/i18n/sw-catalogue';
import { missingProfileFields } from './profile-completeness';

const english = createIntl({ locale: 'en-GB', defaultLocale: 'en-GB' });
const kiswahili = createIntl({ locale: 'sw-TZ', defaultLocale: 'en-GB', messages: swahili });

const complete = {
  sex: 'FEMALE' as const,
  mobilePhone: '+255712345678',
  universityName: 'University of Dodoma',
  universityRegistrationID: 'T21-03-01234',
  programName: 'BEd Science',
  enrolledYear: '2023',
  accountNumber: '0152345678900',
};

describe('missingProfileFields', () => {
  it.each([
    [complete, []],
    [{ ...complete, mobilePhone: null }, ['Mobile phone']],
    [{ ...complete, accountNumber: '  ' }, ['Bank account number']],
    [{ ...complete, sex: '', programName: undefined }, ['Sex', 'Programme']],
    [{}, ['Sex', 'Mobile phone', 'University', 'Registration number', 'Programme', 'Year of enrolment', 'Bank account number']],
  ])('%j -> %j', (profile, missing) => {
    expect(missingProfileFields(profile, english)).toEqual(missing);
  });

  it('names them in Kiswahili for a reader of Kiswahili', () => {
    expect(missingProfileFields({ ...complete, mobilePhone: '', accountNumber: null }, kiswahili)).toEqual([
      'Namba ya simu ya mkononi',
      'Namba ya akaunti ya benki',
    ]);
  });
});
