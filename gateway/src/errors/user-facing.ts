import { GraphQLError } from 'graphql';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'UPSTREAM_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

/** An error whose message is written for the user and may reach the browser as it is. */
export class UserFacingError extends GraphQLError {
  readonly code: ErrorCode;

  constructor(message: string, code: ErrorCode) {
    super(message, { extensions: { code } });
    this.name = 'UserFacingError';
    this.code = code;
  }
}
