import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';
import { Role } from '@/gql/graphql';
import { getStoredUser } from './session';

// Who the signed-in person is, as the gateway says (the session check at startup already read it, so
// this answers from the cache): what a screen offers follows the server, not what the browser stored.
const ViewerQuery = graphql(`
  query Viewer {
    me {
      id
      viewerIsScholar
    }
  }
`);

export type Viewer = { id: string; isScholar: boolean };

/** undefined until the gateway has said who the viewer is. */
export function useViewer(): Viewer | undefined {
  const { data } = useQuery(ViewerQuery, { fetchPolicy: 'cache-first' });
  return data && { id: data.me.id, isScholar: data.me.viewerIsScholar };
}

/** The same, for a route's loader: undefined when the gateway could not say (the page shows why). */
export async function readViewer(client: ApolloClient): Promise<Viewer | undefined> {
  const { data } = await client.query({ query: ViewerQuery, fetchPolicy: 'cache-first', errorPolicy: 'all' });
  return data?.me ? { id: data.me.id, isScholar: data.me.viewerIsScholar } : undefined;
}

/**
 * Whether the viewer is a scholar, without a round trip: as the gateway last said (the cache), else as the sign-in
 * stored. For choosing what a loader asks first; what a screen shows follows the answer.
 */
export function knownViewerIsScholar(client: ApolloClient): boolean {
  const said = client.readQuery({ query: ViewerQuery })?.me;
  return said ? said.viewerIsScholar : getStoredUser()?.role === Role.Student;
}
