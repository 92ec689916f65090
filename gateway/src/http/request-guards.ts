import type { IncomingHttpHeaders } from 'node:http';

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

// Apollo's csrfPrevention: a browser sends either header cross-site only after a CORS preflight,
// which our origin never grants, so a forged multipart form cannot carry one.
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'] as const;

/** Whether a request that browsers could send as a "simple" request carries a preflight-forcing header. */
export function hasPreflightHeader(headers: IncomingHttpHeaders): boolean {
  return PREFLIGHT_HEADERS.some((name) => {
    const value = headers[name];
    return typeof value === 'string' && value.trim() !== '';
  });
}
