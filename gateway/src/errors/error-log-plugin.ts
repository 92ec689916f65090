import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context.js';
import { isUnexpected, thrownByResolver } from './format-error.js';
import { logIfUnavailable } from './provider-failure.js';
import { UserFacingError } from './user-facing.js';

/**
 * Logs, on the request's own logger (so each line carries the request id the browser was given), every
 * unexpected error in full (the browser saw only "Something went wrong") and every provider that did not
 * answer usefully, with the reason (the browser saw the provider-unavailable message).
 */
export function errorLogPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors) {
            const thrown = thrownByResolver(error);
            if (thrown instanceof UserFacingError) logIfUnavailable(contextValue.log, thrown);
            else if (isUnexpected(error)) contextValue.log.error({ err: thrown }, 'unexpected GraphQL error');
          }
        },
      };
    },
  };
}
