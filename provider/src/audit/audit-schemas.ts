import { AUDIT_ENTITIES } from './audit-log.js';

// An audit-log entry as the admin API answers it (GET /admin/audit, a scholar's page).
export const auditEntrySchema = {
  $id: 'AuditEntry',
  type: 'object',
  required: ['at', 'actorEmail', 'action', 'before', 'after'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    at: { type: 'string', format: 'date-time' },
    actorEmail: { type: 'string' },
    action: { type: 'string' },
    entity: { type: 'string', enum: [...AUDIT_ENTITIES] },
    entityId: { type: ['string', 'null'] },
    // Any JSON: the record as it was stored.
    before: {},
    after: {},
  },
} as const;
