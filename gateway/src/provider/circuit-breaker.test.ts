import { describe, expect, it } from 'vitest';
import { CircuitBreaker, type CircuitState } from './circuit-breaker.js';

type Step = ['acquire', boolean] | ['fail'] | ['succeed'] | ['wait', number] | ['state', CircuitState];

describe('CircuitBreaker', () => {
  it.each<[string, Step[]]>([
    [
      'stays closed below the threshold, and a success resets the count',
      [['fail'], ['fail'], ['succeed'], ['fail'], ['fail'], ['state', 'closed'], ['acquire', true]],
    ],
    [
      'opens at the threshold and refuses calls during the cool-down',
      [['fail'], ['fail'], ['fail'], ['state', 'open'], ['acquire', false], ['wait', 999], ['acquire', false]],
    ],
    [
      'lets one trial through after the cool-down; its success closes the circuit',
      [
        ['fail'],
        ['fail'],
        ['fail'],
        ['wait', 1000],
        ['state', 'half-open'],
        ['acquire', true],
        ['acquire', false],
        ['succeed'],
        ['state', 'closed'],
        ['acquire', true],
        ['acquire', true],
      ],
    ],
    [
      'a failed trial opens it again for a whole cool-down',
      [
        ['fail'],
        ['fail'],
        ['fail'],
        ['wait', 1000],
        ['acquire', true],
        ['fail'],
        ['state', 'open'],
        ['acquire', false],
        ['wait', 999],
        ['acquire', false],
        ['wait', 1],
        ['acquire', true],
      ],
    ],
  ])('%s', (_case, steps) => {
    let clock = 0;
    const breaker = new CircuitBreaker({ failureThreshold: 3, coolDownMs: 1000, now: () => clock });
    steps.forEach((step, index) => {
      const at = `step ${index}: ${step.join(' ')}`;
      if (step[0] === 'acquire') expect(breaker.tryAcquire(), at).toBe(step[1]);
      else if (step[0] === 'fail') breaker.failed();
      else if (step[0] === 'succeed') breaker.succeeded();
      else if (step[0] === 'wait') clock += step[1];
      else expect(breaker.state, at).toBe(step[1]);
    });
  });
});
