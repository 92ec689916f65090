// An audit-log entry as the admin API answers it (GET /admin/audit, a scholar's page).
export const auditEntrySchema = {
  $id: 'AuditEntry',
  type: 'object',
  required: ['at', 'actorEmail', 'action', 'before', 'after'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    at: { type: 'string', format: 'date-time' },
    actorEmail: { type: 'string', description: 'The administrator who acted, as their e-mail was then' },
    action: { type: 'string', description: 'What was done, e.g. student.status_changed' },
    entity: { type: 'string', description: 'The kind of record, e.g. student, invitation, admin, programme_settings' },
    entityId: { type: ['string', 'null'] },
    before: { description: 'The record before the action (null when it did not exist)' },
    after: { description: 'The record after the action (null when it was removed)' },
  },
} as const;
