import { getToken } from '../session/session';

/** The header every call to the gateway carries while signed in: GraphQL, uploads and downloads alike. */
export function authorizationHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}
