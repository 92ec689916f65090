// Spec 8, announcements: the context's message when the list cannot load, and the service's default.
export const ANNOUNCEMENTS_UNAVAILABLE = 'Unable to load announcements at this time. Please try again later.';
export const ANNOUNCEMENTS_FAILED = 'Failed to fetch announcements. Please try again.';
