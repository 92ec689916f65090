import { normaliseRole } from '../access/role.js';
import type { EnrollmentStatus, ProfileInput, Role } from '../generated/resolvers.js';
import { storedSex, toSex } from '../people/sex.js';
import { knownCode } from '../provider/known-code.js';
import type { ProfileDTO, ProfileInfoBody } from './dto.js';

// docs/behaviour.md §3 and §9: the defaults of a profile the provider leaves incomplete.
export const DEFAULT_ENROLLMENT_STATUS = 'Active';
export const DEFAULT_BATCH_NUMBER = 0;

const ENROLLMENT_STATUSES: Record<EnrollmentStatus, true> = { ACTIVE: true, SUSPENDED: true, GRADUATED: true, WITHDRAWN: true };

export function toBatchNumber(batchNo: unknown): number {
  if (batchNo === null || batchNo === undefined || batchNo === '') return DEFAULT_BATCH_NUMBER;
  const value = Number(batchNo);
  return Number.isInteger(value) ? value : DEFAULT_BATCH_NUMBER;
}

/** The status the provider keeps ('Active', 'Suspended', ...) as the schema's code; none, or one it does not name, is the default. */
export function toEnrollmentStatus(status: unknown): EnrollmentStatus {
  return knownCode(ENROLLMENT_STATUSES, typeof status === 'string' ? status.trim().toUpperCase() : null) ?? 'ACTIVE';
}

/** The status as the provider keeps it, to send back untouched. */
const storedEnrollmentStatus = (p: ProfileDTO): string =>
  typeof p.enrollmentStatus === 'string' && p.enrollmentStatus.trim() !== '' ? p.enrollmentStatus : DEFAULT_ENROLLMENT_STATUS;

function text(value: unknown): string | null {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** The Profile type's fields, read off the provider's answer (UI name <- server name, docs/behaviour.md §3). */
export const profileFromServer = {
  id: (p: ProfileDTO): string => String(p.id),
  name: (p: ProfileDTO): string => p.name ?? '',
  email: (p: ProfileDTO): string => p.email ?? '',
  role: (p: ProfileDTO): Role => normaliseRole(p.role),
  sex: (p: ProfileDTO) => toSex(p.sex),
  mobilePhone: (p: ProfileDTO) => text(p.phoneNumber),
  universityName: (p: ProfileDTO) => text(p.universityName),
  universityRegistrationID: (p: ProfileDTO) => text(p.universityRegistrationId),
  programName: (p: ProfileDTO) => text(p.courseProgrammeName),
  enrolledYear: (p: ProfileDTO) => text(p.enrolledYear),
  enrollmentStatus: (p: ProfileDTO): EnrollmentStatus => toEnrollmentStatus(p.enrollmentStatus),
  batchNumber: (p: ProfileDTO): number => toBatchNumber(p.batchNo),
  accountNumber: (p: ProfileDTO) => text(p.accountNumber),
  viewerCanAccessAdmin: (p: ProfileDTO): boolean => normaliseRole(p.role) === 'ADMIN',
  viewerIsScholar: (p: ProfileDTO): boolean => normaliseRole(p.role) === 'STUDENT',
};

/** Whether the save gives another account number than the stored one (surrounding spaces aside; blank: none). */
export function changesAccountNumber(current: ProfileDTO, input: ProfileInput): boolean {
  if (input.accountNumber === null || input.accountNumber === undefined) return false;
  return (input.accountNumber.trim() || null) !== (profileFromServer.accountNumber(current)?.trim() || null);
}

/**
 * The full `PUT /profile/info` body: the edited fields over the current profile, so a field the
 * user did not touch keeps its value whatever the provider does with absent keys. The batch and the
 * enrollment status are the programme's: they go back as they are, whatever the input says, so a
 * provider that took them could not be steered by a scholar. The password goes only when given.
 */
export function toProfileInfoBody(current: ProfileDTO, input: ProfileInput): ProfileInfoBody {
  const pick = <T>(edited: T | null | undefined, kept: T): T => edited ?? kept;
  return {
    name: pick(input.name, profileFromServer.name(current)),
    email: pick(input.email, profileFromServer.email(current)),
    phoneNumber: pick(input.mobilePhone, profileFromServer.mobilePhone(current)),
    universityName: pick(input.universityName, profileFromServer.universityName(current)),
    universityRegistrationId: pick(input.universityRegistrationID, profileFromServer.universityRegistrationID(current)),
    courseProgrammeName: pick(input.programName, profileFromServer.programName(current)),
    enrolledYear: pick(input.enrolledYear, profileFromServer.enrolledYear(current)),
    batchNo: profileFromServer.batchNumber(current),
    sex: input.sex ? storedSex(input.sex) : text(current.sex),
    enrollmentStatus: storedEnrollmentStatus(current),
    accountNumber: pick(input.accountNumber?.trim(), profileFromServer.accountNumber(current)),
    ...(input.currentPassword ? { currentPassword: input.currentPassword } : {}),
  };
}
