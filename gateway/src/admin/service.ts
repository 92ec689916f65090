import { withProviderErrors, type FailureRules } from '../errors/provider-failure.js';
import type { ProviderBody } from '../provider/contract.js';
import type { ProviderSession } from '../provider/session.js';
import { inviteMessage } from './messages.js';

export type InviteBody = ProviderBody<'/api/admin/students/invite', 'post'>;

const inviting: FailureRules = { messages: inviteMessage };

/** The provider's administration calls (ADMIN only), failing in the admin screens' words. */
export class AdminService {
  constructor(private readonly provider: ProviderSession) {}

  /** `POST /admin/students/invite`: answers `{message, invited}`. */
  invite(body: InviteBody): Promise<unknown> {
    return withProviderErrors(() => this.provider.send<unknown>('POST', '/admin/students/invite', body), inviting);
  }
}
