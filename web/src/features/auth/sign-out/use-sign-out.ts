import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '@/gql';
import { clearSession } from '@/shared/session/session';

const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      ok
    }
  }
`);

/** Signs out: tells the server, then clears local data whatever it answered (docs/behaviour.md §4). */
export function useSignOut() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useMutation(LogoutMutation);
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      await logout();
    } catch {
      // The server may be unreachable or the token already revoked; the browser forgets it either way.
    } finally {
      clearSession();
      void navigate('/login', { replace: true });
      await client.clearStore();
    }
  }

  return { signOut, signingOut };
}
