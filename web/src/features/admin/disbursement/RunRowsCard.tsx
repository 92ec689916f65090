import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Card, CardHeader } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Pagination } from '../components/Pagination';
import { TableFrame, TableHead } from '../components/TableFrame';
import { RowSearch } from './RowSearch';

type Props = {
  /** Names the card's heading (`${id}-title`). */
  id: string;
  title: string;
  description: ReactNode;
  /** The name search's label, its address parameter, and the page parameter it sends back to the first page. */
  search: { label: string; param: string; page: string };
  /** What shows when no row does: after a search, or when the list is empty. */
  empty: { icon: LucideIcon; noneNamed: string; nobody: string; nobodyText: ReactNode };
  caption: string;
  columns: string[];
  rowCount: number;
  pageInfo: Parameters<typeof Pagination>[0]['pageInfo'];
  pagesLabel: string;
  /** The table's rows. */
  children: ReactNode;
};

/** One of a run's lists of scholars: its heading, a name search, the rows a page at a time, and what to say when none show. */
export function RunRowsCard({ id, title, description, search, empty, caption, columns, rowCount, pageInfo, pagesLabel, children }: Props) {
  const [params] = useSearchParams();
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader titleId={`${id}-title`} title={title} description={description} />
      <RowSearch {...search} />
      {rowCount === 0 ? (
        params.get(search.param) ? (
          <EmptyState icon={empty.icon} title={empty.noneNamed}>
            <FormattedMessage id="admin.disbursement.runRows.searchAgain" defaultMessage="Search for another name, or clear the search." />
          </EmptyState>
        ) : (
          <EmptyState icon={empty.icon} title={empty.nobody}>
            {empty.nobodyText}
          </EmptyState>
        )
      ) : (
        <TableFrame caption={caption}>
          <TableHead columns={columns} />
          <tbody className="divide-y divide-slate-100 bg-white">{children}</tbody>
        </TableFrame>
      )}
      <Pagination pageInfo={pageInfo} label={pagesLabel} param={search.page} />
    </Card>
  );
}
