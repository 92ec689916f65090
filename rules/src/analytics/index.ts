// The analytics screen's failure words: what the gateway answers when the provider gives no message of its
// own, and what the screen falls back on.

export const ANALYTICS_FAILED = 'Failed to load the analytics';
