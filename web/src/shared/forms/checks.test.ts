import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Sex } from '@/gql/graphql';
import { codeChecked, emailChecked, newPasswordProblems, profileChecked, profileProblems, type ProfileFieldValues } from './checks';

/** What a resolver answers, as [field, message] pairs and the values the form would send. */
async function resolved<T extends object>(resolver: (values: T, context: unknown, options: never) => unknown, values: T) {
  const { values: sent, errors } = (await resolver(values, undefined, {} as never)) as { values: T; errors: FieldErrors };
  return { sent, problems: Object.entries(errors).map(([field, error]) => [field, error?.message]) };
}

describe('emailChecked and codeChecked: the shared rules as form checks, trimmed', () => {
  it.each([
    [emailChecked, { email: '' }, [['email', 'Email is required']]],
    [emailChecked, { email: 'amina@students' }, [['email', 'Invalid email format']]],
    [codeChecked, { code: '12345' }, [['code', 'Enter the 6-digit code from your e-mail']]],
  ] as const)('%#: %j -> %j', async (resolver, values, problems) => {
    expect((await resolved(resolver as never, values)).problems).toEqual(problems);
  });

  it.each([
    [emailChecked, { email: ' amina@students.example ' }, { email: 'amina@students.example' }],
    [codeChecked, { code: ' 012345 ' }, { code: '012345' }],
  ] as const)('%#: %j -> %j', async (resolver, values, sent) => {
    expect(await resolved(resolver as never, values)).toEqual({ sent, problems: [] });
  });
});

describe('newPasswordProblems (docs/behaviour.md §5, set password)', () => {
  it.each([
    ['', '', { password: 'Password is required', confirmPassword: null }],
    ['Abcdefg1!', 'Abcdefg1?', { password: null, confirmPassword: 'Passwords do not match' }],
    ['short1!', 'short1!', { password: 'Password must be at least 8 characters long', confirmPassword: null }],
    ['Abcdefg1!', 'Abcdefg1!', { password: null, confirmPassword: null }],
  ])('%j / %j', (password, confirmPassword, expected) => {
    expect(newPasswordProblems({ password, confirmPassword })).toEqual(expected);
  });
});

describe('profileProblems and profileChecked', () => {
  const valid: ProfileFieldValues = {
    name: 'Amina Juma',
    sex: Sex.Female,
    mobilePhone: '+255 712 345 678',
    universityName: 'University of Dar es Salaam',
    universityRegistrationID: '2024-04-01234',
    programName: 'BSc Computer Science',
    enrolledYear: '2024',
    accountNumber: '0152345678900',
  };
  const problemsOf = (values: ProfileFieldValues) => Object.entries(profileProblems(values)).filter(([, message]) => message);

  it('accepts a complete profile, every field sent trimmed', async () => {
    expect(problemsOf(valid)).toEqual([]);
    const spaced = Object.fromEntries(Object.entries(valid).map(([field, value]) => [field, ` ${value} `])) as ProfileFieldValues;
    expect(await resolved(profileChecked, spaced)).toEqual({ sent: valid, problems: [] });
  });

  it.each([
    ['name', '', 'Full name is required'],
    ['sex', '', 'Sex is required'],
    ['mobilePhone', '', 'Mobile phone is required'],
    ['mobilePhone', 'call me', 'Enter a valid phone number'],
    ['universityName', '', 'University is required'],
    ['universityRegistrationID', '', 'Registration number is required'],
    ['programName', '', 'Programme is required'],
    ['enrolledYear', '', 'Year of enrolment is required'],
    ['enrolledYear', '24', 'Enter a year such as 2024'],
    ['accountNumber', '', 'Bank account number is required'],
    ['accountNumber', '0152345678900\r\n9999999999,Attacker,10000000,NY-1-0002', 'Account number must be 8 to 20 digits'],
    ['accountNumber', '0152 3456 7890', 'Account number must be 8 to 20 digits'],
    ['accountNumber', '1234567', 'Account number must be 8 to 20 digits'],
  ])('%s = %j -> %j', (field, value, message) => {
    expect(problemsOf({ ...valid, [field]: value })).toEqual([[field, message]]);
  });

  it('checks a field of spaces as the empty field it is once trimmed', async () => {
    expect((await resolved(profileChecked, { ...valid, name: '  ', accountNumber: '   ' })).problems).toEqual([
      ['name', 'Full name is required'],
      ['accountNumber', 'Bank account number is required'],
    ]);
  });
});
