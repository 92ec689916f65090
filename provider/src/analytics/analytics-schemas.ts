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
  batchNo: nullable('integer'),
  batches: { type: 'array', items: { type: 'integer' } },
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
  completion: object({
    expected: count,
    months: {
      type: 'array',
      items: object({
        month: { type: 'string', description: 'YYYY-MM in Tanzanian time' },
        ...Object.fromEntries(COMPLETION_KINDS.map((kind) => [kind, count])),
      }),
    },
  }),
  universities: {
    type: 'array',
    items: object({
      universityName: nullable('string'),
      scholars: count,
      programmes: { type: 'array', items: object({ programmeName: nullable('string'), scholars: count }) },
    }),
  },
  payments: {
    type: 'array',
    items: object({
      paymentType: { type: 'string', enum: [...PAYMENT_TYPES] },
      ...Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, count])),
    }),
  },
});
