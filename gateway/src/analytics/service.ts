import { asAdmin } from '../access/admin.js';

import type { ProviderSession } from '../provider/session.js';
import type { AnalyticsDTO } from './dto.js';
import { analyticsFailure } from './messages.js';

/** The filters as the provider's query string (the year already in its form, from the AcademicYear scalar). */
export function analyticsQuery(year?: string | null, batchNo?: number | null): '' | `?${string}` {
  const query = new URLSearchParams();
  if (year) query.set('year', year);
  if (batchNo !== null && batchNo !== undefined) query.set('batchNo', String(batchNo));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The provider's analytics (ADMIN only): the caller is checked before anything is asked of the provider. */
export class AnalyticsService {
  constructor(private readonly provider: ProviderSession) {}

  programme(year?: string | null, batchNo?: number | null): Promise<AnalyticsDTO> {
    return asAdmin(
      this.provider,
      () => this.provider.get<AnalyticsDTO>(`/admin/analytics${analyticsQuery(year, batchNo)}`),
      analyticsFailure,
    );
  }
}
