import { isProviderYear } from '../academic-year/year-rules.js';
import { PAYMENT_STATUSES, PAYMENT_TYPES } from '../db/schema.js';

// The series behind the analytics charts, built from the database's counts: pure, so each rule has its table test.

/** A GPA band: from (included) up to `to` (excluded, except the last band, which holds 5.0 itself). */
export interface GpaBand {
  from: number;
  to: number;
}

/** Below 2.0 (a fail on the 5-point scale), then half points up to 5.0. */
export const GPA_BANDS: readonly GpaBand[] = [
  { from: 0, to: 2 },
  { from: 2, to: 2.5 },
  { from: 2.5, to: 3 },
  { from: 3, to: 3.5 },
  { from: 3.5, to: 4 },
  { from: 4, to: 4.5 },
  { from: 4.5, to: 5 },
];

/** The index of a GPA's band; a GPA off the 0–5 scale belongs to none (-1). */
export function gpaBandOf(gpa: number): number {
  if (!Number.isFinite(gpa) || gpa < 0 || gpa > 5) return -1;
  // A GPA is stored as a double: 2.9999999 is 3.0 as people wrote it.
  const rounded = Math.round(gpa * 1000) / 1000;
  const index = GPA_BANDS.findIndex((band) => rounded >= band.from && rounded < band.to);
  return index === -1 ? GPA_BANDS.length - 1 : index;
}

export type BatchNo = number | null;

/** How many of the year's GPAs fall in each band, per batch: one count per band, in GPA_BANDS' order. */
export function gpaDistribution(
  rows: readonly { batchNo: BatchNo; gpa: number; results: number }[],
  batches: readonly BatchNo[],
): { batchNo: BatchNo; counts: number[] }[] {
  const counted = new Map(batches.map((batchNo) => [batchNo, GPA_BANDS.map(() => 0)]));
  for (const { batchNo, gpa, results } of rows) {
    const band = gpaBandOf(gpa);
    const counts = counted.get(batchNo);
    if (band === -1 || !counts) continue;
    counts[band]! += results;
  }
  return [...counted].map(([batchNo, counts]) => ({ batchNo, counts }));
}

/** The batches a chart shows: the one filtered on, else each batch with scholars and each active one, in order. */
export function batchesInScope(withScholars: readonly BatchNo[], activeBatches: readonly number[], batchNo?: number): BatchNo[] {
  if (batchNo !== undefined) return [batchNo];
  const all = new Set<BatchNo>([...withScholars, ...activeBatches]);
  return [...all].sort((a, b) => (a ?? Infinity) - (b ?? Infinity));
}

/** The academic year runs from August of its first calendar year through July of the next. */
export const FIRST_MONTH_OF_YEAR = 8;

/** 'YYYY-MM' of a month counted from year 0 (month index 12 * year + month - 1). */
const monthName = (index: number) => `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
const monthIndex = (name: string) => Number(name.slice(0, 4)) * 12 + Number(name.slice(5, 7)) - 1;

/**
 * The months a completion chart spans: the academic year's (Y2024_2025: 2024-08 through 2025-07), not past
 * the current month (nothing has happened there yet), and stretched to take in a submission outside them
 * (results of a year are often uploaded after it ends).
 */
export function monthsOf(year: string, currentMonth: string, eventMonths: readonly string[]): string[] {
  const first = Number(year.slice(1, 5)) * 12 + FIRST_MONTH_OF_YEAR - 1;
  const last = first + 11;
  const events = eventMonths.map(monthIndex);
  const start = Math.min(first, ...events);
  const end = Math.max(Math.min(last, Math.max(first, monthIndex(currentMonth))), ...events);
  return Array.from({ length: end - start + 1 }, (_, i) => monthName(start + i));
}

export const COMPLETION_KINDS = ['results', 'universityFee', 'nhif'] as const;
export type CompletionKind = (typeof COMPLETION_KINDS)[number];

/** Per month, how many scholars had done each thing by the month's end (a running total of each month's firsts). */
export function cumulativeCompletion(
  months: readonly string[],
  firsts: readonly { kind: CompletionKind; month: string; scholars: number }[],
): ({ month: string } & Record<CompletionKind, number>)[] {
  const totals: Record<CompletionKind, number> = { results: 0, universityFee: 0, nhif: 0 };
  return months.map((month) => {
    for (const first of firsts) if (first.month === month) totals[first.kind] += first.scholars;
    return { month, ...totals };
  });
}

/** Universities with the most scholars first (then by name), each with its programmes the same way. */
export function scholarsByUniversity(rows: readonly { universityName: string | null; programmeName: string | null; scholars: number }[]) {
  const byName = (a: { name: string | null; scholars: number }, b: { name: string | null; scholars: number }) =>
    b.scholars - a.scholars || (a.name ?? '\uffff').localeCompare(b.name ?? '\uffff');
  const universities = new Map<
    string | null,
    { name: string | null; scholars: number; programmes: { name: string | null; scholars: number }[] }
  >();
  for (const { universityName, programmeName, scholars } of rows) {
    const university = universities.get(universityName) ?? { name: universityName, scholars: 0, programmes: [] };
    university.scholars += scholars;
    university.programmes.push({ name: programmeName, scholars });
    universities.set(universityName, university);
  }
  return [...universities.values()]
    .map((university) => ({ ...university, programmes: university.programmes.sort(byName) }))
    .sort(byName)
    .map(({ name, scholars, programmes }) => ({
      universityName: name,
      scholars,
      programmes: programmes.map((programme) => ({ programmeName: programme.name, scholars: programme.scholars })),
    }));
}

type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Each payment type with a count for every status, zeros included, so every chart has the same bars. */
export function paymentsByStatus(rows: readonly { paymentType: string; status: string; payments: number }[]) {
  return PAYMENT_TYPES.map((paymentType) => {
    const counts = Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, 0])) as Record<PaymentStatus, number>;
    for (const row of rows)
      if (row.paymentType === paymentType && row.status in counts) counts[row.status as PaymentStatus] += row.payments;
    return { paymentType, ...counts };
  });
}

export const ANALYTICS_FILTER_MESSAGES = {
  year: 'year must look like Y2024_2025',
  batchNo: 'batchNo must be a whole number of at least 1',
} as const;

/** The address's filters: a year in the provider's form (else the programme's current one) and an optional batch. */
export function analyticsFilter(
  query: { year?: string; batchNo?: string },
  currentYear: string,
): { year: string; batchNo?: number } | { problem: string } {
  const year = query.year?.trim() || currentYear;
  if (!isProviderYear(year)) return { problem: ANALYTICS_FILTER_MESSAGES.year };
  const batch = query.batchNo?.trim();
  if (!batch) return { year };
  if (!/^\d{1,6}$/.test(batch) || Number(batch) < 1) return { problem: ANALYTICS_FILTER_MESSAGES.batchNo };
  return { year, batchNo: Number(batch) };
}

/** 'YYYY-MM' of a moment in Tanzania (UTC+3 all year), as the queries count months. */
export function tanzanianMonth(moment: Date): string {
  return new Date(moment.getTime() + 3 * 3_600_000).toISOString().slice(0, 7);
}
