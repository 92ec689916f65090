import type { ProviderBody } from '../provider/contract.js';

/** `POST /api/auth/signup/complete` body (docs/behaviour.md §7). `batchNo` never sent: the invitation's. */
export type SignupCompleteBody = ProviderBody<'/api/auth/signup/complete', 'post'>;
