import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Card, CardHeader } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { LoadingState } from '@/shared/ui/LoadingState';

type DashboardCardProps = {
  id: string;
  title: string;
  link: { to: string; label: string };
  empty: false | { icon: LucideIcon; title: string; text: string };
  /** Set when this card's part of the dashboard query failed while the rest arrived. */
  failure?: CardFailure;
  /** Words beside a spinner while this card's part is being asked for again. */
  loading?: string;
  children: ReactNode;
};

export type CardFailure = { message: string; onRetry: () => void };

/** A dashboard card: its title, a link to its page, and its items, empty state, loading or failure. */
export function DashboardCard({ id, title, link, empty, failure, loading, children }: DashboardCardProps) {
  const intl = useIntl();
  const titleId = `${id}-title`;
  return (
    <Card aria-labelledby={titleId} className="flex flex-col">
      <CardHeader
        titleId={titleId}
        title={title}
        action={
          <Link
            to={link.to}
            className="-my-3 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
          >
            {link.label}
            <ArrowRight aria-hidden="true" className="size-3.5" />
          </Link>
        }
      />
      <div className="flex-1">
        {loading ? (
          <LoadingState>{loading}</LoadingState>
        ) : failure ? (
          <ErrorState
            title={intl.formatMessage({ id: 'dashboard.card.failed', defaultMessage: '{title} could not be loaded' }, { title })}
            message={failure.message}
            onRetry={failure.onRetry}
          />
        ) : empty ? (
          <EmptyState icon={empty.icon} title={empty.title}>
            {empty.text}
          </EmptyState>
        ) : (
          children
        )}
      </div>
    </Card>
  );
}
