import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { serviceUnavailable } from '../http/errors.js';
import { addToOutbox, type OutboxMessage } from './outbox-queries.js';

export interface Mailer {
  send(message: OutboxMessage): Promise<void>;
  close(): void;
}

const FROM = 'Nuru Yangu Scholarship Portal <no-reply@nuruyangu.example>';

/** What the caller is told (503) when the SMTP server cannot take the e-mail. */
export const MAIL_NOT_SENT = 'We could not send the e-mail. Please try again later.';

// A dead or silent SMTP server must fail the request well within the gateway's 10 s provider timeout
// (nodemailer waits up to 2 minutes by default). Query options in SMTP_URL still win over these.
const TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 5_000 };

/**
 * SMTP through nodemailer when smtpUrl is set; otherwise the outbox table plus a log line. A failed SMTP send
 * throws a 503 HttpError. The URL's query carries nodemailer's options: smtp:// upgrades with STARTTLS when the
 * server offers it, smtp://...?ignoreTLS=true stays plain (a local catcher with a self-signed certificate),
 * smtps:// is TLS from the start.
 */
export function createMailer(options: { smtpUrl?: string; db: Db; log: FastifyBaseLogger; production: boolean }): Mailer {
  const { smtpUrl, db, log, production } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport({ ...TIMEOUTS, url: smtpUrl });
    return {
      async send({ to, subject, text }) {
        try {
          await transport.sendMail({ from: FROM, to, subject, text });
        } catch (error) {
          log.error({ err: error, to, subject }, 'e-mail not sent: SMTP failed');
          throw serviceUnavailable(MAIL_NOT_SENT);
        }
        log.info({ to, subject }, 'e-mail sent');
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(message) {
      await addToOutbox(db, message);
      // Codes appear in the log only in development, where the outbox stands in for a mailbox.
      if (production) log.warn({ to: message.to, subject: message.subject }, 'SMTP_URL not set: e-mail kept in the outbox table');
      else log.info({ to: message.to, subject: message.subject, text: message.text }, 'outbox (development): e-mail not sent');
    },
    close() {},
  };
}
