import { useQuery } from '@apollo/client/react';
import { History } from 'lucide-react';
import { useState } from 'react';
import { graphql } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { formatDateTime } from '@/shared/rules/format';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Spinner } from '@/shared/ui/Spinner';
import { ACTIVITY_PAGE_SIZE, activityPager } from '../activity-paging';
import { SETTINGS_FAILED } from '../settings-failures';

const ActivityQuery = graphql(`
  query AccountActivity($limit: Int, $offset: Int) {
    accountActivity(limit: $limit, offset: $offset) {
      total
      limit
      offset
      items {
        id
        kind
        description
        device
        ip
        createdAt
      }
    }
  }
`);

/** The account's activity log, newest first, a page of 50 at a time. */
export function ActivityCard() {
  const [offset, setOffset] = useState(0);
  const { data, previousData, loading, error, refetch } = useQuery(ActivityQuery, { variables: { limit: ACTIVITY_PAGE_SIZE, offset } });
  const page = (data ?? previousData)?.accountActivity;

  let body;
  if (error && !data) {
    body = <ErrorState title="Activity unavailable" message={errorMessage(error, SETTINGS_FAILED)} onRetry={() => void refetch()} />;
  } else if (!page) {
    body = (
      <p role="status" className="flex items-center gap-3 px-5 py-6 text-sm text-slate-600">
        <Spinner /> Loading your account activity...
      </p>
    );
  } else if (page.items.length === 0) {
    body = <EmptyState icon={History} title="No activity yet" />;
  } else {
    const pager = activityPager(page.total, page.limit, page.offset, page.items.length);
    body = (
      <>
        <ul aria-busy={loading || undefined} className="divide-y divide-slate-100">
          {page.items.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-2 px-5 py-2.5">
              <span className="text-sm text-slate-900">{entry.description}</span>
              <span className="text-xs text-slate-500">
                {entry.device} · {entry.ip ?? 'unknown address'} · {formatDateTime(entry.createdAt)}
              </span>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-5 py-3">
          <p className="text-sm text-slate-500">{pager.label}</p>
          <div className="flex gap-2">
            <Button variant="secondary" disabled={pager.previousOffset === null || loading} onClick={() => setOffset(pager.previousOffset ?? 0)}>
              Newer
            </Button>
            <Button variant="secondary" disabled={pager.nextOffset === null || loading} onClick={() => setOffset(pager.nextOffset ?? offset)}>
              Older
            </Button>
          </div>
        </div>
      </>
    );
  }

  return (
    <Card aria-labelledby="activity-title">
      <CardHeader titleId="activity-title" title="Recent activity" description="Sign-ins and changes to your account." />
      {body}
    </Card>
  );
}
