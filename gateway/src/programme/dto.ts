import type { ProviderSchema } from '../provider/contract.js';

/** `GET /api/programme`: the programme's settings every signed-in person may read. */
export type ProgrammeDTO = ProviderSchema<'Programme'>;
