import type { ProviderSession } from '../provider/session.js';

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
}

export const putChangePassword = (provider: ProviderSession, body: ChangePasswordBody) =>
  provider.send<unknown>('PUT', '/settings/change-password', body);
