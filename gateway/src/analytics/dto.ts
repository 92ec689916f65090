import type { ProviderAnswer } from '../provider/contract.js';

// The provider's analytics answer as its OpenAPI document declares it.
export type AnalyticsDTO = ProviderAnswer<'/api/admin/analytics', 'get'>;
