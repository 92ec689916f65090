// DEVELOPMENT DEFAULTS: demo mentors, sessions and resources seeded with the demo accounts. Session times are
// days from the moment of seeding, so a fresh database always has upcoming and past sessions.

export interface SeedMentor {
  name: string;
  field: string;
  organisation: string;
  bio: string;
}

export const SEED_MENTORS: readonly SeedMentor[] = [
  {
    name: 'Dr. Rehema Mollel',
    field: 'Public health',
    organisation: 'Kilimanjaro Regional Referral Hospital',
    bio:
      'Physician and public-health researcher. Mentors scholars in medicine and the health sciences on internships, ' +
      'research and the first years of clinical practice.',
  },
  {
    name: 'Eng. Daudi Mushi',
    field: 'Software engineering',
    organisation: 'Pwani Data Lab',
    bio:
      'Leads an engineering team building mobile-money and agriculture data products. Talks about portfolios, ' +
      'internships and learning to code beyond the classroom.',
  },
  {
    name: 'Grace Mwakalinga',
    field: 'Education',
    organisation: 'Dodoma Teachers Network',
    bio: 'Mathematics teacher and teacher trainer for fifteen years. Helps future teachers prepare for placements and the job market.',
  },
  {
    name: 'Joseph Lyimo',
    field: 'Agribusiness',
    organisation: 'Shamba Bora Cooperative',
    bio: "Runs a farmers' cooperative in Morogoro. Mentors scholars who want to start or join an agricultural business.",
  },
];

export interface SeedSession {
  title: string;
  description: string;
  /** Index into SEED_MENTORS. */
  mentor: number;
  /** Days after (negative: before) the day of seeding, at 13:00 UTC (16:00 in Dar es Salaam). */
  inDays: number;
  durationMinutes: number;
  mode: 'ONLINE' | 'IN_PERSON';
  link: string | null;
  place: string | null;
  capacity: number;
  batchNo: number | null;
  /** E-mails of demo students registered for it. */
  registered: readonly string[];
}

const AMINA = 'amina.juma@students.example';
const BARAKA = 'baraka.mwita@students.example';
const NEEMA = 'neema.kimaro@students.example';
const JUMA = 'juma.hassan@students.example';

export const SEED_SESSIONS: readonly SeedSession[] = [
  {
    title: 'Writing a CV and cover letter that get read',
    description:
      'Bring your current CV. We go through what recruiters look at first, how to describe projects and volunteering, ' +
      'and how to write a short cover letter for an internship.',
    mentor: 1,
    inDays: 7,
    durationMinutes: 60,
    mode: 'ONLINE',
    link: 'https://meet.nuruyangu.example/cv-clinic',
    place: null,
    capacity: 30,
    batchNo: null,
    registered: [NEEMA],
  },
  {
    title: 'From scholar to professional: alumni panel',
    description: 'Three programme alumni talk about their first job, what they wish they had known as students, and answer your questions.',
    mentor: 0,
    inDays: 10,
    durationMinutes: 90,
    mode: 'IN_PERSON',
    link: null,
    place: 'Nuru Yangu Foundation office, Msasani, Dar es Salaam',
    capacity: 4,
    batchNo: null,
    registered: [AMINA, BARAKA, NEEMA],
  },
  {
    title: 'A day in the life of a software engineer',
    description: 'A visit to an engineering team: stand-up, code review and deployment, followed by questions about internships.',
    mentor: 1,
    inDays: 14,
    durationMinutes: 120,
    mode: 'IN_PERSON',
    link: null,
    place: 'Pwani Data Lab, Mikocheni, Dar es Salaam',
    capacity: 12,
    batchNo: 1,
    registered: [AMINA],
  },
  {
    title: 'Preparing for teaching practice',
    description: 'Lesson planning, classroom management and what school heads expect from a student teacher on placement.',
    mentor: 2,
    inDays: 21,
    durationMinutes: 60,
    mode: 'ONLINE',
    link: 'https://meet.nuruyangu.example/teaching-practice',
    place: null,
    capacity: 25,
    batchNo: 2,
    registered: [],
  },
  {
    title: 'Networking and LinkedIn basics',
    description: 'How to build a profile, ask for an informational interview and keep in touch with people you meet.',
    mentor: 1,
    inDays: -14,
    durationMinutes: 60,
    mode: 'ONLINE',
    link: 'https://meet.nuruyangu.example/networking',
    place: null,
    capacity: 40,
    batchNo: null,
    registered: [AMINA, JUMA],
  },
  {
    title: 'Agribusiness opportunities in Tanzania',
    description: 'A morning at the cooperative: value chains, financing a first business and where graduates find work in agriculture.',
    mentor: 3,
    inDays: -30,
    durationMinutes: 180,
    mode: 'IN_PERSON',
    link: null,
    place: 'Shamba Bora Cooperative, Morogoro',
    capacity: 15,
    batchNo: 1,
    registered: [BARAKA],
  },
];

export interface SeedResource {
  title: string;
  kind: 'ARTICLE' | 'VIDEO' | 'DOCUMENT' | 'LINK';
  url: string;
  description: string;
}

export const SEED_RESOURCES: readonly SeedResource[] = [
  {
    title: 'CV template for scholars',
    kind: 'DOCUMENT',
    url: 'https://nuruyangu.example/resources/cv-template.docx',
    description: 'A one-page CV layout with examples of how to list coursework, projects and volunteering.',
  },
  {
    title: 'How to prepare for an internship interview',
    kind: 'ARTICLE',
    url: 'https://nuruyangu.example/resources/internship-interviews',
    description: 'Common questions, how to answer them with examples, and what to ask the interviewer.',
  },
  {
    title: 'Recording: Networking and LinkedIn basics',
    kind: 'VIDEO',
    url: 'https://nuruyangu.example/resources/networking-recording',
    description: 'The recording of the networking session, for those who could not attend.',
  },
  {
    title: 'Career guide for health sciences students',
    kind: 'DOCUMENT',
    url: 'https://nuruyangu.example/resources/health-careers.pdf',
    description: 'Internship, registration and specialisation paths after a health sciences degree.',
  },
  {
    title: 'Where to find graduate vacancies',
    kind: 'LINK',
    url: 'https://nuruyangu.example/resources/job-portals',
    description: 'A list of the portals where employers publish graduate vacancies and internship programmes.',
  },
];

/** When a seed session starts, relative to the moment of seeding. */
export function seedSessionStart(inDays: number, now: Date): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + inDays, 13);
  return new Date(day);
}
