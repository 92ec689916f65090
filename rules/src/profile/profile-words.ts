// Spec section 8, profile: what a screen says when the service gave no words of its own.
export const PROFILE_UPDATE_DEFAULT = 'Failed to update profile';
export const EMAIL_CHANGE_DEFAULT = 'Failed to change the e-mail';
