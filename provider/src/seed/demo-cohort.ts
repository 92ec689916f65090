// DEVELOPMENT DEFAULTS: a programme that feels real, generated the same way on every start from a fixed seed:
// two batches of scholars across a dozen Tanzanian universities, every enrollment status, a year or two of
// results and control numbers in every state, pending invitations and an audit trail. Never in production.

export const COHORT_SIZE = { 1: 170, 2: 150 } as const;

const words = (text: string) => text.split(' ');

const FIRST_NAMES = {
  Female: words(
    'Asha Bahati Devota Esther Fatuma Getrude Halima Irene Jesca Khadija Lightness Mwanaidi Neema Pendo Rehema Salma Upendo Winfrida Zawadi Zuhura Agnes Happiness Joyce Prisca Vaileth Imani Tumaini',
  ),
  Male: words(
    'Amani Baraka Daudi Elia Faraji Gabrieli Hamisi Jabiri Kassimu Lameck Makame Nassoro Omari Rashidi Saidi Yusufu Emmanuel Godfrey Mussa Stephano Witness Elisha Frank',
  ),
} as const;
const SURNAMES = words(
  'Mushi Mollel Massawe Mwakyusa Mrema Kimaro Swai Lyimo Mwinyi Chande Kombo Msuya Shirima Nyirenda Mapunda Komba Ngowi Temba Magesa Mwita Chacha Marwa Kisanga Laizer Sanga Mbwambo Haule Mbilinyi Nkya Urassa Kahemele Mwamba Selemani Bakari Athumani Juma Hassani Mfinanga',
);

interface University {
  name: string;
  code: string;
  /** The year's tuition bill, whole TZS: what its university-fee control numbers are for. */
  feeTzs: number;
  programmes: readonly string[];
}

/** What a student's NHIF cover costs a year, whole TZS: what every NHIF control number is for. */
export const NHIF_STUDENT_COVER_TZS = 50_400;

export const DEMO_UNIVERSITIES: readonly University[] = [
  {
    name: 'University of Dar es Salaam',
    code: 'UDSM',
    feeTzs: 1_300_000,
    programmes: ['BSc Computer Science', 'BA Economics', 'BSc Electrical Engineering', 'LLB Law'],
  },
  {
    name: 'Sokoine University of Agriculture',
    code: 'SUA',
    feeTzs: 1_200_000,
    programmes: ['BSc Agronomy', 'BSc Food Science', 'Doctor of Veterinary Medicine'],
  },
  {
    name: 'Muhimbili University of Health and Allied Sciences',
    code: 'MUHAS',
    feeTzs: 1_800_000,
    programmes: ['Doctor of Medicine', 'BSc Nursing', 'Bachelor of Pharmacy'],
  },
  {
    name: 'University of Dodoma',
    code: 'UDOM',
    feeTzs: 1_000_000,
    programmes: ['BEd Mathematics', 'BSc Software Engineering', 'BA Public Administration'],
  },
  {
    name: 'Ardhi University',
    code: 'ARU',
    feeTzs: 1_300_000,
    programmes: ['BSc Architecture', 'BSc Land Management', 'BSc Environmental Engineering'],
  },
  { name: 'Mzumbe University', code: 'MU', feeTzs: 1_100_000, programmes: ['Bachelor of Accounting', 'BA Local Government Management'] },
  {
    name: 'Nelson Mandela African Institution of Science and Technology',
    code: 'NM-AIST',
    feeTzs: 1_500_000,
    programmes: ['BSc Water Resources Engineering', 'BSc Bioinformatics'],
  },
  {
    name: 'Mbeya University of Science and Technology',
    code: 'MUST',
    feeTzs: 1_200_000,
    programmes: ['BEng Civil Engineering', 'BSc Mechatronics'],
  },
  { name: 'State University of Zanzibar', code: 'SUZA', feeTzs: 1_000_000, programmes: ['BA Kiswahili', 'BSc Marine Science'] },
  {
    name: 'Dar es Salaam Institute of Technology',
    code: 'DIT',
    feeTzs: 1_100_000,
    programmes: ['BEng Telecommunications', 'BTech Laboratory Science'],
  },
  {
    name: 'St. Augustine University of Tanzania',
    code: 'SAUT',
    feeTzs: 1_250_000,
    programmes: ['BA Mass Communication', 'Bachelor of Business Administration'],
  },
  {
    name: 'Catholic University of Health and Allied Sciences',
    code: 'CUHAS',
    feeTzs: 1_900_000,
    programmes: ['Doctor of Medicine', 'BSc Medical Laboratory'],
  },
];

