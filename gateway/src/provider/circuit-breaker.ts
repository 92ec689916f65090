// Stops calling a provider that keeps failing, so requests fail at once with the provider-unavailable
// message instead of each waiting for its own timeout, and a struggling provider is not buried under
// retries. After a cool-down one trial call goes through: its success closes the circuit again.
import { BrokenCircuitError, CircuitState, ConsecutiveBreaker, circuitBreaker, handleType } from 'cockatiel';
import { ProviderInvalidResponseError, ProviderNetworkError } from './errors.js';

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit. Default 5. */
  failureThreshold?: number;
  /** How long it stays open before a trial call. Default 5 s. */
  coolDownMs?: number;
}

/** Whatever a guarded call resolves to carries the provider's status. */
export interface ProviderAnswer {
  statusCode: number;
}

/** Runs one provider call through the circuit: refused at once with a ProviderNetworkError while it is open. */
export type ProviderBreaker = <A extends ProviderAnswer>(call: () => Promise<A>) => Promise<A>;

/** A call the open circuit refused: no request was made, the provider is taken as unreachable. */
const circuitOpen = () => new ProviderNetworkError('unreachable', new Error('circuit open: the provider failed repeatedly'));

/**
 * 502-504 say the provider is not there (a proxy in front of it answered); a 500 is one call's fault in
 * a provider that is up, and must not close every other route for a cool-down.
 */
function saysProviderAbsent(answer: unknown): boolean {
  const { statusCode } = answer as ProviderAnswer;
  return statusCode >= 502 && statusCode <= 504;
}

export function providerBreaker({ failureThreshold = 5, coolDownMs = 5_000 }: CircuitBreakerOptions = {}): ProviderBreaker {
  // No answer and an unreadable answer fail like a 502-504; every other answer, a 4xx or a 500 too, is a success.
  const failures = handleType(ProviderNetworkError).orType(ProviderInvalidResponseError).orWhenResult(saysProviderAbsent);
  // cockatiel lets the trial alone decide: a call in flight when the circuit opened neither closes it nor restarts the cool-down.
  const policy = circuitBreaker(failures, { halfOpenAfter: coolDownMs, breaker: new ConsecutiveBreaker(failureThreshold) });
  return async (call) => {
    // cockatiel would queue these behind the trial, each waiting up to the trial's whole timeout: refuse them as while open.
    if (policy.state === CircuitState.HalfOpen) throw circuitOpen();
    try {
      return await policy.execute(call);
    } catch (error) {
      throw error instanceof BrokenCircuitError ? circuitOpen() : error;
    }
  };
}
