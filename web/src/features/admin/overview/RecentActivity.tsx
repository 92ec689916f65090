import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { formatDateTime } from '@/shared/rules/format';
import { actionWords, changeSummary } from '../components/audit-words';

const RecentActivityFragment = graphql(`
  fragment RecentActivity_entry on AuditEntry {
    id
    at
    actorEmail
    action
    before
    after
  }
`);

/** The latest administrators' actions, newest first. */
export function RecentActivity({ entries: masked }: { entries: FragmentType<typeof RecentActivityFragment>[] }) {
  const entries = getFragmentData(RecentActivityFragment, masked);
  if (entries.length === 0) return <p className="px-5 py-6 text-sm text-slate-500">No administrator has acted yet.</p>;
  return (
    <ol className="divide-y divide-slate-100">
      {entries.map((entry, i) => (
        <li key={entry.id ?? i} className="px-5 py-3 text-sm">
          <p className="font-medium break-words text-slate-900">
            {actionWords(entry.action)} <span className="font-normal text-slate-600">{changeSummary(entry.before, entry.after)}</span>
          </p>
          <p className="text-xs break-words text-slate-500">
            {entry.actorEmail} · {formatDateTime(entry.at)}
          </p>
        </li>
      ))}
    </ol>
  );
}
