import type { Lenient, ProviderBody, ProviderSchema } from '../provider/contract.js';

/** `GET /api/profile` as the provider answers it (docs/behaviour.md §7, server field names). */
export type ProfileDTO = Lenient<ProviderSchema<'Profile'>, 'id'>;

type ProfileInfo = ProviderBody<'/api/profile/info', 'put'>;

/**
 * `PUT /api/profile/info` body (docs/behaviour.md §7): every field, the programme's ones sent back as they are; the
 * password only with a change of the account number.
 */
export type ProfileInfoBody = Required<Omit<ProfileInfo, 'currentPassword'>> & Pick<ProfileInfo, 'currentPassword'>;
