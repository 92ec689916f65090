import { PAYMENT_STATUSES, PAYMENT_TYPES } from '../db/schema.js';
import { nullable } from '../http/schemas.js';
import { COMPLETION_KINDS } from './analytics-rules.js';

const count = { type: 'integer', minimum: 0 } as const;
const counts = (description: string) => ({ type: 'array', description, items: count }) as const;
const object = (properties: Record<string, unknown>, description?: string) =>
  ({ type: 'object', required: Object.keys(properties), properties, ...(description ? { description } : {}) }) as const;

export const analyticsQuerySchema = {
  type: 'object',
  properties: {
    year: { type: 'string', maxLength: 20, description: "Provider form, e.g. Y2024_2025; default the programme's current year" },
    batchNo: { type: 'string', maxLength: 20, description: 'One batch; default every batch' },
  },
} as const;

/** The series behind /admin/analytics: plain counts, in the order the charts show them. */
export const analyticsSchema = object({
  year: { type: 'string', description: 'Provider form, e.g. Y2024_2025' },
  batchNo: { ...nullable('integer'), description: 'The batch filtered on; null for every batch' },
  batches: { type: 'array', items: { type: 'integer' }, description: 'The batches one may filter on: with scholars or active, in order' },
  gpa: object(
    {
      bands: {
        type: 'array',
        description: 'GPA bands in order: from (included) to (excluded, except the last, which holds 5.0)',
        items: object({ from: { type: 'number' }, to: { type: 'number' } }),
      },
      batches: {
        type: 'array',
        description: 'Each batch in scope (scholars without a batch: batchNo null), with one count per band',
        items: object({ batchNo: nullable('integer'), counts: counts("The year's results (rejected ones left out) in each band") }),
      },
    },
    "The year's GPAs per batch",
  ),
  completion: object(
    {
      expected: { ...count, description: 'Active scholars in scope: the whole of each line' },
      months: {
        type: 'array',
        description: 'Each month of the academic year up to now (stretched to a submission outside it), in order',
        items: object({
          month: { type: 'string', description: 'YYYY-MM in Tanzanian time' },
          ...Object.fromEntries(
            COMPLETION_KINDS.map((kind) => [kind, { ...count, description: 'Active scholars who had by the end of the month' }]),
          ),
        }),
      },
    },
    "How many Active scholars had uploaded the year's results and submitted each control number, month by month",
  ),
  universities: {
    type: 'array',
    description: 'Active scholars per university (most first), each with its programmes; null for a name not given',
    items: object({
      universityName: nullable('string'),
      scholars: count,
      programmes: { type: 'array', items: object({ programmeName: nullable('string'), scholars: count }) },
    }),
  },
  payments: {
    type: 'array',
    description: "The year's control numbers of each type, by status",
    items: object({
      paymentType: { type: 'string', enum: [...PAYMENT_TYPES] },
      ...Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, count])),
    }),
  },
});
