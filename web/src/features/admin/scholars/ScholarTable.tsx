import { ArrowDown, ArrowUp } from 'lucide-react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { type ControlNumberStatus, ScholarSort, SortOrder } from '@/gql/graphql';
import { resultStatusBadge } from '@/shared/status/result-status';
import { Badge } from '@/shared/ui/Badge';
import { bodyCell, headerCell, ScholarLink, TableFrame, TableLink } from '../components/TableFrame';
import { withFilter } from '../components/list-params';
import { controlNumberStatusBadge } from '@/shared/status/control-number-status';
import { enrollmentStatusBadge } from '@/shared/status/enrollment-status';
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

const messages = defineMessages({
  caption: { id: 'admin.scholars.scholarTable.caption', defaultMessage: 'Scholars' },
  name: { id: 'admin.scholars.scholarTable.name', defaultMessage: 'Name' },
  batch: { id: 'admin.scholars.scholarTable.batch', defaultMessage: 'Batch' },
  universityAndProgramme: { id: 'admin.scholars.scholarTable.universityAndProgramme', defaultMessage: 'University and programme' },
  status: { id: 'admin.scholars.scholarTable.status', defaultMessage: 'Status' },
  universityFee: { id: 'admin.scholars.scholarTable.universityFee', defaultMessage: 'University fee' },
  nhif: { id: 'admin.scholars.scholarTable.nhif', defaultMessage: 'NHIF' },
  joined: { id: 'admin.scholars.scholarTable.joined', defaultMessage: 'Joined' },
  resultsMissing: { id: 'admin.scholars.scholarTable.resultsMissing', defaultMessage: 'Missing' },
  controlNumberMissing: { id: 'admin.scholars.scholarTable.controlNumberMissing', defaultMessage: 'Missing' },
});

const resultsColumn = defineMessage<{ year: string }>({ id: 'admin.scholars.scholarTable.results', defaultMessage: 'Results {year}' });
const onlyThis = defineMessage<{ value: string }>({ id: 'admin.scholars.scholarTable.only', defaultMessage: 'Only {value}' });

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

// The table reads the address once and hands the links of its rows (two a row) where they lead.
function FilterLink({ onlyHref, name, value }: { onlyHref: (name: string, value: string) => string; name: string; value: string | null }) {
  const intl = useIntl();
  if (!value) return <>—</>;
  return (
    <TableLink
      to={onlyHref(name, value)}
      className="inline-flex min-h-11 items-center hover:underline"
      title={intl.formatMessage(onlyThis, { value })}
    >
      {value}
    </TableLink>
  );
}

function ControlNumberBadge({ status }: { status: ControlNumberStatus | null | undefined }) {
  const intl = useIntl();
  const badge = status ? controlNumberStatusBadge(status) : null;
  return badge ? (
    <Badge tone={badge.tone}>{intl.formatMessage(badge.message)}</Badge>
  ) : (
    <Badge tone="warning">{intl.formatMessage(messages.controlNumberMissing)}</Badge>
  );
}

/** The scholars of one page: sortable by name, batch and joining date; a university or programme narrows the list to it. */
export function ScholarTable({ scholars: masked, year }: { scholars: FragmentType<typeof ScholarTableRowFragment>[]; year: string }) {
  const scholars = getFragmentData(ScholarTableRowFragment, masked);
  const intl = useIntl();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const onlyHref = (name: string, value: string) => `${pathname}?${withFilter(params, name, value).toString()}`;
  return (
    <TableFrame caption={intl.formatMessage(messages.caption)}>
      <thead className="bg-slate-50">
        <tr>
          <SortHeader label={intl.formatMessage(messages.name)} sort={ScholarSort.Name} />
          <SortHeader label={intl.formatMessage(messages.batch)} sort={ScholarSort.BatchNo} />
          <th scope="col" className={headerCell}>
            {intl.formatMessage(messages.universityAndProgramme)}
          </th>
          <th scope="col" className={headerCell}>
            {intl.formatMessage(messages.status)}
          </th>
          <th scope="col" className={headerCell}>
            {intl.formatMessage(resultsColumn, { year })}
          </th>
          <th scope="col" className={headerCell}>
            {intl.formatMessage(messages.universityFee)}
          </th>
          <th scope="col" className={headerCell}>
            {intl.formatMessage(messages.nhif)}
          </th>
          <SortHeader label={intl.formatMessage(messages.joined)} sort={ScholarSort.JoinedAt} />
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 bg-white">
        {scholars.map((scholar) => {
          const result = scholar.resultStatus ? resultStatusBadge(scholar.resultStatus) : null;
          const enrollment = enrollmentStatusBadge(scholar.enrollmentStatus);
          return (
            <tr key={scholar.id}>
              <td className={bodyCell}>
                <ScholarLink id={scholar.id}>{scholar.name || scholar.email}</ScholarLink>
                <div className="text-xs break-all text-slate-500">{scholar.email}</div>
                {scholar.registrationNumber && <div className="text-xs text-slate-500">{scholar.registrationNumber}</div>}
              </td>
              <td className={bodyCell}>{scholar.batchNo ?? '—'}</td>
              <td className={`${bodyCell} min-w-52`}>
                <FilterLink onlyHref={onlyHref} name="university" value={scholar.universityName ?? null} />
                <div className="text-xs text-slate-500">
                  <FilterLink onlyHref={onlyHref} name="programme" value={scholar.programmeName ?? null} />
                </div>
              </td>
              <td className={bodyCell}>
                <Badge tone={enrollment.tone}>{intl.formatMessage(enrollment.message)}</Badge>
              </td>
              <td className={bodyCell}>
                {result ? (
                  <Badge tone={result.tone}>{intl.formatMessage(result.message)}</Badge>
                ) : (
                  <Badge tone="warning">{intl.formatMessage(messages.resultsMissing)}</Badge>
                )}
              </td>
              <td className={bodyCell}>
                <ControlNumberBadge status={scholar.universityFeeStatus} />
              </td>
              <td className={bodyCell}>
                <ControlNumberBadge status={scholar.nhifStatus} />
              </td>
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
