import { describe, expect, it } from 'vitest';
import { profileChanges } from './profile-rules.js';

describe('profileChanges', () => {
  it.each([
    [{}, { changes: {} }],
    [{ name: ' Amina J. ', phoneNumber: ' +255 700 ' }, { changes: { name: 'Amina J.', phoneNumber: '+255 700' } }],
    [{ email: ' New@Mail.Example ' }, { changes: { email: 'new@mail.example' } }],
    [{ sex: null, accountNumber: '   ' }, { changes: { accountNumber: null } }],
    [{ name: '  ' }, { problem: 'Name cannot be empty' }],
    [{ email: '' }, { problem: 'Email cannot be empty' }],
    [{ email: 'nope' }, { problem: 'Invalid email format' }],
  ])('%j -> %j', (body, result) => expect(profileChanges(body)).toEqual(result));

  it('ignores the fields owned by the programme', () => {
    const body = { batchNo: 7, enrollmentStatus: 'Graduated', role: 'ADMIN', enrolledYear: '2023' } as never;
    expect(profileChanges(body)).toEqual({ changes: { enrolledYear: '2023' } });
  });
});
