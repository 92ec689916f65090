// Direct calls to the reference provider, for what a test sets up outside the browser:
// inviting a scholar (the admin screen comes later), reading the development outbox, revoking a token.
import { seededAdmin, type Account } from './accounts.js';
import { providerApi } from './ports.js';

/** A call to the provider's REST API as its JSON answer; anything but 2xx throws with the provider's answer. */
export async function call<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const method = init.method ?? (init.body ? 'POST' : 'GET');
  const response = await fetch(`${providerApi}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

// One admin login per test worker: the provider rate-limits logins per e-mail.
let adminTokenPromise: Promise<string> | undefined;

export function adminToken(): Promise<string> {
  adminTokenPromise ??= call<{ loginResponseDTO: { token: string } }>('/auth/login', {
    body: { email: seededAdmin.email, password: seededAdmin.password },
  }).then((answer) => answer.loginResponseDTO.token);
  return adminTokenPromise;
}

export async function invite(email: string, batchNo = 1): Promise<void> {
  await call('/admin/students/invite', { body: { emails: [email], batchNo }, token: await adminToken() });
}

/** The newest code e-mailed to an address, waiting briefly for it to arrive. */
export async function latestCode(email: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const mails = await call<Array<{ code: string | null }>>(`/dev/outbox?email=${encodeURIComponent(email)}`);
    const code = mails.find((mail) => mail.code)?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No code was e-mailed to ${email}`);
}

/** The e-mails sent to an address, newest first, read from the development outbox. */
export function mailsTo(email: string): Promise<Array<{ subject: string; text: string }>> {
  return call(`/dev/outbox?email=${encodeURIComponent(email)}`);
}

/** A six-digit code that is certainly not the one sent. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** Ends a session server-side, as logging out from another tab or an administrator would. */
export async function revoke(token: string): Promise<void> {
  await call('/logout', { method: 'POST', token });
}

/** A new scholar signed up through the provider's REST calls (the browser flow itself is signup.spec.ts). */
export async function registerStudent(email: string, password: string, name: string): Promise<void> {
  await invite(email);
  await signUpInvited(email, password, name);
}

/**
 * The sign-up steps of an administrator's invitation (no scholar profile: the password finishes it); the first one
 * fails, saying why, while the invitation waits for a second administrator's confirmation.
 */
export async function signUpInvitedOfficer(email: string, password: string): Promise<void> {
  await call('/auth/signup/initial', { body: { email, password: '', confirmPassword: '', token: '' } });
  await call('/auth/signup/initial', { body: { email, token: await latestCode(email) } });
  await call('/auth/signup/set-password', { body: { email, password } });
}

/** The sign-up steps of an e-mail already invited (by a test or on the admin screens). */
export async function signUpInvited(email: string, password: string, name: string, profile: Partial<ProfileFields> = {}): Promise<void> {
  await call('/auth/signup/initial', { body: { email, password: '', confirmPassword: '', token: '' } });
  await call('/auth/signup/initial', { body: { email, token: await latestCode(email) } });
  await call('/auth/signup/set-password', { body: { email, password } });
  await call('/auth/signup/complete', {
    body: {
      email,
      name,
      sex: 'Female',
      phoneNumber: '+255713000200',
      universityName: 'Ardhi University',
      universityRegistrationId: 'ARU/2025/0042',
      courseProgrammeName: 'BSc Urban Planning',
      enrolledYear: '2025',
      accountNumber: '0150100000200',
      ...profile,
    },
  });
}

type ProfileFields = { universityName: string; courseProgrammeName: string; universityRegistrationId: string };

/**
 * An announcement, to every batch unless one is given, as an officer sends it from the admin screen (admin-desk.spec.ts);
 * answers its id.
 */
