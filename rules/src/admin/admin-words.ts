// The programme desk's failure words: what the gateway answers when the provider gives no message of its
// own, and what the admin screens fall back on.

export const ADMIN_ONLY = 'Only administrators can do this';

export const ADMIN_FAILED = {
  invite: 'Failed to invite students',
  overview: 'Failed to load the overview',
  scholars: 'Failed to load the scholars',
  scholar: 'Failed to load the scholar',
  export: 'Failed to export the scholars',
  statusChange: 'Failed to change the enrollment status',
  roster: 'Failed to import the roster',
  invitations: 'Failed to load the invitations',
  resend: 'Failed to send the invitation again',
  revoke: 'Failed to revoke the invitation',
  administrators: 'Failed to load the administrators',
  inviteAdministrator: 'Failed to invite the administrator',
  administratorActive: 'Failed to change the administrator',
  administratorInvitations: "Failed to load the administrators' invitations",
  confirmInvitation: 'Failed to confirm the invitation',
  audit: 'Failed to load the audit log',
  settings: 'Failed to load the programme settings',
  saveSettings: 'Failed to save the programme settings',
  batches: 'Failed to load the batches',
} as const;

export type AdminOperation = keyof typeof ADMIN_FAILED;

// The provider's limits, kept by the forms before anything is sent: the longest search an admin list takes, and
// what a reason may hold.
export const MAX_SEARCH_LENGTH = 100;
export const MAX_STATUS_REASON_LENGTH = 500;
export const STATUS_REASON_REQUIRED = 'A reason is required to change the enrollment status';
