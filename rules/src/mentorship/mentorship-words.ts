// docs/behaviour.md §8, mentorship: what a screen says when the service gave no words of its own.
export const SESSIONS_LOAD_FAILED = 'Failed to load mentorship sessions. Please try again.';
export const MENTORS_LOAD_FAILED = 'Failed to load mentors. Please try again.';
export const RESOURCES_LOAD_FAILED = 'Failed to load mentorship resources. Please try again.';
export const REGISTER_FAILED = 'Failed to register for the session';
export const CANCEL_FAILED = 'Failed to cancel your registration';