export async function postAnnouncement(
  title: string,
  content: string,
  { batchNo = null, requiresAcknowledgement = false }: { batchNo?: number | null; requiresAcknowledgement?: boolean } = {},
): Promise<string> {
  const created = await call<{ data: { announcementId: string } }>('/announcements/admin/create', {
    body: { title, content, batchNo, requiresAcknowledgement },
    token: await adminToken(),
  });
  return created.data.announcementId;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@students.example`;
}

let lastControlNumber = 0;

/**
 * Twelve digits no other submission of the run has (the provider refuses a number already on a payment): from the
 * clock, always rising; the leading 8 keeps them apart from the seed's numbers (99…) and other tests' (9…).
 */
export function freshControlNumber(): string {
  lastControlNumber = Math.max(lastControlNumber + 1, (Date.now() % 1e10) * 10);
  return `8${String(lastControlNumber).padStart(11, '0')}`;
}

/** A freshly registered scholar with a unique e-mail, so a test starts with no results or payments. */
export async function newStudent(prefix: string, name: string): Promise<Account> {
  const account = { email: uniqueEmail(prefix), password: 'Scholar#2026', name };
  await registerStudent(account.email, account.password, account.name);
  return account;
}

/** The provider's own sign-in, for setting an account's records up without the browser. */
export async function studentToken(email: string, password: string): Promise<string> {
  const answer = await call<{ loginResponseDTO: { token: string } }>('/auth/login', { body: { email, password } });
  return answer.loginResponseDTO.token;
}

export async function submitControlNumber(
  token: string,
  paymentType: 'UNIVERSITY_FEE' | 'NHIF',
  controlNumber: string,
  paymentYear = 'Y2024_2025',
  amountTzs?: number,
) {
  await call('/v2/payment/submit-controlNumber', { body: { controlNumber, paymentType, paymentYear, amountTzs }, token });
}

/** Uploads a document straight to the provider (the browser's upload is results.spec.ts); answers its file name. */
export async function uploadResult(
  token: string,
  file: { name: string; type: string; bytes: Buffer },
  year = 'Y2024_2025',
  gpa = '3.8',
): Promise<string> {
  const form = new FormData();
  form.append('year', year);
  form.append('gpa', gpa);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${providerApi}/results/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`POST /results/upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { fileName: string }).fileName;
}

/** An officer's review of an upload, as the review desk sends it (the desk itself is admin-results.spec.ts). */
export async function reviewResult(fileName: string, status: 'APPROVED' | 'REJECTED', comment?: string): Promise<void> {
  await call(`/admin/results/${encodeURIComponent(fileName)}/review`, {
    method: 'PUT',
    body: { status, comment, expectedStatus: 'SUBMITTED' },
    token: await adminToken(),
  });
}

export function approveResult(fileName: string): Promise<void> {
  return reviewResult(fileName, 'APPROVED');
}

/** The scholar's control numbers as the provider lists them, with the ids the payments desk changes them by. */
export function paymentsOf(token: string): Promise<Array<{ id: string; paymentType: string; paymentYear: string }>> {
  return call('/v2/payment/history', { token });
}

/** What the payments desk records happened to a control number (a failure with the reason the scholar reads). */
export async function changePaymentStatus(id: string, status: 'PROCESSING' | 'PAID' | 'FAILED', reason?: string): Promise<void> {
  await call(`/admin/payments/${id}/status`, { method: 'PUT', body: { status, reason }, token: await adminToken() });
}

/** The account's language, as its owner saves it on the settings page; the portal speaks it from the next sign-in. */
export async function setLanguage(token: string, language: 'en' | 'sw'): Promise<void> {
  await call('/settings/preferences/update', { body: { language }, token });
}

type ProgrammeSettings = {
  currentAcademicYear: string;
  activeBatches: number[];
  stipendAmountTzs: number;
  stipendInstalments: string[];
  maxStipendsPerYear: number;
};

export async function programmeSettings(): Promise<ProgrammeSettings> {
  return call<ProgrammeSettings>('/admin/settings/programme', { token: await adminToken() });
}

/** Changes the programme settings as an officer does and answers them as they were, to put back afterwards. */
export async function changeSettings(change: Partial<ProgrammeSettings>): Promise<ProgrammeSettings> {
  const token = await adminToken();
  const before = await programmeSettings();
  await call('/admin/settings/programme', { method: 'PUT', body: { ...before, ...change }, token });
  return before;
}
