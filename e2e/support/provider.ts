// Direct calls to the reference provider, for what a test sets up outside the browser:
// inviting a scholar (the admin screen comes later) and reading the development outbox.
import { providerApi } from './ports.js';

async function call<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(`${providerApi}${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

export async function adminToken(): Promise<string> {
  const { SEED_ADMIN } = await import('@nuru/provider/seed');
  const answer = await call<{ loginResponseDTO: { token: string } }>('/auth/login', {
    body: { email: SEED_ADMIN.email, password: SEED_ADMIN.password },
  });
  return answer.loginResponseDTO.token;
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

export async function revoke(token: string): Promise<void> {
  await call('/logout', { method: 'POST', token });
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@students.example`;
}
