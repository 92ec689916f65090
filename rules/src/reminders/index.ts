// Reminder e-mails to scholars missing a document of a year: the words the gateway answers with when the
// provider gives none, which the results and payments desks fall back on.

export const REMINDERS_FAILED = 'Failed to send the reminders';
