/** What every screen says when the session has ended (a 401): the gateway's words and the browser's alike. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
