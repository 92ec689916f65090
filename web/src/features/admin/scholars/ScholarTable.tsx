import { ArrowDown, ArrowUp } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { ScholarSort, SortOrder } from '@/gql/graphql';
import { resultStatusBadge } from '@/shared/status/result-status';
import { Badge } from '@/shared/ui/Badge';
import { bodyCell, headerCell, TableFrame } from '../components/TableFrame';
import { withFilter } from '../components/list-params';
import { CONTROL_NUMBER, ENROLLMENT } from './scholar-badges';
import { scholarListArgs } from './scholar-filters';
import { DayText } from '@/shared/i18n/use-dates';

export const ScholarTableRowFragment = graphql(`
  fragment ScholarTableRow_scholar on ScholarRow {
    id
    name
    email
    batchNo
    universityName
    programmeName
    registrationNumber
    enrollmentStatus
    joinedAt
    resultStatus
    universityFeeStatus
    nhifStatus
  }
`);

function SortHeader({ label, sort }: { label: string; sort: ScholarSort }) {
  const [params] = useSearchParams();
  const current = scholarListArgs(params);
  const active = current.sort === sort;
  const order = active && current.order === SortOrder.Asc ? SortOrder.Desc : SortOrder.Asc;
  const next = withFilter(withFilter(params, 'sort', sort), 'order', order);
  const Arrow = current.order === SortOrder.Asc ? ArrowUp : ArrowDown;
  return (
    <th scope="col" className={headerCell} aria-sort={active ? (current.order === SortOrder.Asc ? 'ascending' : 'descending') : undefined}>
      <Link to={`?${next.toString()}`} className="inline-flex min-h-11 items-center gap-1 hover:text-slate-900">
        {label}
        {active && <Arrow className="size-3.5" aria-hidden />}
      </Link>
    </th>
  );
}

function FilterLink({ name, value }: { name: string; value: string | null }) {
  const [params] = useSearchParams();
  if (!value) return <>—</>;
  return (
    <Link to={`?${withFilter(params, name, value).toString()}`} className="hover:underline" title={`Only ${value}`}>
      {value}
    </Link>
  );
}

const statusBadge = (status: keyof typeof CONTROL_NUMBER | null | undefined) =>
  status ? <Badge tone={CONTROL_NUMBER[status].tone}>{CONTROL_NUMBER[status].label}</Badge> : <Badge tone="warning">Missing</Badge>;

/** The scholars of one page: sortable by name, batch and joining date; a university or programme narrows the list to it. */
export function ScholarTable({ scholars: masked, year }: { scholars: FragmentType<typeof ScholarTableRowFragment>[]; year: string }) {
  const scholars = getFragmentData(ScholarTableRowFragment, masked);
  return (
    <TableFrame caption="Scholars">
      <thead className="bg-slate-50">
        <tr>
          <SortHeader label="Name" sort={ScholarSort.Name} />
          <SortHeader label="Batch" sort={ScholarSort.BatchNo} />
          <th scope="col" className={headerCell}>
            University and programme
          </th>
          <th scope="col" className={headerCell}>
            Status
          </th>
          <th scope="col" className={headerCell}>
            Results {year}
          </th>
          <th scope="col" className={headerCell}>
            University fee
          </th>
          <th scope="col" className={headerCell}>
            NHIF
          </th>
          <SortHeader label="Joined" sort={ScholarSort.JoinedAt} />
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 bg-white">
        {scholars.map((scholar) => {
          const result = scholar.resultStatus ? resultStatusBadge(scholar.resultStatus) : null;
          return (
            <tr key={scholar.id}>
              <td className={bodyCell}>
                <Link to={`/admin/students/${scholar.id}`} className="font-medium text-brand-800 hover:underline">
                  {scholar.name || scholar.email}
                </Link>
                <div className="text-xs break-all text-slate-500">{scholar.email}</div>
                {scholar.registrationNumber && <div className="text-xs text-slate-500">{scholar.registrationNumber}</div>}
              </td>
              <td className={bodyCell}>{scholar.batchNo ?? '—'}</td>
              <td className={`${bodyCell} min-w-52`}>
                <FilterLink name="university" value={scholar.universityName ?? null} />
                <div className="text-xs text-slate-500">
                  <FilterLink name="programme" value={scholar.programmeName ?? null} />
                </div>
              </td>
              <td className={bodyCell}>
                <Badge tone={ENROLLMENT[scholar.enrollmentStatus].tone}>{ENROLLMENT[scholar.enrollmentStatus].label}</Badge>
              </td>
              <td className={bodyCell}>
                {result ? <Badge tone={result.tone}>{result.label}</Badge> : <Badge tone="warning">Missing</Badge>}
              </td>
              <td className={bodyCell}>{statusBadge(scholar.universityFeeStatus)}</td>
              <td className={bodyCell}>{statusBadge(scholar.nhifStatus)}</td>
              <td className={`${bodyCell} whitespace-nowrap`}>
                <DayText value={scholar.joinedAt} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableFrame>
  );
}
