import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Profile } from '../generated/resolvers.js';
import type { ProfileDTO } from './dto.js';
import { changesAccountNumber, profileFromServer, toBatchNumber, toEnrollmentStatus, toProfileInfoBody } from './mapping.js';

const server: ProfileDTO = {
  id: '12',
  email: 'amina@students.example',
  name: 'Amina Juma',
  role: 'student',
  sex: 'Female',
  phoneNumber: '+255700000001',
  universityName: 'University of Dar es Salaam',
  universityRegistrationId: 'UDSM/2024/001',
  courseProgrammeName: 'BSc Computer Science',
  enrolledYear: '2024',
  batchNo: 2,
  accountNumber: '0150000000001',
  enrollmentStatus: 'Active',
};

function view(profile: ProfileDTO) {
  return Object.fromEntries(Object.entries(profileFromServer).map(([field, read]) => [field, read(profile)]));
}

describe('profile fields from the server (docs/behaviour.md §3)', () => {
  it("leaves to GraphQL's default resolver only fields the provider's answer serves as the schema types them", () => {
    expectTypeOf<ProfileDTO>().toExtend<Omit<Profile, keyof typeof profileFromServer | '__typename'>>();
  });

  it('maps every server name to its UI name', () => {
    expect(view(server)).toEqual({
      id: '12',
      name: 'Amina Juma',
      email: 'amina@students.example',
      role: 'STUDENT',
      sex: 'FEMALE',
      mobilePhone: '+255700000001',
      universityName: 'University of Dar es Salaam',
      universityRegistrationID: 'UDSM/2024/001',
      programName: 'BSc Computer Science',
      enrolledYear: '2024',
      enrollmentStatus: 'ACTIVE',
      batchNumber: 2,
      accountNumber: '0150000000001',
      viewerCanAccessAdmin: false,
      viewerIsScholar: true,
    });
  });

  it('fills the defaults of a bare profile', () => {
    expect(view({ id: 'a1' })).toEqual({
      id: 'a1',
      name: '',
      email: '',
      role: 'USER',
      sex: null,
      mobilePhone: null,
      universityName: null,
      universityRegistrationID: null,
      programName: null,
      enrolledYear: null,
      enrollmentStatus: 'ACTIVE',
      batchNumber: 0,
      accountNumber: null,
      viewerCanAccessAdmin: false,
      viewerIsScholar: false,
    });
  });

  it.each([
    ['ADMIN', true],
    ['admin', true],
    ['STUDENT', false],
    ['USER', false],
  ])('role %s may open the admin area: %s', (role, expected) => {
    expect(profileFromServer.viewerCanAccessAdmin({ id: '1', role })).toBe(expected);
  });

  it.each([
    ['STUDENT', true],
    ['student', true],
    ['ADMIN', false],
    ['USER', false],
    [undefined, false],
  ])('role %s is a scholar: %s', (role, expected) => {
    expect(profileFromServer.viewerIsScholar({ id: '1', role })).toBe(expected);
  });
});

describe('toBatchNumber (default 0)', () => {
  it.each([
    [2, 2],
    ['1', 1],
    [0, 0],
    [null, 0],
    [undefined, 0],
    ['', 0],
    ['batch one', 0],
    [1.5, 0],
  ])('%j -> %i', (batchNo, expected) => {
    expect(toBatchNumber(batchNo)).toBe(expected);
  });
});

describe('toEnrollmentStatus (the provider’s words -> the schema’s code, default Active)', () => {
  it.each([
    ['Active', 'ACTIVE'],
    ['Suspended', 'SUSPENDED'],
    ['Graduated', 'GRADUATED'],
    [' withdrawn ', 'WITHDRAWN'],
    ['Deferred', 'ACTIVE'],
    ['', 'ACTIVE'],
    ['  ', 'ACTIVE'],
    [null, 'ACTIVE'],
    [undefined, 'ACTIVE'],
  ])('%j -> %s', (status, expected) => {
    expect(toEnrollmentStatus(status)).toBe(expected);
  });
});

describe('changesAccountNumber', () => {
  it.each([
    ['absent', {}, false],
    ['null', { accountNumber: null }, false],
    ['the same', { accountNumber: '0150000000001' }, false],
    ['the same with spaces', { accountNumber: ' 0150000000001 ' }, false],
    ['another', { accountNumber: '0150000000002' }, true],
    ['blank: none', { accountNumber: '  ' }, true],
  ])('%s -> %s', (_name, input, changed) => {
    expect(changesAccountNumber(server, input)).toBe(changed);
  });

  it('blank over none is no change', () => {
    expect(changesAccountNumber({ id: '1', accountNumber: null }, { accountNumber: '' })).toBe(false);
  });
});

describe('toProfileInfoBody (PUT /profile/info, server names)', () => {
  const unchanged = {
    name: 'Amina Juma',
    email: 'amina@students.example',
    phoneNumber: '+255700000001',
    universityName: 'University of Dar es Salaam',
    universityRegistrationId: 'UDSM/2024/001',
    courseProgrammeName: 'BSc Computer Science',
    enrolledYear: '2024',
    batchNo: 2,
    sex: 'Female',
    enrollmentStatus: 'Active',
    accountNumber: '0150000000001',
  };

  it.each([
    ['nothing edited', {}, {}],
    ['null keeps the value', { name: null, batchNumber: null }, {}],
    ['mobilePhone -> phoneNumber', { mobilePhone: '+255711111111' }, { phoneNumber: '+255711111111' }],
    ['universityRegistrationID -> universityRegistrationId', { universityRegistrationID: 'R-9' }, { universityRegistrationId: 'R-9' }],
    ['programName -> courseProgrammeName', { programName: 'BA Economics' }, { courseProgrammeName: 'BA Economics' }],
    ["the programme's batch and status go back as they are", { batchNumber: 999_999, enrollmentStatus: 'Deferred' }, {}],
    [
      'same names',
      { name: 'Amina J.', accountNumber: ' 0150000000002 ', enrolledYear: '2023', universityName: 'SUA' },
      { name: 'Amina J.', accountNumber: '0150000000002', enrolledYear: '2023', universityName: 'SUA' },
    ],
    ['sex: the code as the provider’s words', { sex: 'MALE' as const }, { sex: 'Male' }],
    [
      'the password, when given',
      { accountNumber: '0150000000002', currentPassword: 'Pass!2026x' },
      { accountNumber: '0150000000002', currentPassword: 'Pass!2026x' },
    ],
    ['no password key without one', { currentPassword: '' }, {}],
  ])('%s', (_name, input, changes) => {
    expect(toProfileInfoBody(server, input)).toEqual({ ...unchanged, ...changes });
  });

  it('sends back the provider’s own words for a sex or a status the schema does not name', () => {
    const odd = { ...server, sex: 'F', enrollmentStatus: 'Deferred' };
    expect(profileFromServer.sex(odd)).toBeNull();
    expect(profileFromServer.enrollmentStatus(odd)).toBe('ACTIVE');
    expect(toProfileInfoBody(odd, {})).toEqual({ ...unchanged, sex: 'F', enrollmentStatus: 'Deferred' });
  });

  it('fills the defaults of a bare profile', () => {
    expect(toProfileInfoBody({ id: '1' }, { name: 'New' })).toEqual({
      name: 'New',
      email: '',
      phoneNumber: null,
      universityName: null,
      universityRegistrationId: null,
      courseProgrammeName: null,
      enrolledYear: null,
      batchNo: 0,
      sex: null,
      enrollmentStatus: 'Active',
      accountNumber: null,
    });
  });
});
