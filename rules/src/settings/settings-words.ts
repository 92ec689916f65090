// docs/behaviour.md §8, settings: what a screen says when the service gave no words of its own, and the answers
// to a change of the account's security.
export const CHANGE_PASSWORD_DEFAULT = 'Server error occurred';
/** A password check failed: changing the password, or the bank account stipends are paid into. */
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
export const TWO_FACTOR_ON = 'Two-factor authentication is on';
export const TWO_FACTOR_OFF = 'Two-factor authentication is off';
export const SESSION_REVOKED = 'Session revoked';
export const OTHER_SESSIONS_REVOKED = 'Signed out of all other sessions';
/** Deleting one's own account as the last active administrator: the programme would have no one to run it. */
export const LAST_ADMINISTRATOR_DELETION =
  'You are the only active administrator: another administrator must be active before you can delete your account';
