import { DEMO_OFFICER, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '@nuru/provider';
import { describe, expect, it } from 'vitest';
import { RATE_LIMITED_MESSAGE } from '../http/rate-limit.js';
import { LOGIN, gql, useStack, type GraphQLAnswer } from '../testing/stack.js';

// Sign-in limits as a browser meets them: the gateway behind one proxy (the injected requests come from 127.0.0.1,
// standing for it), which appends the browser's address; the provider counts that address. The gateway's own
// limit counts per address too, so neither refuses an owner for what others sent.
const GATEWAY_LIMIT = 12;
const stack = useStack({ gateway: { trustProxy: 1, rateLimit: { max: GATEWAY_LIMIT, windowMs: 60_000 } } });

async function loginFrom(address: string, email: string, password: string): Promise<GraphQLAnswer> {
  const response = await stack.gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    payload: { query: LOGIN, variables: { email, password } },
  });
  const body = response.json<{ data?: Record<string, any>; errors?: GraphQLAnswer['errors'] }>();
  return { status: response.statusCode, data: body.data, errors: body.errors, raw: response.body };
}
const outcome = ({ data, errors }: GraphQLAnswer) =>
  errors?.length ? { message: errors[0]!.message, code: errors[0]!.extensions?.code } : data?.login.__typename;

const wrongPassword = { message: 'Invalid email or password', code: 'BAD_USER_INPUT' };

describe('signing in while someone guesses', () => {
  it('signs the owner in after 33 wrong passwords from 3 addresses; only the guessers are refused', async () => {
    const { email } = SEED_STUDENTS[0];
    const guessers = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];
    for (const address of guessers) {
      const outcomes = [];
      for (let i = 0; i < 11; i++) outcomes.push(outcome(await loginFrom(address, email, `Wrong!Pass${i}`)));
      expect(outcomes).toEqual([
        ...Array(10).fill(wrongPassword),
        { message: 'Too many attempts. Please try again later', code: 'RATE_LIMITED' },
      ]);
    }
    expect(outcome(await loginFrom('198.51.100.7', email, DEV_STUDENT_PASSWORD))).toBe('AuthPayload');

    // A guesser going on meets the gateway's own limit, counted for its address alone.
    expect(outcome(await loginFrom(guessers[0]!, email, 'Wrong!Pass11'))).toMatchObject({ code: 'RATE_LIMITED' });
    const pastTheGateway = await loginFrom(guessers[0]!, email, 'Wrong!Pass12');
    expect(pastTheGateway.status).toBe(429);
    expect(outcome(pastTheGateway)).toEqual({ message: RATE_LIMITED_MESSAGE, code: 'RATE_LIMITED' });
    expect(outcome(await loginFrom('198.51.100.7', email, DEV_STUDENT_PASSWORD))).toBe('AuthPayload');
  });

  it("answers a deactivated officer's right password as a wrong one", async () => {
    const admin = await loginFrom('198.51.100.8', DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    const token = admin.data?.login.token as string;
    const list = await gql(stack.gateway, '{ administrators(pageSize: 100) { nodes { id email } } }', {}, token);
    const officer = (list.data?.administrators.nodes as { id: string; email: string }[]).find((node) => node.email === DEMO_OFFICER.email)!;
    const switchedOff = await gql(
      stack.gateway,
      'mutation Off($id: ID!) { setAdministratorActive(id: $id, active: false) { administrator { active } } }',
      { id: officer.id },
      token,
    );
    expect(switchedOff.errors).toBeUndefined();

    expect(outcome(await loginFrom('198.51.100.9', DEMO_OFFICER.email, DEV_ADMIN_PASSWORD))).toEqual(wrongPassword);
    expect(outcome(await loginFrom('198.51.100.9', DEMO_OFFICER.email, 'Wrong!Pass1'))).toEqual(wrongPassword);
  });
});
