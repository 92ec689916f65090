import { ADMIN_ONLY } from '@nuru/rules/admin';
import { REMINDERS_FAILED } from '@nuru/rules/reminders';
import { asAdmin } from '../access/admin.js';
import { sessionAware } from '../errors/session.js';
import type { ReminderKind } from '../generated/resolvers.js';
import type { ProviderAnswer } from '../provider/contract.js';
import type { ProviderSession } from '../provider/session.js';

export type ReminderOutcomeDTO = ProviderAnswer<'/api/admin/reminders', 'post'>;

const failure = {
  messages: sessionAware((status, providerMessage) => (status === 403 ? ADMIN_ONLY : (providerMessage ?? REMINDERS_FAILED))),
};

/** Reminder e-mails to scholars missing a document of a year (ADMIN only: asked before any provider call). */
export class RemindersService {
  constructor(private readonly provider: ProviderSession) {}

  send(kind: ReminderKind, year: string, batchNo?: number | null): Promise<ReminderOutcomeDTO> {
    return asAdmin(
      this.provider,
      () => this.provider.send<ReminderOutcomeDTO>('POST', '/admin/reminders', { kind, year, ...(batchNo ? { batchNo } : {}) }),
      failure,
    );
  }
}
