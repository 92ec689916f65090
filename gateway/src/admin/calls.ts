import type { ProviderSession } from '../provider/session.js';

export interface InviteBody {
  emails: string[];
  batchNo: number;
}

/** ADMIN only; answers `{message, invited}`. */
export const postInviteStudents = (provider: ProviderSession, body: InviteBody) =>
  provider.send<unknown>('POST', '/admin/students/invite', body);
