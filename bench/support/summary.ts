// Each benchmark names its headline figures here; `pnpm bench` (run-all.ts) gathers them into one table.
import { appendFileSync } from 'node:fs';

export interface SummaryRow {
  benchmark: string;
  figure: string;
  value: string;
  /** The performance goal, in words, and whether this run met it; absent where there is none. */
  goal?: string;
  met?: boolean;
}

/** Hands the rows to run-all.ts when it started this benchmark (BENCH_SUMMARY names its file); else nothing. */
export function summarise(rows: SummaryRow[]): void {
  const file = process.env.BENCH_SUMMARY;
  if (file) appendFileSync(file, rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
}
