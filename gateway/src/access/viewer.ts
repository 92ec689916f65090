import type { Role } from '../generated/resolvers.js';
import type { Lenient, ProviderSchema } from '../provider/contract.js';
import type { ProviderSession } from '../provider/session.js';
import { normaliseRole } from './role.js';

/** What every domain may need to know of the caller: `GET /profile` carries the role. */
export type ViewerDTO = Lenient<Pick<ProviderSchema<'Profile'>, 'role'>>;

/**
 * The caller's profile (`GET /profile`), read at most once per request however many domains ask (the
 * session memoises reads). Untranslated: each service words its failure for its own operation.
 */
export const readViewer = <T extends ViewerDTO = ViewerDTO>(provider: ProviderSession): Promise<T> => provider.get<T>('/profile');

export const viewerRole = async (provider: ProviderSession): Promise<Role> => normaliseRole((await readViewer(provider)).role);
