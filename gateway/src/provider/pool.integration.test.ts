import { DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '@nuru/provider';
import { expect, it } from 'vitest';
import { gql, signIn, useStack } from '../testing/stack.js';

// Each call waits 100 ms at the recorder, so twelve requests at once would all be in flight together
// were it not for the pool's limit.
const CONNECTIONS = 2;
const stack = useStack({ recorderDelayMs: 100, gateway: { providerConnections: CONNECTIONS } });

it('never opens more connections to the provider than configured: further calls wait their turn and succeed', async () => {
  const token = await signIn(stack.gateway, SEED_STUDENTS[0].email, DEV_STUDENT_PASSWORD);
  stack.recorder.reset();
  const answers = await Promise.all(Array.from({ length: 12 }, () => gql(stack.gateway, '{ me { name } }', {}, token)));
  expect(answers.map((answer) => answer.data?.me?.name)).toEqual(Array(12).fill(SEED_STUDENTS[0].name));
  expect(stack.recorder.calls).toHaveLength(12);
  expect(stack.recorder.mostInFlight).toBeLessThanOrEqual(CONNECTIONS);
});
