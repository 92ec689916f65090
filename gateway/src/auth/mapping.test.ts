import { describe, expect, it } from 'vitest';
import { toSignupCompleteBody } from './mapping.js';

describe('toSignupCompleteBody (POST /auth/signup/complete, server names)', () => {
  const input = {
    email: ' neema@students.example ',
    name: 'Neema Mushi',
    sex: 'FEMALE' as const,
    mobilePhone: '+255722000000',
    universityName: 'Ardhi University',
    universityRegistrationID: 'ARU/24/77',
    programName: 'BSc Urban Planning',
    enrolledYear: '2024',
    accountNumber: ' 0150000000099 ',
  };
  const body = {
    email: 'neema@students.example',
    name: 'Neema Mushi',
    sex: 'Female',
    phoneNumber: '+255722000000',
    universityName: 'Ardhi University',
    universityRegistrationId: 'ARU/24/77',
    courseProgrammeName: 'BSc Urban Planning',
    enrolledYear: '2024',
    accountNumber: '0150000000099',
    language: undefined,
  };

  it.each([
    ['in Kiswahili: the account’s language', { language: 'sw' }, { language: 'sw' }],
    ['language null: the provider’s default', { language: null }, { language: undefined }],
    ['a batch given: not sent, the invitation decides', { batchNumber: 999_999 }, {}],
    ['batch omitted', {}, {}],
  ])('%s', (_name, extra, expected) => {
    const sent = toSignupCompleteBody({ ...input, ...extra });
    expect(sent).toEqual({ ...body, ...expected });
    expect('batchNo' in sent).toBe(false);
  });
});
