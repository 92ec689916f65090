import { describe, expect, it } from 'vitest';
import { parseCompleteProfile } from './complete-profile-rules.js';

const full = {
  name: ' Amina Juma ',
  sex: 'Female',
  phoneNumber: '+255700000001',
  universityName: 'University of Dar es Salaam',
  universityRegistrationId: '2024-04-01234',
  courseProgrammeName: 'BSc Computer Science',
  enrolledYear: '2024',
  accountNumber: '0150123456789',
};

describe('parseCompleteProfile', () => {
  it('trims a complete profile', () => {
    expect(parseCompleteProfile(full)).toEqual({ values: { ...full, name: 'Amina Juma' } });
  });

  it.each([
    ['name', 'Full name is required'],
    ['sex', 'Sex is required'],
    ['phoneNumber', 'Phone number is required'],
    ['universityName', 'University name is required'],
    ['universityRegistrationId', 'University registration ID is required'],
    ['courseProgrammeName', 'Course or programme name is required'],
    ['enrolledYear', 'Enrolled year is required'],
    ['accountNumber', 'Account number is required'],
  ])('missing or blank %s -> %s', (field, problem) => {
    expect(parseCompleteProfile({ ...full, [field]: undefined })).toEqual({ problem });
    expect(parseCompleteProfile({ ...full, [field]: '   ' })).toEqual({ problem });
    expect(parseCompleteProfile({ ...full, [field]: null })).toEqual({ problem });
  });

  it.each([
    ['name', 'Amina\nJuma'],
    ['name', 'Amina\u2028Juma'],
    ['universityName', 'UDSM\tMain'],
  ])('refuses a line break or tab inside %s (a one-line field)', (field, value) => {
    expect(parseCompleteProfile({ ...full, [field]: value })).toEqual({ problem: `${field} must not contain control characters` });
  });

  it.each([['0150123456789\r\n9999999999,Attacker,10000000,NY-1-0002'], ['0150 1234 5678'], ['1234567'], ['=1+2']])(
    'an account number %j that is not 8 to 20 digits is refused',
    (accountNumber) => {
      expect(parseCompleteProfile({ ...full, accountNumber })).toEqual({ problem: 'Account number must be 8 to 20 digits' });
    },
  );
});
