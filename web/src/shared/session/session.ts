// The browser's record of who is signed in: docs/behaviour.md §3 names the localStorage keys.
export const TOKEN_KEY = 'authToken';
export const USER_KEY = 'user';

export type StoredUser = { id: string; name: string; email: string; role: string };

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function getStoredUser(): StoredUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as StoredUser;
  } catch {
    // A record we cannot read is no session at all.
    return null;
  }
}

/** docs/behaviour.md §4: logged in while a token (and its user record) are stored. */
export function hasStoredSession(): boolean {
  return getToken() !== null && getStoredUser() !== null;
}

export function saveSession(token: string, user: StoredUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}
