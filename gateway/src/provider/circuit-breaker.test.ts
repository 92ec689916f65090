import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { providerBreaker, type ProviderAnswer } from './circuit-breaker.js';
import { ProviderInvalidResponseError, ProviderNetworkError } from './errors.js';

// How a call ends at the provider: an error thrown, or an answer with its status.
const ENDINGS = {
  unreachable: () => Promise.reject(new ProviderNetworkError('unreachable', new Error('ECONNRESET'))),
  timeout: () => Promise.reject(new ProviderNetworkError('timeout', new Error('aborted'))),
  invalid: () => Promise.reject(new ProviderInvalidResponseError(new SyntaxError('Unexpected end of JSON input'), 200)),
  '200': () => Promise.resolve({ statusCode: 200 }),
  '404': () => Promise.resolve({ statusCode: 404 }),
  '500': () => Promise.resolve({ statusCode: 500 }),
  '502': () => Promise.resolve({ statusCode: 502 }),
  '503': () => Promise.resolve({ statusCode: 503 }),
  '504': () => Promise.resolve({ statusCode: 504 }),
} satisfies Record<string, () => Promise<ProviderAnswer>>;
type Ending = keyof typeof ENDINGS;

/**
 * A call that reaches the provider and ends so; `refused`: a call the circuit stops before it is made;
 * `hold`: a call that reaches the provider and waits there until `release` ends it.
 */
type Step = Ending | 'refused' | 'hold' | ['release', Ending] | ['wait', number];

const PENDING = Symbol('still pending');

/** How the call has ended once the queued work has run: an answer, an error, or PENDING when it is left waiting. */
function settledNow(call: Promise<unknown>): Promise<unknown> {
  const turn = new Promise((resolve) => setImmediate(resolve, PENDING));
  return Promise.race([call.catch((error: unknown) => error), turn]);
}

const FAILURES = ['unreachable', 'timeout', 'invalid', '502', '503', '504'] as const;
const SUCCESSES = ['200', '404', '500'] as const;

describe('providerBreaker (3 failures, 1 s cool-down)', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => void vi.useRealTimers());

  it.each<[string, Step[]]>([
    ...FAILURES.map((failure): [string, Step[]] => [
      `${failure} counts as a failure: three in a row open it`,
      [failure, failure, failure, 'refused'],
    ]),
    ...SUCCESSES.map((success): [string, Step[]] => [
      `${success} counts as a success: it resets the count`,
      ['unreachable', 'unreachable', success, 'unreachable', 'unreachable', success, '503', '503', '503', 'refused'],
    ]),
    [
      'while open, every call is refused until the cool-down has passed',
      ['timeout', '502', 'invalid', 'refused', ['wait', 999], 'refused', 'refused', ['wait', 1], '200', '200'],
    ],
    [
      'after the cool-down one trial goes through, the others are refused; its success closes it',
      [
        ...FAILURES.slice(0, 3),
        ['wait', 1000],
        'hold',
        'refused',
        'refused',
        ['release', '200'],
        'unreachable',
        'unreachable',
        '200',
        'unreachable',
        'unreachable',
        'unreachable',
        'refused',
      ],
    ],
    ['a trial answered 500 closes it too', ['503', '503', '503', ['wait', 1000], '500', 'unreachable', 'unreachable', '200']],
    [
      'a failed trial opens it again for a whole cool-down',
      ['503', '503', '503', ['wait', 1000], 'hold', ['release', 'timeout'], 'refused', ['wait', 999], 'refused', ['wait', 1], '200'],
    ],
  ])('%s', async (_case, steps) => {
    const breaker = providerBreaker({ failureThreshold: 3, coolDownMs: 1000 });
    let held: { release: (ending: Ending) => void; settled: Promise<unknown> } | undefined;
    for (const [index, step] of steps.entries()) {
      const at = `step ${index}: ${String(step)}`;
      if (Array.isArray(step) && step[0] === 'wait') {
        vi.advanceTimersByTime(step[1]);
      } else if (Array.isArray(step)) {
        held!.release(step[1]);
        await held!.settled;
      } else if (step === 'hold') {
        let release!: (ending: Ending) => void;
        const reached = new Promise<Ending>((resolve) => (release = resolve));
        const settled = breaker(() => reached.then((ending) => ENDINGS[ending]())).catch(() => undefined);
        held = { release, settled };
      } else {
        const provider = vi.fn(step === 'refused' ? ENDINGS['200'] : ENDINGS[step]);
        const outcome = await settledNow(breaker(provider));
        if (step === 'refused') {
          expect(provider, at).not.toHaveBeenCalled();
          expect(outcome, at).toMatchObject({ name: 'ProviderNetworkError', kind: 'unreachable' });
        } else {
          // The provider's own ending, untouched.
          expect(provider, at).toHaveBeenCalledOnce();
          expect(outcome, at).toEqual(await ENDINGS[step]().catch((error: unknown) => error));
        }
      }
    }
  });
});
