import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import type { GatewayMetrics } from './metrics.js';

// Operation names are the client's choice: the web app has some fifty; past this many, a new name
// counts as "(other)", so a client inventing names cannot grow the metrics without bound.
const MAX_OPERATION_NAMES = 200;

/** Times every GraphQL operation into `metrics.operations`, by name and outcome. */
export function operationMetricsPlugin<TContext extends BaseContext>(metrics: GatewayMetrics): ApolloServerPlugin<TContext> {
  const names = new Set<string>();
  const label = (name: string) => {
    if (names.has(name) || names.size < MAX_OPERATION_NAMES) {
      names.add(name);
      return name;
    }
    return '(other)';
  };
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operation, operationName, response }) {
          // Parentheses cannot appear in a GraphQL name, so these never clash with a real one.
          const name = operation ? label(operationName ?? '(anonymous)') : '(invalid)';
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          metrics.operations.observe({ operation: name, outcome: outcomeOf(errors) }, (performance.now() - started) / 1000);
        },
      };
    },
  };
}

// The errors are already formatted (errors/format-error.ts), so their codes are the portal's few.
function outcomeOf(errors: readonly GraphQLFormattedError[] | undefined): string {
  const [first] = errors ?? [];
  if (!first) return 'ok';
  const code = first.extensions?.code;
  return typeof code === 'string' ? code : 'error';
}
