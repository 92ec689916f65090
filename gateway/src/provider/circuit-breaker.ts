// Stops calling a provider that keeps failing, so requests fail at once with the provider-unavailable
// message instead of each waiting for its own timeout, and a struggling provider is not buried under
// retries. After a cool-down one trial call goes through: its success closes the circuit again.

export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit. Default 5. */
  failureThreshold?: number;
  /** How long it stays open before a trial call. Default 5 s. */
  coolDownMs?: number;
  /** The clock (tests inject one). */
  now?: () => number;
}

export class CircuitBreaker {
  private failures = 0;
  private openedAt = 0;
  private trialInFlight = false;
  private opened = false;
  private readonly failureThreshold: number;
  private readonly coolDownMs: number;
  private readonly now: () => number;

  constructor(options: CircuitBreakerOptions = {}) {
    this.failureThreshold = options.failureThreshold ?? 5;
    this.coolDownMs = options.coolDownMs ?? 5_000;
    this.now = options.now ?? Date.now;
  }

  get state(): CircuitState {
    if (!this.opened) return 'closed';
    return this.now() - this.openedAt >= this.coolDownMs ? 'half-open' : 'open';
  }

  /** Whether a call may go now; in half-open, only one trial at a time. */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  succeeded(): void {
    this.failures = 0;
    this.opened = false;
    this.trialInFlight = false;
  }

  failed(): void {
    this.trialInFlight = false;
    this.failures += 1;
    if (this.opened || this.failures >= this.failureThreshold) {
      this.opened = true;
      this.openedAt = this.now();
    }
  }
}