export type DemoResultState = 'MISSING' | 'SUBMITTED' | 'APPROVED' | 'REJECTED';
export type DemoPaymentState = 'MISSING' | 'UNPAID' | 'PROCESSING' | 'PAID' | 'FAILED';

/** A control number as the scholar submitted it, with what its bill is for (whole TZS). */
export interface DemoPayment {
  state: DemoPaymentState;
  controlNumber: string;
  submittedAt: string;
  amountDueTzs: number;
}

export interface DemoYearRecords {
  year: string;
  result: { state: DemoResultState; gpa: number; uploadedAt: string; comment: string | null };
  universityFee: DemoPayment;
  nhif: DemoPayment;
}

export interface DemoScholar {
  email: string;
  name: string;
  sex: 'Female' | 'Male';
  batchNo: 1 | 2;
  phoneNumber: string;
  universityName: string;
  universityRegistrationId: string;
  courseProgrammeName: string;
  enrolledYear: string;
  accountNumber: string | null;
  enrollmentStatus: 'Active' | 'Suspended' | 'Graduated' | 'Withdrawn';
  /** Why the status is not Active, as the officer wrote it in the audit log. */
  statusReason: string | null;
  joinedAt: string;
  years: DemoYearRecords[];
}

/** mulberry32: small, fast and the same sequence on every machine for one seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Weighted<T> = readonly (readonly [T, number])[];

const REJECTIONS = [
  'The transcript is not stamped by the university. Please upload the stamped copy.',
  'The document is for the wrong academic year.',
  'The scan is unreadable. Please upload a clearer copy.',
  'Only the first page was uploaded. Please upload the whole statement of results.',
];
const SUSPENSIONS = ['University fees unpaid after two reminders', 'Results for the year not submitted after three reminders'];
const WITHDRAWALS = ['Left the university for family reasons', 'Transferred to a programme outside the scholarship'];

const YEARS = { current: 'Y2024_2025', previous: 'Y2023_2024' } as const;

/** The cohort: the same 320 scholars, in the same order, on every call. */
export function demoCohort(seed = 2026): DemoScholar[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const weighted = <T>(choices: Weighted<T>): T => {
    let roll = next() * choices.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of choices) if ((roll -= weight) < 0) return value;
    return choices[choices.length - 1]![0];
  };
  const emails = new Set<string>();
  const scholars: DemoScholar[] = [];
  let serial = 0;
  for (const batchNo of [1, 2] as const) {
    const enrolled = batchNo === 1 ? 2023 : 2024;
    for (let i = 0; i < COHORT_SIZE[batchNo]; i++) {
      serial++;
      const sex: DemoScholar['sex'] = next() < 0.52 ? 'Female' : 'Male';
      const first = pick(FIRST_NAMES[sex]);
      const last = pick(SURNAMES);
      const base = `${first}.${last}`.toLowerCase();
      let email = `${base}@students.example`;
      for (let n = 2; emails.has(email); n++) email = `${base}${n}@students.example`;
      emails.add(email);
      const university = pick(DEMO_UNIVERSITIES);
      const status = weighted<DemoScholar['enrollmentStatus']>(
        batchNo === 1
          ? [
              ['Active', 82],
              ['Suspended', 6],
              ['Graduated', 8],
              ['Withdrawn', 4],
            ]
          : [
              ['Active', 92],
              ['Suspended', 5],
              ['Withdrawn', 3],
            ],
      );
      const statusReason =
        status === 'Suspended'
          ? pick(SUSPENSIONS)
          : status === 'Withdrawn'
            ? pick(WITHDRAWALS)
            : status === 'Graduated'
              ? 'Completed the programme'
              : null;
      const years = (batchNo === 1 ? [YEARS.previous, YEARS.current] : [YEARS.current]).map((year, y) =>
        yearRecords(year, serial, university.feeTzs, y === 0 && batchNo === 1, next, weighted, pick),
      );
      scholars.push({
        email,
        name: `${first} ${last}`,
        sex,
        batchNo,
        phoneNumber: `+2557${String(10_000_000 + serial * 7919).slice(-8)}`,
        universityName: university.name,
        universityRegistrationId: `${university.code}/${enrolled}/${String(1000 + ((serial * 37) % 9000)).padStart(4, '0')}`,
        courseProgrammeName: pick(university.programmes),
        enrolledYear: String(enrolled),
        // A few have not added their bank account yet.
        accountNumber: next() < 0.93 ? `0150${String(200_000_000 + serial).padStart(9, '0')}` : null,
        enrollmentStatus: status,
        statusReason,
        joinedAt: new Date(Date.UTC(enrolled, 10, 1 + (serial % 28), 8 + (serial % 9), serial % 60)).toISOString(),
        years,
      });
    }
  }
  return withSharedNumbers(scholars);
}

