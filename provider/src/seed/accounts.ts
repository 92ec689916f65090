// DEVELOPMENT DEFAULTS: demo accounts seeded on first start and printed by main.ts in development.
// Production sets SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD (or seeds nothing with seed: false).

export const DEV_ADMIN_EMAIL = 'admin@nuruyangu.example';
export const DEV_ADMIN_PASSWORD = 'DevAdmin!2026';
export const DEV_STUDENT_PASSWORD = 'DevStudent!2026';

export {
  SEED_ANNOUNCEMENTS,
  SEED_PAYMENTS,
  SEED_RESULTS,
  type SeedAnnouncement,
  type SeedPayment,
  type SeedResult,
} from './demo-records.js';

export interface SeedStudent {
  email: string;
  name: string;
  sex: string;
  batchNo: number;
  phoneNumber: string;
  universityName: string;
  universityRegistrationId: string;
  courseProgrammeName: string;
  enrolledYear: string;
  accountNumber: string;
}

// Tuples, so a test or a demo naming the first student needs no check that there is one.
export const SEED_STUDENTS = [
  {
    email: 'amina.juma@students.example',
    name: 'Amina Juma',
    sex: 'Female',
    batchNo: 1,
    phoneNumber: '+255712000101',
    universityName: 'University of Dar es Salaam',
    universityRegistrationId: '2023-04-10231',
    courseProgrammeName: 'BSc Computer Science',
    enrolledYear: '2023',
    accountNumber: '0150100000101',
  },
  {
    email: 'baraka.mwita@students.example',
    name: 'Baraka Mwita',
    sex: 'Male',
    batchNo: 1,
    phoneNumber: '+255712000102',
    universityName: 'Sokoine University of Agriculture',
    universityRegistrationId: 'SUA/2023/0457',
    courseProgrammeName: 'BSc Agronomy',
    enrolledYear: '2023',
    accountNumber: '0150100000102',
  },
  {
    email: 'neema.kimaro@students.example',
    name: 'Neema Kimaro',
    sex: 'Female',
    batchNo: 2,
    phoneNumber: '+255712000103',
    universityName: 'Muhimbili University of Health and Allied Sciences',
    universityRegistrationId: 'MUHAS/2024/1188',
    courseProgrammeName: 'Doctor of Medicine',
    enrolledYear: '2024',
    accountNumber: '0150100000103',
  },
  {
    email: 'juma.hassan@students.example',
    name: 'Juma Hassan',
    sex: 'Male',
    batchNo: 2,
    phoneNumber: '+255712000104',
    universityName: 'University of Dodoma',
    universityRegistrationId: 'UDOM/2024/3321',
    courseProgrammeName: 'BEd Mathematics',
    enrolledYear: '2024',
    accountNumber: '0150100000104',
  },
] as const satisfies readonly SeedStudent[];

/** Invited e-mails that have not signed up yet: the start of a demo sign-up. */
export const SEED_INVITED = [
  { email: 'invite1@students.example', batchNo: 1 },
  { email: 'invite2@students.example', batchNo: 1 },
  { email: 'invite3@students.example', batchNo: 2 },
] as const satisfies readonly { email: string; batchNo: number }[];

export const SEED_ADMIN = { email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD } as const;
