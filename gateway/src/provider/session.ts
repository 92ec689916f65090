import DataLoader from 'dataloader';
import type { Dispatcher } from 'undici';
import type { CallerOrigin, HttpMethod, ProviderClient, ProviderExchange } from './client.js';
import type { ProviderPath } from './contract.js';

/**
 * The provider as one GraphQL request sees it: the caller's token attached, and each GET made at
 * most once (resolvers that need the same resource share the answer). A write forgets what was
 * read, so a re-read after an update sees the new data.
 */
export class ProviderSession {
  private readonly reads: DataLoader<string, unknown>;

  constructor(
    private readonly client: ProviderClient,
    readonly token: string | undefined,
    private readonly origin?: CallerOrigin,
  ) {
    this.reads = new DataLoader((paths) => Promise.all(paths.map((path) => client.call({ method: 'GET', path, token, origin }))), {
      batch: false,
    });
  }

  get<T>(path: ProviderPath): Promise<T> {
    return this.reads.load(path) as Promise<T>;
  }

  async send<T>(method: Exclude<HttpMethod, 'GET'>, path: ProviderPath, body?: unknown): Promise<T> {
    try {
      return await this.client.call<T>({ method, path, body, token: this.token, origin: this.origin });
    } finally {
      this.reads.clearAll();
    }
  }

  /** A streamed exchange (a file up or down) as this caller; the answer comes back unread, whatever its status. */
  exchange(call: Omit<ProviderExchange, 'token' | 'path'> & { path: ProviderPath }): Promise<Dispatcher.ResponseData> {
    const requestId = this.origin?.requestId;
    const headers = requestId ? { ...call.headers, 'x-request-id': requestId } : call.headers;
    return this.client.exchange({ ...call, headers, token: this.token });
  }
}
