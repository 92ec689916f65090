import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { actionWords, changeSummary } from './audit-words';
import { DayTimeText } from '@/shared/i18n/use-dates';

const AuditEntriesFragment = graphql(`
  fragment AuditEntries_entry on AuditEntry {
    id
    at
    actorEmail
    action
    before
    after
  }
`);

/** Administrators' actions in words, newest first; `empty` says why there are none. */
export function AuditEntries({ entries: masked, empty }: { entries: FragmentType<typeof AuditEntriesFragment>[]; empty: string }) {
  const entries = getFragmentData(AuditEntriesFragment, masked);
  const intl = useIntl();
  if (entries.length === 0) return <p className="px-5 py-6 text-sm text-slate-500">{empty}</p>;
  return (
    <ol className="divide-y divide-slate-100">
      {entries.map((entry, i) => (
        <li key={entry.id ?? i} className="px-5 py-3 text-sm">
          <p className="font-medium break-words text-slate-900">
            {actionWords(intl, entry.action)}{' '}
            <span className="font-normal text-slate-600">{changeSummary(intl, entry.before, entry.after)}</span>
          </p>
          <p className="text-xs break-words text-slate-500">
            {entry.actorEmail} · <DayTimeText value={entry.at} />
          </p>
        </li>
      ))}
    </ol>
  );
}
