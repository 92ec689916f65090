import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context.js';

/** Puts the request's id in every error's extensions: what a user quotes to support, found in both logs. */
export function requestIdInErrorsPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
          response.body.singleResult.errors = response.body.singleResult.errors.map((error) => ({
            ...error,
            extensions: { ...error.extensions, requestId: contextValue.requestId },
          }));
        },
      };
    },
  };
}
