// docs/behaviour.md §8, announcements: what screens say when the service gave no words of its own, and the
// answers to an administrator's changes.
export const ANNOUNCEMENTS_UNAVAILABLE = 'Unable to load announcements at this time. Please try again later.';
export const ANNOUNCEMENTS_FAILED = 'Failed to fetch announcements. Please try again.';
export const CREATE_FAILED = 'Failed to create announcement';
export const UPDATE_FAILED = 'Failed to update announcement';
export const DELETE_FAILED = 'Failed to delete announcement';
export const PIN_FAILED = 'Failed to pin announcement';
export const ACKNOWLEDGE_FAILED = 'Failed to acknowledge announcement';
export const ACKNOWLEDGEMENTS_FAILED = 'Failed to load acknowledgements';
/** An administrator's change or a scholar's acknowledgement of an announcement removed meanwhile. */
export const ANNOUNCEMENT_NOT_FOUND = 'Announcement not found';
export const ANNOUNCEMENT_CREATED = 'Announcement created';
export const ANNOUNCEMENT_UPDATED = 'Announcement updated';
export const ANNOUNCEMENT_DELETED = 'Announcement deleted';
export const ANNOUNCEMENT_PINNED = 'Announcement pinned';
export const ANNOUNCEMENT_UNPINNED = 'Announcement unpinned';
export const ANNOUNCEMENT_ACKNOWLEDGED = 'Announcement acknowledged';
