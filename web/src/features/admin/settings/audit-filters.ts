import { AuditRecordType, type AuditFilter } from '@/gql/graphql';
import { oneOf, pageOf } from '../components/list-params';

// The audit log in the address: ?actor=&entity=&page=
export const AUDIT_PAGE_SIZE = 25;

/** The kinds of record an officer filters by: every kind the log names. */
export const AUDIT_RECORD_TYPES = Object.values(AuditRecordType);

export function auditFilter(params: URLSearchParams): AuditFilter {
  return { actor: params.get('actor')?.trim() || undefined, entity: oneOf(params, 'entity', AUDIT_RECORD_TYPES) };
}

export function auditListArgs(params: URLSearchParams) {
  return { filter: auditFilter(params), page: pageOf(params), pageSize: AUDIT_PAGE_SIZE };
}

/** "a1b2c3d4" for a long id, so a row stays one line on a phone. */
export const shortId = (id: string) => (id.length > 8 ? id.slice(0, 8) : id);
