// The load harness every benchmark shares: a fixed number of calls in flight for a fixed time, each timed from
// its first request to its last answer.

export interface Figures {
  name: string;
  loads: number;
  errors: number;
  perSecond: number;
  /** Latency in ms. */
  p50: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Keeps `inFlight` loads going for `seconds`; answers loads per second and latency. A load answers whether it succeeded. */
export async function measure(name: string, load: () => Promise<boolean>, seconds: number, inFlight: number): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const ok = await load().catch(() => false);
      if (ok) latencies.push(performance.now() - started);
      else errors++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: inFlight }, worker));
  return figuresOf(name, latencies, errors, (performance.now() - started) / 1000);
}

/** The figures of loads that succeeded in `latencies` (ms, any order) and failed `errors` times over `seconds`. */
export function figuresOf(name: string, latencies: number[], errors: number, seconds: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name,
    loads: sorted.length,
    errors,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

/** An undici answer that is a 200 without GraphQL errors (its body read, so the connection is reused). */
export async function ok(answer: Promise<{ statusCode: number; body: { text(): Promise<string> } }>): Promise<boolean> {
  const response = await answer;
  const text = await response.body.text();
  return response.statusCode === 200 && !text.includes('"errors"');
}

export const row = (f: Figures) =>
  `${f.name.padEnd(46)} ${f.perSecond.toFixed(0).padStart(8)}/s   p50 ${f.p50.toFixed(2).padStart(7)} ms   p99 ${f.p99.toFixed(2).padStart(7)} ms   (${f.loads} loads, ${f.errors} errors)`;
