import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { APP_LINK, useLinkDelegation } from '@/shared/routing/link-delegation';

/**
 * A wide table scrolls inside its own box on a phone instead of widening the page; the caption names it for
 * screen readers. The links of its rows (`TableLink`, `ScholarLink`) are routed from here.
 */
export function TableFrame({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto" role="region" aria-label={caption} tabIndex={0} {...useLinkDelegation()}>
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export const headerCell = 'px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-500 uppercase';
export const bodyCell = 'px-4 py-3 align-top text-slate-700';

/** A table's header row of plain column names. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead className="bg-slate-50">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={headerCell}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A link in a table's row. It is a plain anchor: the `TableFrame` around it routes its click in the app (and the
 * document's listeners fetch its page ahead, as for any link), so a long list runs one handler instead of a
 * react-router `Link`'s hooks in every row.
 */
export function TableLink({ to, ...props }: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  return <a href={to} {...APP_LINK} {...props} />;
}

/**
 * A scholar in a list (their name, or an audit entry's record), leading to their page: a 44 px tall target, so a
 * thumb can open it on a phone.
 */
export function ScholarLink({ id, title, children }: { id: string; title?: string; children: ReactNode }) {
  return (
    <TableLink
      to={`/admin/students/${encodeURIComponent(id)}`}
      className="inline-flex min-h-11 items-center font-medium text-brand-800 hover:underline"
      title={title}
    >
      {children}
    </TableLink>
  );
}
