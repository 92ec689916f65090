import type { ControlNumberStatus, ProgrammeAnalytics } from '../generated/resolvers.js';
import type { AnalyticsDTO } from './dto.js';

const STATUSES: readonly ControlNumberStatus[] = ['UNPAID', 'PROCESSING', 'PAID', 'FAILED'];

/**
 * The provider's series as the schema's: GPA counts turned from one list per batch into one row per band
 * (what a grouped bar chart and its table read), and each payment type's statuses as a list.
 */
export function toAnalytics(dto: AnalyticsDTO): ProgrammeAnalytics {
  return {
    ...dto,
    gpaBands: dto.gpa.bands.map(({ from, to }, band) => ({
      from,
      to,
      batches: dto.gpa.batches.map(({ batchNo, counts }) => ({ batchNo: batchNo ?? null, count: counts[band] ?? 0 })),
    })),
    payments: dto.payments.map((counts) => ({
      type: counts.paymentType,
      statuses: STATUSES.map((status) => ({ status, count: counts[status] })),
    })),
  };
}