/**
 * Control numbers the payments desk must look at, unpaid: every 40th scholar submitted the university-fee number
 * of the scholar before them (DUPLICATE), and every 40th of batch 1 reused last year's NHIF number (REUSED).
 */
function withSharedNumbers(scholars: DemoScholar[]): DemoScholar[] {
  scholars.forEach((scholar, i) => {
    const current = scholar.years.at(-1)!;
    const before = scholars[i - 1]?.years.at(-1);
    if (i % 40 === 7 && before && before.universityFee.state !== 'MISSING')
      current.universityFee = { ...current.universityFee, state: 'UNPAID', controlNumber: before.universityFee.controlNumber };
    const lastYear = scholar.years.length === 2 ? scholar.years[0]! : null;
    if (i % 40 === 23 && lastYear && lastYear.nhif.state !== 'MISSING')
      current.nhif = { ...current.nhif, state: 'UNPAID', controlNumber: lastYear.nhif.controlNumber };
  });
  return scholars;
}

function yearRecords(
  year: string,
  serial: number,
  feeTzs: number,
  pastYear: boolean,
  next: () => number,
  weighted: <T>(choices: Weighted<T>) => T,
  pick: <T>(items: readonly T[]) => T,
): DemoYearRecords {
  const start = Number(year.slice(1, 5));
  const day = (month: number, offset: number) =>
    new Date(Date.UTC(start + (month < 7 ? 1 : 0), month, 1 + (offset % 27), 7 + (offset % 10), offset % 60)).toISOString();
  // A past year is mostly settled; the current one is under way.
  const resultState = weighted<DemoResultState>(
    pastYear
      ? [
          ['MISSING', 4],
          ['SUBMITTED', 4],
          ['APPROVED', 84],
          ['REJECTED', 8],
        ]
      : [
          ['MISSING', 18],
          ['SUBMITTED', 32],
          ['APPROVED', 40],
          ['REJECTED', 10],
        ],
  );
  const paymentState = () =>
    weighted<DemoPaymentState>(
      pastYear
        ? [
            ['MISSING', 3],
            ['UNPAID', 2],
            ['PROCESSING', 2],
            ['PAID', 88],
            ['FAILED', 5],
          ]
        : [
            ['MISSING', 20],
            ['UNPAID', 25],
            ['PROCESSING', 15],
            ['PAID', 34],
            ['FAILED', 6],
          ],
    );
  const yearDigit = String(start).slice(-1);
  const gpa = Math.round((2.4 + next() * 2.6) * 10) / 10;
  return {
    year,
    result: {
      state: resultState,
      gpa: Math.min(gpa, 5),
      uploadedAt: day(8 + (serial % 3), serial),
      comment:
        resultState === 'REJECTED'
          ? pick(REJECTIONS)
          : resultState === 'APPROVED' && next() < 0.3
            ? 'Approved. Keep up the good work.'
            : null,
    },
    universityFee: {
      state: paymentState(),
      controlNumber: `9951${yearDigit}${String(serial).padStart(7, '0')}`,
      // Spread over the first months of the year (September to January), so completion climbs month by month.
      submittedAt: day((8 + (serial % 5)) % 12, serial + 3),
      amountDueTzs: feeTzs,
    },
    nhif: {
      state: paymentState(),
      controlNumber: `9952${yearDigit}${String(serial).padStart(7, '0')}`,
      submittedAt: day((9 + (serial % 5)) % 12, serial + 5),
      amountDueTzs: NHIF_STUDENT_COVER_TZS,
    },
  };
}

/** The cohort the seed writes. */
export const DEMO_COHORT: readonly DemoScholar[] = demoCohort();

/** Invited, not signed up yet: the rest of batch 2's intake, some reminded already. */
export const DEMO_PENDING_INVITATIONS = Array.from({ length: 14 }, (_, i) => ({
  email: `intake2024.${String(i + 1).padStart(2, '0')}@students.example`,
  batchNo: 2,
  invitedAt: new Date(Date.UTC(2024, 9, 20 + (i % 7), 9, i)).toISOString(),
  sendCount: 1 + (i % 3),
}));

/** The second programme officer of the demo (the same development password as the first). */
export const DEMO_OFFICER = { email: 'officer@nuruyangu.example', name: 'Grace Mushi' } as const;
