import { useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

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

/** undefined until the gateway has said who the viewer is. */
export function useViewer(): { id: string; isScholar: boolean } | undefined {
  const { data } = useQuery(ViewerQuery, { fetchPolicy: 'cache-first' });
  return data && { id: data.me.id, isScholar: data.me.viewerIsScholar };
}
