// DEVELOPMENT DEFAULTS: the demo students' results and payments (and announcements) seeded with the demo accounts,
// a mix of statuses so every screen has something to show. SEED_STUDENTS[3] (Juma Hassan) has none:
// browser tests upload and submit as him.
import { DEMO_UNIVERSITIES, NHIF_STUDENT_COVER_TZS } from './demo-cohort.js';

export interface SeedResult {
  email: string;
  resultYear: string;
  gpa: number;
  status: 'SUBMITTED' | 'APPROVED' | 'REJECTED';
  reviewComment: string | null;
  originalName: string;
  uploadedAt: string;
}

export const SEED_RESULTS: readonly SeedResult[] = [
  {
    email: 'amina.juma@students.example',
    resultYear: 'Y2023_2024',
    gpa: 4.2,
    status: 'APPROVED',
    reviewComment: 'Approved. Keep up the good work.',
    originalName: 'UDSM transcript 2023-2024.pdf',
    uploadedAt: '2024-09-12T08:30:00Z',
  },
  {
    email: 'amina.juma@students.example',
    resultYear: 'Y2024_2025',
    gpa: 4.4,
    status: 'SUBMITTED',
    reviewComment: null,
    originalName: 'UDSM transcript 2024-2025.pdf',
    uploadedAt: '2025-09-08T10:15:00Z',
  },
  {
    email: 'baraka.mwita@students.example',
    resultYear: 'Y2023_2024',
    gpa: 3.1,
    status: 'REJECTED',
    reviewComment: 'The transcript is not stamped by the university. Please upload the stamped copy.',
    originalName: 'SUA results.pdf',
    uploadedAt: '2024-10-02T14:05:00Z',
  },
  {
    email: 'neema.kimaro@students.example',
    resultYear: 'Y2024_2025',
    gpa: 3.9,
    status: 'SUBMITTED',
    reviewComment: null,
    originalName: 'MUHAS semester results 2024-2025.pdf',
    uploadedAt: '2025-09-15T07:45:00Z',
  },
];

/** A demo university's tuition bill (its students' university-fee control numbers are for it). */
const feeOf = (code: string) => DEMO_UNIVERSITIES.find((university) => university.code === code)!.feeTzs;

export interface SeedPayment {
  email: string;
  paymentType: 'UNIVERSITY_FEE' | 'NHIF';
  paymentYear: string;
  controlNumber: string;
  /** What the bill is for, whole TZS. */
  amountDueTzs: number;
  status: 'UNPAID' | 'PROCESSING' | 'PAID' | 'FAILED';
  createdAt: string;
}

export const SEED_PAYMENTS: readonly SeedPayment[] = [
  {
    email: 'amina.juma@students.example',
    paymentType: 'UNIVERSITY_FEE',
    paymentYear: 'Y2023_2024',
    controlNumber: '994120000101',
    amountDueTzs: feeOf('UDSM'),
    status: 'PAID',
    createdAt: '2023-11-06T09:00:00Z',
  },
  {
    email: 'amina.juma@students.example',
    paymentType: 'NHIF',
    paymentYear: 'Y2023_2024',
    controlNumber: '994120000102',
    amountDueTzs: NHIF_STUDENT_COVER_TZS,
    status: 'PAID',
    createdAt: '2023-11-06T09:05:00Z',
  },
  {
    email: 'amina.juma@students.example',
    paymentType: 'UNIVERSITY_FEE',
    paymentYear: 'Y2024_2025',
    controlNumber: '994120000103',
    amountDueTzs: feeOf('UDSM'),
    status: 'PAID',
    createdAt: '2024-11-04T08:20:00Z',
  },
  {
    email: 'amina.juma@students.example',
    paymentType: 'NHIF',
    paymentYear: 'Y2024_2025',
    controlNumber: '994120000104',
    amountDueTzs: NHIF_STUDENT_COVER_TZS,
    status: 'PROCESSING',
    createdAt: '2024-11-04T08:25:00Z',
  },
  {
    email: 'baraka.mwita@students.example',
    paymentType: 'UNIVERSITY_FEE',
    paymentYear: 'Y2024_2025',
    controlNumber: '994120000201',
    amountDueTzs: feeOf('SUA'),
    status: 'FAILED',
    createdAt: '2024-11-12T13:40:00Z',
  },
  {
    email: 'neema.kimaro@students.example',
    paymentType: 'NHIF',
    paymentYear: 'Y2024_2025',
    controlNumber: '994120000301',
    amountDueTzs: NHIF_STUDENT_COVER_TZS,
    status: 'UNPAID',
    createdAt: '2024-12-02T11:10:00Z',
  },
];

export interface SeedAnnouncement {
  title: string;
  content: string;
  /** null: every scholar. */
  batchNo: number | null;
  pinned: boolean;
  /** The scholars it is for are asked to confirm they have read it. */
  requiresAcknowledgement?: boolean;
  createdAt: string;
}

export const SEED_ANNOUNCEMENTS: readonly SeedAnnouncement[] = [
  {
    title: 'Welcome to batch 2 of the Nuru Yangu scholarship programme',
    content:
      'Karibu! We are glad to welcome the 2024 scholars. Complete your profile on the portal, keep copies of your admission letter ' +
      'and bank details ready, and look out for messages from your batch coordinator about the first meeting.',
    batchNo: 2,
    pinned: false,
    createdAt: '2024-11-20T07:30:00Z',
  },
  {
    title: 'Batch 1 mentorship orientation',
    content:
      'Reminder: the mentorship orientation for batch 1 takes place on Saturday 14 June at 10:00 at the foundation office in ' +
      'Dar es Salaam and online. You will meet your mentor, agree on a meeting plan for the year and share your career goals.',
    batchNo: 1,
    pinned: false,
    createdAt: '2025-06-02T08:00:00Z',
  },
  {
    title: 'Admission documents for batch 2',
    content:
      'Batch 2 scholars must upload their university admission letter together with their first-year results. ' +
      'This is mandatory for everyone who joined the programme in 2024; contact your coordinator if your university has not issued it yet.',
    batchNo: 2,
    pinned: false,
    createdAt: '2025-07-15T09:15:00Z',
  },
  {
    title: 'Submit your university fee and NHIF control numbers',
    content:
      'Control numbers for the 2024-2025 university fee and NHIF health cover are required from every scholar. ' +
      'Submit both on the Payments page as soon as your university issues them, so the foundation can pay before the fee deadline.',
    batchNo: null,
    pinned: false,
    createdAt: '2025-08-20T10:00:00Z',
  },
  {
    title: 'Results upload deadline for 2024-2025',
    content:
      "Important: upload your 2024-2025 academic results (the transcript with the year's GPA, PDF or a clear scan) on the Results page " +
      'by 31 October. The deadline is firm: stipends of scholars without results on file will be put on hold until they are uploaded.',
    batchNo: null,
    pinned: true,
    requiresAcknowledgement: true,
    createdAt: '2025-09-01T06:00:00Z',
  },
  {
    title: 'Stipend disbursement for the first semester',
    content:
      'The first-semester stipend will be paid into your registered bank account in the week of 10 November. Please note: check that ' +
      'the account number in your profile is correct; a payment sent to a wrong account cannot be reversed.',
    batchNo: null,
    pinned: true,
    createdAt: '2025-10-27T07:00:00Z',
  },
];
