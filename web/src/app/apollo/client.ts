import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { Kind, type DocumentNode } from 'graphql';
import { hasErrorCode } from '@/shared/api/errors';
import { expireSession } from '@/shared/session/expire-session';
import { authorizationHeaders } from '@/shared/api/authorization';
import { sessionExpiryDecision } from './session-expiry-rule';
import { createCache } from '@/shared/api/cache';

function rootFields(query: DocumentNode): string[] {
  return query.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION
      ? definition.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []))
      : [],
  );
}

type ClientOptions = { navigate: (to: string) => void };

/**
 * Every operation is sent as the hash codegen gave it (graphql-codegen's persisted documents), never as
 * text: the gateway knows the portal's own operations by hash and, in production, runs nothing else for a
 * browser. Apollo's transforms keep the document's __meta__.
 */
function persistedHash(document: DocumentNode): string {
  const hash = (document as { __meta__?: { hash?: string } }).__meta__?.hash;
  if (!hash) throw new Error('A GraphQL document without a persisted hash: write it with graphql() so codegen knows it');
  return hash.replace(/^sha256:/, '');
}

export function createApolloClient({ navigate }: ClientOptions) {
  const authLink = new SetContextLink((previous) => ({
    headers: { ...(previous.headers as Record<string, string> | undefined), ...authorizationHeaders() },
  }));

  // docs/behaviour.md §4: a 401 outside the sign-up flow ends the session; it is never retried.
  const sessionExpiryLink = new ErrorLink(({ error, operation }) => {
    if (!hasErrorCode(error, 'UNAUTHENTICATED')) return;
    const decision = sessionExpiryDecision(rootFields(operation.query), window.location.pathname);
    if (!decision.expire) return;
    expireSession();
    if (decision.redirectToLogin) navigate('/login');
  });

  return new ApolloClient({
    link: ApolloLink.from([
      sessionExpiryLink,
      authLink,
      new PersistedQueryLink({ generateHash: persistedHash }),
      new HttpLink({ uri: '/graphql' }),
    ]),
    cache: createCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
