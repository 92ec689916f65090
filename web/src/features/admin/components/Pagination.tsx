import { ChevronLeft, ChevronRight } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/shared/ui/Button';
import { pageHref } from './list-params';

type PageInfo = { page: number; pageSize: number; totalCount: number; hasNextPage: boolean; hasPreviousPage: boolean };

/**
 * "21–40 of 324" with links to the previous and next page; the page lives in the address (?page=, or `param` for a
 * second list on the same page).
 */
export function Pagination({ pageInfo, label, param = 'page' }: { pageInfo: PageInfo; label: string; param?: string }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { page, pageSize, totalCount, hasNextPage, hasPreviousPage } = pageInfo;
  const first = totalCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalCount);
  const link = (to: number, enabled: boolean, children: React.ReactNode, text: string) =>
    enabled ? (
      <Link to={pageHref(params, to, param)} className={buttonClasses('secondary', 'min-h-11 px-3')} aria-label={text}>
        {children}
      </Link>
    ) : (
      <button type="button" disabled className={buttonClasses('secondary', 'min-h-11 px-3')} aria-label={text}>
        {children}
      </button>
    );
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3 text-sm text-slate-600">
      <p aria-live="polite">
        <FormattedMessage
          id="admin.components.pagination.range"
          defaultMessage="{first}–{last} of {totalCount}"
          values={{ first, last, totalCount }}
        />
      </p>
      <div className="flex gap-2">
        {link(
          page - 1,
          hasPreviousPage,
          <ChevronLeft className="size-4" aria-hidden />,
          intl.formatMessage({ id: 'admin.components.pagination.previous', defaultMessage: 'Previous page' }),
        )}
        {link(
          page + 1,
          hasNextPage,
          <ChevronRight className="size-4" aria-hidden />,
          intl.formatMessage({ id: 'admin.components.pagination.next', defaultMessage: 'Next page' }),
        )}
      </div>
    </nav>
  );
}
