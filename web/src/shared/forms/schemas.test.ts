import { describe, expect, it } from 'vitest';
import { codeField, emailField, newPasswordSchema, profileFieldsSchema } from './schemas';

function issues(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
}

describe('emailField and codeField: the shared rules as form fields, trimmed', () => {
  it.each([
    [emailField, '', 'Email is required'],
    [emailField, 'amina@students', 'Invalid email format'],
    [codeField, '12345', 'Enter the 6-digit code from your e-mail'],
  ])('%#: %j -> %j', (field, value, message) => {
    expect(field.safeParse(value).error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it.each([
    [emailField, ' amina@students.example ', 'amina@students.example'],
    [codeField, ' 012345 ', '012345'],
  ])('%#: %j -> %j', (field, value, parsed) => {
    expect(field.parse(value)).toBe(parsed);
  });
});

describe('newPasswordSchema (docs/behaviour.md §5, set password)', () => {
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
    sex: 'FEMALE' as const,
    mobilePhone: '+255 712 345 678',
    universityName: 'University of Dar es Salaam',
    universityRegistrationID: '2024-04-01234',
    programName: 'BSc Computer Science',
    enrolledYear: '2024',
    accountNumber: '0152345678900',
  };

  it('accepts a complete profile, the account number trimmed', () => {
    expect(profileFieldsSchema.safeParse(valid).success).toBe(true);
    expect(profileFieldsSchema.parse({ ...valid, accountNumber: ' 0152345678900 ' }).accountNumber).toBe('0152345678900');
  });

  it.each([
    ['name', '  ', 'Full name is required'],
    ['mobilePhone', 'call me', 'Enter a valid phone number'],
    ['enrolledYear', '24', 'Enter a year such as 2024'],
    ['accountNumber', '', 'Bank account number is required'],
    ['accountNumber', '   ', 'Bank account number is required'],
    ['accountNumber', '0152345678900\r\n9999999999,Attacker,10000000,NY-1-0002', 'Account number must be 8 to 20 digits'],
    ['accountNumber', '0152 3456 7890', 'Account number must be 8 to 20 digits'],
    ['accountNumber', '1234567', 'Account number must be 8 to 20 digits'],
  ])('%s = %j -> %j', (field, value, message) => {
    expect(issues(profileFieldsSchema.safeParse({ ...valid, [field]: value }))).toEqual([[field, message]]);
  });
});
