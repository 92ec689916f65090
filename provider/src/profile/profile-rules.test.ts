import { describe, expect, it } from 'vitest';
import { profileChanges } from './profile-rules.js';

const current = { email: 'me@mail.example', accountNumber: '0150123456789' };

describe('profileChanges', () => {
  it.each([
    [{}, { changes: {}, accountNumber: null }],
    [
      { name: ' Amina J. ', phoneNumber: ' +255 700 ' },
      { changes: { name: 'Amina J.', phoneNumber: '+255 700' }, accountNumber: null },
    ],
    [{ email: ' Me@Mail.Example ' }, { changes: {}, accountNumber: null }],
    [
      { sex: null, universityName: '   ' },
      { changes: { universityName: null }, accountNumber: null },
    ],
    [{ name: '  ' }, { problem: 'Name cannot be empty' }],
    [
      { email: 'new@mail.example' },
      { problem: 'Your e-mail can only be changed with your password and a code sent to the new address (Change e-mail).' },
    ],
    [{ email: '' }, { problem: 'Your e-mail can only be changed with your password and a code sent to the new address (Change e-mail).' }],
  ])('%j -> %j', (body, result) => expect(profileChanges(body, current)).toEqual(result));

  it.each([
    ['a line feed in the name', { name: 'Amina\n9999999999,Attacker,10000000,NY-1-2' }, 'name must not contain control characters'],
    ['a carriage return in the university', { universityName: 'UDSM\rX' }, 'universityName must not contain control characters'],
    ['a tab in the programme', { courseProgrammeName: 'BSc\tCS' }, 'courseProgrammeName must not contain control characters'],
    ['a line separator in the name', { name: 'Amina\u2028Juma' }, 'name must not contain control characters'],
    ['a NEL in the phone', { phoneNumber: '+255\u0085700' }, 'phoneNumber must not contain control characters'],
  ])('refuses %s: a one-line field', (_case, body, problem) => expect(profileChanges(body, current)).toEqual({ problem }));

  it('ignores the fields owned by the programme', () => {
    const body = { batchNo: 7, enrollmentStatus: 'Graduated', role: 'ADMIN', enrolledYear: '2023' } as never;
    expect(profileChanges(body, current)).toEqual({ changes: { enrolledYear: '2023' }, accountNumber: null });
  });
});

describe('profileChanges: the account number', () => {
  it.each([
    ['sent back as stored: no change', '0150123456789', { changes: {}, accountNumber: null }],
    ['sent back with spaces around: no change', ' 0150123456789 ', { changes: {}, accountNumber: null }],
    [
      'a new number, trimmed',
      ' 0150987654321 ',
      { changes: { accountNumber: '0150987654321' }, accountNumber: { before: '0150123456789', after: '0150987654321' } },
    ],
    ['cleared', '  ', { changes: { accountNumber: null }, accountNumber: { before: '0150123456789', after: null } }],
    [
      'a second bank-file line',
      '0150987654321\r\n9999999999,Attacker,10000000,NY-1-0002',
      { problem: 'Account number must be 8 to 20 digits' },
    ],
    ['a comma', '0150987654321,1', { problem: 'Account number must be 8 to 20 digits' }],
    ['a formula', '=1+2', { problem: 'Account number must be 8 to 20 digits' }],
    ['too short', '1234567', { problem: 'Account number must be 8 to 20 digits' }],
  ])('%s', (_case, accountNumber, result) => expect(profileChanges({ accountNumber }, current)).toEqual(result));

  it('keeps a number stored before the rule when it is sent back, and judges any other', () => {
    const legacy = { ...current, accountNumber: 'ACC 0150-123' };
    expect(profileChanges({ accountNumber: 'ACC 0150-123', phoneNumber: '+255700000009' }, legacy)).toEqual({
      changes: { phoneNumber: '+255700000009' },
      accountNumber: null,
    });
    expect(profileChanges({ accountNumber: 'ACC 0150-124' }, legacy)).toEqual({ problem: 'Account number must be 8 to 20 digits' });
  });

  it('a first number where there was none, and clearing none, which is no change', () => {
    const none = { ...current, accountNumber: null };
    expect(profileChanges({ accountNumber: '12345678' }, none)).toEqual({
      changes: { accountNumber: '12345678' },
      accountNumber: { before: null, after: '12345678' },
    });
    expect(profileChanges({ accountNumber: '' }, none)).toEqual({ changes: {}, accountNumber: null });
  });
});
