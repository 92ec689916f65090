import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { StatusBadge } from '@/shared/status/status-badge';
import { Badge } from '@/shared/ui/Badge';
import { cn } from '@/shared/ui/cn';

/** The rows of a dashboard card, one under the other. */
export function DashboardList({ children }: { children: ReactNode }) {
  return <ul className="divide-y divide-slate-100">{children}</ul>;
}

type DashboardListItemProps = {
  title: ReactNode;
  /** Added to the title line, e.g. to truncate it or lay out an icon beside it. */
  titleClassName?: string;
  detail: ReactNode;
  badge: StatusBadge;
  /** Aligns the badge with the title rather than with the middle of the row. */
  alignTop?: boolean;
};

/** One row of a dashboard card: what it is, a detail line under it, and its status badge. */
export function DashboardListItem({ title, titleClassName, detail, badge, alignTop }: DashboardListItemProps) {
  const intl = useIntl();
  return (
    <li className={cn('flex', alignTop ? 'items-start' : 'items-center', 'gap-3 px-5 py-3')}>
      <div className="min-w-0 flex-1">
        <p className={cn(titleClassName, 'text-sm font-medium text-slate-900')}>{title}</p>
        <p className="text-xs text-slate-500">{detail}</p>
      </div>
      <Badge tone={badge.tone}>{intl.formatMessage(badge.message)}</Badge>
    </li>
  );
}
