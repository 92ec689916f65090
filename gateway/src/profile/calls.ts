import type { ProviderSession } from '../provider/session.js';
import type { ProfileDTO, ProfileInfoBody } from './dto.js';

export const getProfile = (provider: ProviderSession) => provider.get<ProfileDTO>('/profile');

export const putProfileInfo = (provider: ProviderSession, body: ProfileInfoBody) =>
  provider.send<unknown>('PUT', '/profile/info', body);

export const postEmailChangeCode = (provider: ProviderSession, body: { password: string; newEmail: string }) =>
  provider.send<{ message?: string }>('POST', '/profile/email/code', body);

export const postEmailChange = (provider: ProviderSession, body: { newEmail: string; code: string }) =>
  provider.send<unknown>('POST', '/profile/email', body);
