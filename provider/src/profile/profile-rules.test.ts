import { describe, expect, it } from 'vitest';
import { profileChanges } from './profile-rules.js';

describe('profileChanges', () => {
  it.each([
    [{}, { changes: {} }],
    [{ name: ' Amina J. ', phoneNumber: ' +255 700 ' }, { changes: { name: 'Amina J.', phoneNumber: '+255 700' } }],
    [{ email: ' Me@Mail.Example ' }, { changes: {} }],
    [{ sex: null, accountNumber: '   ' }, { changes: { accountNumber: null } }],
    [{ name: '  ' }, { problem: 'Name cannot be empty' }],
    [
      { email: 'new@mail.example' },
      { problem: 'Your e-mail can only be changed with your password and a code sent to the new address (Change e-mail).' },
    ],
    [{ email: '' }, { problem: 'Your e-mail can only be changed with your password and a code sent to the new address (Change e-mail).' }],
  ])('%j -> %j', (body, result) => expect(profileChanges(body, 'me@mail.example')).toEqual(result));

  it('ignores the fields owned by the programme', () => {
    const body = { batchNo: 7, enrollmentStatus: 'Graduated', role: 'ADMIN', enrolledYear: '2023' } as never;
    expect(profileChanges(body, 'me@mail.example')).toEqual({ changes: { enrolledYear: '2023' } });
  });
});
