// docs/behaviour.md §8, profile: what a screen says when the service gave no words of its own, and the provider's limit
// that the profile forms keep.
/** The provider's longest one-line profile field (a name, a university, a programme): the forms stop typing there. */
export const MAX_PROFILE_TEXT_LENGTH = 200;
export const PROFILE_UPDATE_DEFAULT = 'Failed to update profile';
export const EMAIL_CHANGE_DEFAULT = 'Failed to change the e-mail';
