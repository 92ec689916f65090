import { STATUS_CODES } from 'node:http';

export const INVALID_RESPONSE_MESSAGE = 'The server returned an invalid response. Please try again later.';

/** The provider answered with a non-2xx status. */
export class ProviderError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** The provider's own `message` field, when its answer had one. */
  readonly providerMessage: string | undefined;
  /** The whole answer when it was JSON: a refusal may say more than its message (a code, the record in the way). */
  readonly answer: unknown;

  constructor(status: number, providerMessage: string | undefined, answer?: unknown) {
    const statusText = STATUS_CODES[status] ?? 'Unknown status';
    super(providerMessage ?? `${status} ${statusText}`);
    this.name = 'ProviderError';
    this.status = status;
    this.statusText = statusText;
    this.providerMessage = providerMessage;
    this.answer = answer;
  }
}

/** No answer at all: the provider refused the connection, reset it, or did not answer in time. */
export class ProviderNetworkError extends Error {
  readonly kind: 'timeout' | 'unreachable';

  constructor(kind: 'timeout' | 'unreachable', cause: unknown) {
    super(kind === 'timeout' ? 'The provider did not answer in time' : 'The provider could not be reached', { cause });
    this.name = 'ProviderNetworkError';
    this.kind = kind;
  }
}

/** A 2xx answer whose body is not JSON. */
export class ProviderInvalidResponseError extends Error {
  /** The (2xx) status the unreadable answer came with. */
  readonly status: number | undefined;

  constructor(cause: unknown, status?: number) {
    super(INVALID_RESPONSE_MESSAGE, { cause });
    this.name = 'ProviderInvalidResponseError';
    this.status = status;
  }
}
