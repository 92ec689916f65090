import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context.js';
import { isUnexpected, thrownByResolver } from './format-error.js';

/**
 * Logs each unexpected error (hidden from the browser by formatError) in full on the request's own
 * logger, so the line carries the request id the browser was given.
 */
export function unexpectedErrorLogPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors.filter(isUnexpected)) contextValue.log.error({ err: thrownByResolver(error) }, 'unexpected GraphQL error');
        },
      };
    },
  };
}
