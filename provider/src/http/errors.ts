/**
 * An error whose message is safe to show the caller; the error handler answers `{ message }` with its status, and
 * the details beside it (a route declares them in its schema for that status, or the serializer drops them).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) => new HttpError(409, message, details);
export const serviceUnavailable = (message: string) => new HttpError(503, message);
export const tooManyRequests = (message = TOO_MANY_ATTEMPTS) => new HttpError(429, message);

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later';
