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

const saidByGateway = (me: { id: string; viewerIsScholar: boolean }): Viewer => ({ id: me.id, isScholar: me.viewerIsScholar });

/** undefined until the gateway has said who the viewer is. */
export function useViewer(): Viewer | undefined {
  const { data } = useQuery(ViewerQuery, { fetchPolicy: 'cache-first' });
  return data && saidByGateway(data.me);
}

/**
 * Who the viewer is, without a round trip: as the gateway last said (the cache), else as the sign-in stored. For
 * choosing what a route's loader asks first; what a screen shows follows the gateway's answer.
 */
export function knownViewer(client: ApolloClient): Viewer | undefined {
  const said = client.readQuery({ query: ViewerQuery })?.me;
  if (said) return saidByGateway(said);
  const stored = getStoredUser();
  return stored ? { id: stored.id, isScholar: stored.role === Role.Student } : undefined;
}
