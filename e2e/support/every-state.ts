// The programme in every state a screen words differently, for the language sweep (language-sweep.spec.ts), made
// through the provider's REST calls as scholars and officers make it: a scholar with results in every status and
// control numbers in every status, whose stipend is blocked; scholars whose stipend is in a draft run, approved, paid
// or failed, or who were left out by hand; runs in every state (a draft, one approved with a cancellation waiting, one
// paid with a failed and a reported transfer, one cancelled); an announcement with every tag; and an audit entry of
// every kind of record. A new officer reads the admin side.
import type { Account } from './accounts.js';
import {
  approveRun,
  cancelRun,
  changeRow,
  confirmTransferFailed,
  createRun,
  downloadBankFile,
  markRunPaid,
  reportTransferFailed,
  type Run,
} from './disbursement.js';
import { transcriptPdf } from './documents.js';
import { newOfficer, setOfficerActive } from './officers.js';
import {
  adminToken,
  call,
  changePaymentStatus,
  changeSettings,
  freshControlNumber,
  invite,
  paymentsOf,
  postAnnouncement,
  programmeSettings,
  reviewResult,
  setLanguage,
  signUpInvited,
  studentToken,
  submitControlNumber,
  uniqueEmail,
  uploadResult,
} from './provider.js';

/** The sweep's own batches, apart from the demo's (1 and 2) and admin-disbursement.spec.ts' (3 and on). */
const BATCH = { paid: 8, approved: 9, draft: 10 } as const;

export type StipendState = 'blocked' | 'excluded' | 'inRun' | 'approved' | 'paid' | 'failed';
type Signed = Account & { token: string };

export interface EveryState {
  /** Results and control numbers in every status; their stipend is blocked (results in review, no NHIF number). */
  scholar: Account;
  /** For the officer's scholar page: the scholar above, and one suspended since a run left them out by hand. */
  scholarIds: { 'results in every status': string; suspended: string };
  /** A scholar whose dashboard shows each stipend state. */
  stipends: Record<StipendState, Account>;
  /** An officer of the sweep's own, whose language can change without touching other tests' sign-ins. */
  officer: Account;
  announcementId: string;
  /** A run in each state; the approved one waits for a second officer to confirm its cancellation. */
  runIds: { draft: string; approved: string; paid: string; cancelled: string };
  /** Every account of the sweep speaks `language` from its next sign-in. */
  speak(language: 'en' | 'sw'): Promise<void>;
  /** The programme settings as they were. */
  restore(): Promise<void>;
}

/** Y2024_2025 → Y2023_2024. */
const yearBefore = (year: string) => year.replace(/^Y(\d{4})_(\d{4})$/, (_all, start: string, end: string) => `Y${+start - 1}_${+end - 1}`);

async function scholarOf(batchNo: number, name: string): Promise<Signed> {
  const account = { email: uniqueEmail('sweep'), password: 'Mwanafunzi#2026', name };
  await invite(account.email, batchNo);
  await signUpInvited(account.email, account.password, account.name);
  return { ...account, token: await studentToken(account.email, account.password) };
}

function upload(scholar: Signed, year: string): Promise<string> {
  const file = { name: `transcript-${year}.pdf`, type: 'application/pdf', bytes: transcriptPdf(scholar.name) };
  return uploadResult(scholar.token, file, year);
}

/** A scholar with everything a run asks of the year: approved results, both control numbers, a bank account. */
async function eligibleScholar(batchNo: number, name: string, year: string): Promise<Signed> {
  const scholar = await scholarOf(batchNo, name);
  await submitControlNumber(scholar.token, 'UNIVERSITY_FEE', freshControlNumber(), year);
  await submitControlNumber(scholar.token, 'NHIF', freshControlNumber(), year);
  await reviewResult(await upload(scholar, year), 'APPROVED');
  return scholar;
}

async function scholarId(email: string): Promise<string> {
  const { items } = await call<{ items: Array<{ id: string; email: string }> }>(`/admin/students?search=${encodeURIComponent(email)}`, {
    token: await adminToken(),
  });
  const found = items.find((item) => item.email === email);
  if (!found) throw new Error(`No scholar ${email}`);
  return found.id;
}

