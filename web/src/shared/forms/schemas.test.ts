import { describe, expect, it } from 'vitest';
import { newPasswordSchema, profileFieldsSchema } from './schemas';

function issues(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
}

describe('newPasswordSchema (spec 5, set password)', () => {
  it.each([
    ['', '', [['password', 'Password is required']]],
    ['Abcdefg1!', 'Abcdefg1?', [['confirmPassword', 'Passwords do not match']]],
    ['short1!', 'short1!', [['password', 'Password must be at least 8 characters long']]],
    ['Abcdefg1!', 'Abcdefg1!', []],
  ])('%j / %j', (password, confirmPassword, expected) => {
    expect(issues(newPasswordSchema.safeParse({ password, confirmPassword }))).toEqual(expected);
  });
});

describe('profileFieldsSchema', () => {
  const valid = {
    name: 'Amina Juma',
    sex: 'Female',
    mobilePhone: '+255 712 345 678',
    universityName: 'University of Dar es Salaam',
    universityRegistrationID: '2024-04-01234',
    programName: 'BSc Computer Science',
    enrolledYear: '2024',
    accountNumber: '0152345678900',
  };

  it('accepts a complete profile', () => {
    expect(profileFieldsSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['name', '  ', 'Full name is required'],
    ['mobilePhone', 'call me', 'Enter a valid phone number'],
    ['enrolledYear', '24', 'Enter a year such as 2024'],
    ['accountNumber', '', 'Bank account number is required'],
  ])('%s = %j -> %j', (field, value, message) => {
    expect(issues(profileFieldsSchema.safeParse({ ...valid, [field]: value }))).toEqual([[field, message]]);
  });
});
