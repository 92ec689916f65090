import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { addToOutbox, type OutboxMessage } from './outbox-queries.js';

export interface Mailer {
  send(message: OutboxMessage): Promise<void>;
  close(): void;
}

const FROM = 'Nuru Yangu Scholarship Portal <no-reply@nuruyangu.example>';

/** SMTP through nodemailer when smtpUrl is set; otherwise the outbox table plus a log line. */
export function createMailer(options: { smtpUrl?: string; db: Db; log: FastifyBaseLogger; production: boolean }): Mailer {
  const { smtpUrl, db, log, production } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send({ to, subject, text }) {
        await transport.sendMail({ from: FROM, to, subject, text });
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
