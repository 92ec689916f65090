import type { ErrorCode } from '@nuru/rules/errors';
import { GraphQLError } from 'graphql';

export type { ErrorCode };

/** Extensions a screen may read beside the code, e.g. the provider's status to pick its own words. */
export interface ErrorDetails {
  /** The provider's HTTP status; 0 when it gave no answer. */
  httpStatus?: number;
  /** Why a change was refused, in a code the screen words itself (a control number's status change). */
  refusal?: string;
  /** The flags behind a FLAGGED refusal. */
  flags?: string[];
}

/** An error whose message is written for the user and may reach the browser as it is. */
export class UserFacingError extends GraphQLError {
  readonly code: ErrorCode;
  readonly details: ErrorDetails;

  /** `cause`: what went wrong underneath, for the log only (a provider that did not answer, say). */
  // Not GraphQL's originalError: that would make this error look like a wrapper of the cause.
  constructor(message: string, code: ErrorCode, details: ErrorDetails = {}, cause?: Error) {
    super(message, { extensions: { ...details, code } });
    if (cause) this.cause = cause;
    this.name = 'UserFacingError';
    this.code = code;
    this.details = details;
  }
}

/** A form's own check made again at the gateway, for a caller that skips the form: its words, as BAD_USER_INPUT. */
export function refuseBadInput(problem: string | null | undefined): void {
  if (problem) throw new UserFacingError(problem, 'BAD_USER_INPUT');
}