/** Results of three years, one in each status, and control numbers in every status the desk records. */
async function scholarOfEveryStatus(year: string): Promise<Signed> {
  const scholar = await scholarOf(BATCH.paid, 'Mwanaidi Kombo');
  const lastYear = yearBefore(year);
  const yearBeforeLast = yearBefore(lastYear);
  await upload(scholar, year);
  await reviewResult(await upload(scholar, lastYear), 'REJECTED', 'The transcript is not stamped by the university.');
  await reviewResult(await upload(scholar, yearBeforeLast), 'APPROVED', 'Approved. Keep up the good work.');
  await submitControlNumber(scholar.token, 'UNIVERSITY_FEE', freshControlNumber(), year);
  await submitControlNumber(scholar.token, 'UNIVERSITY_FEE', freshControlNumber(), lastYear);
  await submitControlNumber(scholar.token, 'NHIF', freshControlNumber(), lastYear);
  await submitControlNumber(scholar.token, 'UNIVERSITY_FEE', freshControlNumber(), yearBeforeLast);
  const payments = await paymentsOf(scholar.token);
  const payment = (type: string, paymentYear: string) => payments.find((p) => p.paymentType === type && p.paymentYear === paymentYear)!.id;
  await changePaymentStatus(payment('UNIVERSITY_FEE', lastYear), 'PROCESSING');
  await changePaymentStatus(payment('UNIVERSITY_FEE', lastYear), 'PAID');
  await changePaymentStatus(payment('NHIF', lastYear), 'FAILED', 'The control number has expired');
  await changePaymentStatus(payment('UNIVERSITY_FEE', yearBeforeLast), 'PROCESSING');
  return scholar;
}

/** Added, then removed: an audit entry of each kind of mentorship record, and nothing left on the scholars' pages. */
async function mentorshipChanges(token: string, stamp: string) {
  const mentor = await call<{ id: string }>('/mentorship/mentors', {
    body: { name: `Mshauri ${stamp}`, field: 'Engineering', organisation: 'Pwani Data Lab' },
    token,
  });
  const session = await call<{ id: string }>('/mentorship/sessions', {
    body: {
      title: `Kikao ${stamp}`,
      mentorId: mentor.id,
      startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      durationMinutes: 60,
      mode: 'ONLINE',
      link: 'https://meet.example/kikao',
      capacity: 10,
      batchNo: BATCH.draft,
    },
    token,
  });
  const resource = await call<{ id: string }>('/mentorship/resources', {
    body: { title: `Makala ${stamp}`, kind: 'ARTICLE', url: 'https://example.org/makala' },
    token,
  });
  await call(`/mentorship/sessions/${session.id}`, { method: 'DELETE', token });
  await call(`/mentorship/resources/${resource.id}`, { method: 'DELETE', token });
  await call(`/mentorship/mentors/${mentor.id}`, { method: 'DELETE', token });
}

