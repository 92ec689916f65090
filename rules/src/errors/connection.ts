/** What a screen says when the gateway cannot be reached at all (no answer, not even an error). */
export const NETWORK_ERROR_MESSAGE = 'Unable to connect to the server. Please check your internet connection and try again.';
