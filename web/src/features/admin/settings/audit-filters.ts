import { defineMessages } from 'react-intl';
import type { AuditFilter } from '@/gql/graphql';
import { oneOf, pageOf } from '../components/list-params';

// The audit log in the address: ?actor=&entity=&page=
export const AUDIT_PAGE_SIZE = 25;

/** The kinds of record an officer filters by, as the provider names them, with their words. */
export const AUDIT_ENTITIES = defineMessages({
  student: { id: 'admin.settings.auditFilters.student', defaultMessage: 'Scholars' },
  invitation: { id: 'admin.settings.auditFilters.invitation', defaultMessage: 'Invitations' },
  admin: { id: 'admin.settings.auditFilters.admin', defaultMessage: 'Administrators' },
  programme_settings: { id: 'admin.settings.auditFilters.programmeSettings', defaultMessage: 'Programme settings' },
});

export type AuditEntity = keyof typeof AUDIT_ENTITIES;
const ENTITY_NAMES = Object.keys(AUDIT_ENTITIES) as AuditEntity[];

export function auditFilter(params: URLSearchParams): AuditFilter {
  return { actor: params.get('actor')?.trim() || undefined, entity: oneOf(params, 'entity', ENTITY_NAMES) };
}

export function auditListArgs(params: URLSearchParams) {
  return { filter: auditFilter(params), page: pageOf(params), pageSize: AUDIT_PAGE_SIZE };
}

/** "a1b2c3d4" for a long id, so a row stays one line on a phone. */
export const shortId = (id: string) => (id.length > 8 ? id.slice(0, 8) : id);
