import type { ProviderSession } from '../provider/session.js';
import type { ProfileDTO, ProfileInfoBody } from './dto.js';

export const getProfile = (provider: ProviderSession) => provider.get<ProfileDTO>('/profile');

export const putProfileInfo = (provider: ProviderSession, body: ProfileInfoBody) =>
  provider.send<unknown>('PUT', '/profile/info', body);
