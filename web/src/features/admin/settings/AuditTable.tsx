import { defineMessages, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import type { AuditRecordType } from '@/gql/graphql';
import { actionWords, changeSummary } from '../components/audit-words';
import { bodyCell, TableFrame, ScholarLink, TableHead } from '../components/TableFrame';
import { shortId } from './audit-filters';
import { auditRecordMessage } from './audit-record-words';
import { DayTimeText } from '@/shared/i18n/use-dates';

export const AuditTable_EntryFragment = graphql(`
  fragment AuditTable_entry on AuditEntry {
    id
    at
    actorEmail
    action
    entity
    entityId
    before
    after
  }
`);

const COLUMNS = defineMessages({
  when: { id: 'admin.settings.auditTable.when', defaultMessage: 'When' },
  who: { id: 'admin.settings.auditTable.who', defaultMessage: 'Who' },
  what: { id: 'admin.settings.auditTable.what', defaultMessage: 'What' },
  record: { id: 'admin.settings.auditTable.record', defaultMessage: 'Record' },
  change: { id: 'admin.settings.auditTable.change', defaultMessage: 'Change' },
});

/** The administrators' actions in words, newest first; a scholar's record links to their page. */
export function AuditTable({ entries: masked }: { entries: FragmentType<typeof AuditTable_EntryFragment>[] }) {
  const entries = getFragmentData(AuditTable_EntryFragment, masked);
  const intl = useIntl();
  return (
    <TableFrame caption={intl.formatMessage({ id: 'admin.settings.auditTable.caption', defaultMessage: 'Audit log' })}>
      <TableHead columns={Object.values(COLUMNS).map((column) => intl.formatMessage(column))} />
      <tbody className="divide-y divide-slate-100">
        {entries.map((entry, i) => (
          <tr key={entry.id ?? i}>
            <td className={`${bodyCell} whitespace-nowrap`}>
              <DayTimeText value={entry.at} />
            </td>
            <td className={`${bodyCell} break-all`}>{entry.actorEmail}</td>
            <td className={`${bodyCell} min-w-40`}>{actionWords(intl, entry.action)}</td>
            <td className={`${bodyCell} whitespace-nowrap`}>
              <RecordCell entity={entry.entity} entityId={entry.entityId} />
            </td>
            <td className={`${bodyCell} min-w-48 break-words`}>{changeSummary(intl, entry.before, entry.after)}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

function RecordCell({ entity, entityId }: { entity: AuditRecordType | null | undefined; entityId: string | null | undefined }) {
  const intl = useIntl();
  if (!entity) return <>—</>;
  const kind = intl.formatMessage(auditRecordMessage(entity));
  const words = entityId ? `${kind} ${shortId(entityId)}` : kind;
  if (entity !== 'student' || !entityId) return <>{words}</>;
  return (
    <ScholarLink id={entityId} title={entityId}>
      {words}
    </ScholarLink>
  );
}
