// Test support (not shipped): a real provider on an ephemeral port and the gateway in process.
import { buildProvider, type ProviderOptions } from '@nuru/provider';
import { dataDirInYear, type ProgrammeDataDir } from '@nuru/provider/testing/programme-year';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildGateway, type GatewayOptions } from '../app.js';
import { startRecorder, type Recorder } from './recorder.js';

export interface Running {
  url: string;
  close: () => Promise<void>;
}

/** The reference provider on a fresh in-memory PGlite, seeded, listening on 127.0.0.1:<random>. */
export async function startProvider(options: Partial<ProviderOptions> = {}): Promise<Running> {
  // The gateway is the provider's one trusted proxy, as in production.
  const provider = await buildProvider({ dataDir: 'memory://', seed: true, trustProxy: '127.0.0.1', ...options });
  const url = await provider.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => provider.close() };
}

export function startGateway(providerUrl: string, options: Partial<GatewayOptions> = {}): Promise<FastifyInstance> {
  return buildGateway({ providerUrl, ...options });
}

export interface StackOptions {
  /** Puts a recorder between gateway and provider that waits this long before forwarding each call. */
  recorderDelayMs?: number;
  gateway?: Partial<GatewayOptions>;
  /** The programme's current academic year at the provider (provider form, e.g. Y2030_2031); default Y2024_2025. */
  academicYear?: string;
}

export interface Stack {
  readonly provider: Running;
  readonly gateway: FastifyInstance;
  /** Only with `recorderDelayMs`. */
  readonly recorder: Recorder;
}

/**
 * A provider and a gateway over it, started before the tests of the enclosing suite (or file) and
 * closed after them; read them inside hooks and tests, once they are started.
 */
export function useStack(options: StackOptions = {}): Stack {
  let provider: Running | undefined;
  let recorder: Recorder | undefined;
  let gateway: FastifyInstance | undefined;
  let programme: ProgrammeDataDir | undefined;

  beforeAll(async () => {
    if (options.academicYear) programme = await dataDirInYear(options.academicYear);
    provider = await startProvider(programme ? { dataDir: programme.dataDir } : {});
    if (options.recorderDelayMs !== undefined) recorder = await startRecorder(provider.url, options.recorderDelayMs);
    gateway = await startGateway((recorder ?? provider).url, options.gateway);
  });

  afterAll(async () => {
    await gateway?.close();
    await recorder?.close();
    await provider?.close();
    await programme?.remove();
  });

  return {
    get provider() {
      return started(provider, 'provider');
    },
    get gateway() {
      return started(gateway, 'gateway');
    },
    get recorder() {
      return started(recorder, 'recorder');
    },
  };
}

function started<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`the ${name} is not running: read it in a hook or a test`);
  return value;
}

export interface GraphQLAnswer<T = Record<string, any>> {
  status: number;
  data: T | null | undefined;
  errors: { message: string; extensions?: Record<string, unknown>; path?: unknown[] }[] | undefined;
  raw: string;
}

/** One GraphQL request over HTTP, as the browser sends it. */
export async function gql<T = Record<string, any>>(
  gateway: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLAnswer<T>> {
  const response = await gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: { query, variables },
  });
  const body = response.json();
  return { status: response.statusCode, data: body.data, errors: body.errors, raw: response.body };
}

/** The one error of an answer, failing the test when it has none or several. */
export function singleError(answer: GraphQLAnswer) {
  const [error, ...more] = answer.errors ?? [];
  if (!error || more.length) throw new Error(`expected one error, got ${answer.raw}`);
  return error;
}

/** The only error of an answer, as the browser sees it. */
export function onlyError(answer: GraphQLAnswer) {
  const error = singleError(answer);
  return { message: error.message, code: error.extensions?.code };
}

/** The newest code e-mailed to `email`, read from the provider's development outbox. */
export async function latestCode(providerUrl: string, email: string): Promise<string> {
  const response = await fetch(`${providerUrl}/api/dev/outbox?email=${encodeURIComponent(email)}`);
  const messages = (await response.json()) as { code: string | null }[];
  const code = messages[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return code;
}

export const LOGIN = /* GraphQL */ `
  mutation Login($email: String!, $password: String!, $code: String) {
    login(email: $email, password: $password, code: $code) {
      __typename
      ... on AuthPayload {
        token
        user {
          id
          name
          email
          role
        }
      }
      ... on TwoFactorChallenge {
        message
      }
    }
  }
`;

export const ME = /* GraphQL */ `
  query Me {
    me {
      id
      name
      email
      role
      sex
      mobilePhone
      universityName
      universityRegistrationID
      programName
      enrolledYear
      enrollmentStatus
      batchNumber
      accountNumber
      viewerCanAccessAdmin
    }
  }
`;

/** Signs in and answers the bearer token, failing the test with the errors otherwise. */
export async function signIn(gateway: FastifyInstance, email: string, password: string): Promise<string> {
  const answer = await gql(gateway, LOGIN, { email, password });
  if (!answer.data?.login) throw new Error(`login failed: ${answer.raw}`);
  return answer.data.login.token;
}