export async function seedEveryState(): Promise<EveryState> {
  const stamp = String(Date.now()).slice(-9);
  const instalments = { first: `Sweep ${stamp} A`, second: `Sweep ${stamp} B` };
  const before = await programmeSettings();
  await changeSettings({
    activeBatches: [...new Set([...before.activeBatches, ...Object.values(BATCH)])],
    stipendInstalments: [...before.stipendInstalments, instalments.first, instalments.second],
  });
  const restore = async () => {
    await changeSettings({ activeBatches: before.activeBatches, stipendInstalments: before.stipendInstalments });
  };
  try {
    const year = before.currentAcademicYear;
    const officer = { email: `sweep.officer.${stamp}@nuruyangu.example`, password: 'Afisa!2026sweep', name: 'Zawadi Mrema' };
    await newOfficer(officer);
    // Switched off and on again by the first administrator: the audit log's administrator entries.
    await setOfficerActive(officer.email, false);
    await setOfficerActive(officer.email, true);
    const checker = await studentToken(officer.email, officer.password);
    const maker = await adminToken();

    const blocked = await scholarOfEveryStatus(year);
    const paid = await eligibleScholar(BATCH.paid, 'Halima Temba', year);
    const failed = await eligibleScholar(BATCH.paid, 'Omari Swai', year);
    const excluded = await eligibleScholar(BATCH.paid, 'Upendo Nkya', year);
    const approved = await eligibleScholar(BATCH.approved, 'Saidi Magesa', year);
    const inRun = await eligibleScholar(BATCH.draft, 'Jesca Ngowi', year);
    const ids = {
      blocked: await scholarId(blocked.email),
      paid: await scholarId(paid.email),
      failed: await scholarId(failed.email),
      excluded: await scholarId(excluded.email),
    };

    // Paid, with a changed amount, a scholar left out by hand, a confirmed failure and a failure only reported.
    let paidRun: Run = await createRun(maker, { instalment: instalments.first, academicYear: year, batchNo: BATCH.paid });
    paidRun = await changeRow(maker, paidRun, ids.excluded, { excluded: true, reason: 'Deferred to the next semester at her request' });
    paidRun = await changeRow(maker, paidRun, ids.paid, { amountTzs: 500_000, reason: 'Fieldwork top-up agreed with the bursar' });
    paidRun = await approveRun(checker, paidRun);
    await downloadBankFile(checker, paidRun);
    paidRun = await markRunPaid(checker, paidRun);
    paidRun = await reportTransferFailed(checker, paidRun, ids.failed, 'The bank reports the account as closed');
    paidRun = await confirmTransferFailed(maker, paidRun, ids.failed);
    await reportTransferFailed(maker, paidRun, ids.paid, 'The account name does not match the account number');
    // The scholar left out by hand is suspended since: the audit log's scholar entry.
    await call(`/admin/students/${ids.excluded}/status`, {
      method: 'PUT',
      body: { status: 'SUSPENDED', reason: 'University fees unpaid after two reminders', expectedStatus: 'ACTIVE' },
      token: maker,
    });

    // Approved, its bank file downloaded, and a cancellation waiting for a second officer.
    let approvedRun = await approveRun(
      checker,
      await createRun(maker, { instalment: instalments.first, academicYear: year, batchNo: BATCH.approved }),
    );
    await downloadBankFile(checker, approvedRun);
    approvedRun = await cancelRun(maker, approvedRun, 'Wrong bank branch on the file');

    const cancelledRun = await createRun(maker, { instalment: instalments.second, academicYear: year, batchNo: BATCH.draft });
    await cancelRun(maker, cancelledRun, 'Made for the wrong instalment');
    const draftRun = await createRun(maker, { instalment: instalments.first, academicYear: year, batchNo: BATCH.draft });

    const announcementId = await postAnnouncement(
      `Orientation for batch 1 and batch 2 scholarship holders ${stamp}`,
      'Bring your academic documents to the mentorship orientation before the application deadline; the stipend payment follows.',
      { batchNo: BATCH.paid, requiresAcknowledgement: true },
    );
    await mentorshipChanges(maker, stamp);

    const accounts = [blocked, paid, failed, excluded, approved, inRun, { ...officer, token: checker }];
    const speak = async (language: 'en' | 'sw') => {
      for (const account of accounts) await setLanguage(account.token, language);
    };
    const account = ({ email, password, name }: Signed): Account => ({ email, password, name });
    return {
      scholar: account(blocked),
      scholarIds: { 'results in every status': ids.blocked, suspended: ids.excluded },
      stipends: {
        blocked: account(blocked),
        excluded: account(excluded),
        inRun: account(inRun),
        approved: account(approved),
        paid: account(paid),
        failed: account(failed),
      },
      officer,
      announcementId,
      runIds: { draft: draftRun.id, approved: approvedRun.id, paid: paidRun.id, cancelled: cancelledRun.id },
      speak,
      restore,
    };
  } catch (error) {
    await restore();
    throw error;
  }
}
