import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/free-port.js';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../app.js';
import { MAX_CODES_PER_WINDOW } from '../email-codes/code-rules.js';
import { call, login, startProvider } from '../testing/http.js';
import { MAIL_NOT_SENT } from './mailer.js';

interface Received {
  to: string[];
  secure: boolean;
  subject: string;
  text: string;
}

/**
 * A real SMTP server on a loopback port that keeps what it receives. Like many servers it offers STARTTLS
 * (with smtp-server's self-signed certificate): the provider's URL says ?ignoreTLS=true to stay in plain SMTP.
 */
async function startSmtpServer(inbox: Received[], port: number): Promise<{ port: number; stop: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          secure: session.secure,
          ...readMessage(Buffer.concat(chunks).toString('utf8')),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Subject and plain text of a single-part message as nodemailer writes it (7bit or quoted-printable). */
function readMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '';
  const text = /quoted-printable/i.test(header('Content-Transfer-Encoding'))
    ? Buffer.from(
        body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8')
    : body;
  return { subject: header('Subject'), text };
}

const inbox: Received[] = [];
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let app: FastifyInstance;
let adminToken: string;
beforeAll(async () => {
  // A port no other test's server can be given during the outage below, so the server comes back on it.
  smtp = await startSmtpServer(inbox, await freePort());
  app = await startProvider({ seed: true, smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` });
  adminToken = await login(app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
});
afterAll(async () => {
  await app?.close();
  await smtp?.stop();
});

const invite = (email: string) =>
  call(app, 'POST', '/api/admin/students/invite', { token: adminToken, body: { emails: [email], batchNo: 2 } });
const initial = (email: string) =>
  call(app, 'POST', '/api/auth/signup/initial', { body: { email, password: '', confirmPassword: '', token: '' } });
const verify = (email: string, token: string) => call(app, 'POST', '/api/auth/signup/initial', { body: { email, token } });

/** The code of the newest verification e-mail the SMTP server received for that address (in both languages: no account yet). */
function receivedCode(email: string): string {
  const message = inbox.findLast(
    (m) => m.to.includes(email) && m.subject === 'Msimbo wako wa uthibitisho wa Nuru Yangu / Your Nuru Yangu verification code',
  );
  const code = message && /Your verification code is (\d{6})\./.exec(message.text)?.[1];
  if (!code) throw new Error(`no verification e-mail for ${email} in ${JSON.stringify(inbox)}`);
  return code;
}

describe('e-mail through a real SMTP server', () => {
  it('delivers the invitation and the sign-up code over plain SMTP, and the code verifies', async () => {
    const email = 'baraka.said@students.example';
    expect((await invite(email)).status).toBe(200);
    expect(inbox.filter((m) => m.to.includes(email)).map((m) => m.subject)).toEqual([
      'Umealikwa kwenye Mfumo wa Ufadhili wa Masomo wa Nuru Yangu / You are invited to the Nuru Yangu Scholarship Portal',
    ]);

    expect(await initial(email)).toEqual({ status: 200, body: { message: `A verification code has been sent to ${email}.` } });
    const code = receivedCode(email);
    expect(inbox.at(-1)).toMatchObject({ to: [email], secure: false });
    expect(inbox.at(-1)!.text).toContain('It expires in 15 minutes.');
    // With SMTP configured nothing goes to the outbox table.
    expect((await call(app, 'GET', `/api/dev/outbox?email=${encodeURIComponent(email)}`)).body).toEqual([]);

    expect(await verify(email, code)).toEqual({ status: 200, body: { message: 'Email verified successfully' } });
  });

  it('answers 503 while the SMTP server is down, keeps the delivered code, and lets the user retry once it is back', async () => {
    const email = 'neema.juma@students.example';
    expect((await invite(email)).status).toBe(200);
    expect((await initial(email)).status).toBe(200);
    const delivered = receivedCode(email);

    await smtp.stop();
    // More failed sends than the per-window code limit: undelivered codes must not count against the user.
    for (let attempt = 0; attempt < MAX_CODES_PER_WINDOW; attempt++) {
      expect(await initial(email)).toEqual({ status: 503, body: { message: MAIL_NOT_SENT, requestId: expect.any(String) } });
    }
    // The code already in the mailbox is still the one that counts.
    expect((await verify(email, delivered)).status).toBe(200);

    // An invitation made during the outage stands; the administrator is told its e-mail did not go out.
    const invitedDuringOutage = 'zuhura.ally@students.example';
    const outageInvite = await invite(invitedDuringOutage);
    expect(outageInvite.status).toBe(200);
    expect(outageInvite.body).toMatchObject({ invited: 1, unsent: [invitedDuringOutage] });
    expect((outageInvite.body as { message: string }).message).toContain(`could not be sent to ${invitedDuringOutage}`);

    smtp = await startSmtpServer(inbox, smtp.port);
    expect((await initial(invitedDuringOutage)).status).toBe(200);
    expect((await initial(email)).status).toBe(200);
    const fresh = receivedCode(email);
    expect(await verify(email, fresh)).toEqual({ status: 200, body: { message: 'Email verified successfully' } });
  });
});
