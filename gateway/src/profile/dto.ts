import type { Lenient, ProviderBody, ProviderSchema } from '../provider/contract.js';

/** `GET /api/profile` as the provider answers it (spec section 7, server field names). */
export type ProfileDTO = Lenient<ProviderSchema<'Profile'>, 'id'>;

/** `PUT /api/profile/info` body (spec section 7): every field, the programme's ones sent back as they are. */
export type ProfileInfoBody = Required<ProviderBody<'/api/profile/info', 'put'>>;
