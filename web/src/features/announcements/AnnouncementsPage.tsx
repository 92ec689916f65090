import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { announcementsRoute } from './announcements-route';
import { CheckCheck, FilterX, Megaphone } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { getStoredUser } from '@/shared/session/session';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { DataView } from '@/shared/ui/DataView';
import { AnnouncementFilters } from './AnnouncementFilters';
import { AnnouncementListItem } from './AnnouncementListItem';
import { filterParams, isFiltered, NO_FILTERS, readFilters, visibleAnnouncements, type Filters } from './announcement-filters';
import { ANNOUNCEMENTS_FAILED, ANNOUNCEMENTS_UNAVAILABLE } from '@nuru/rules/announcements';
import { unreadCount } from './read-state';
import { useReadState } from './use-read-state';
import { SuspenseCard } from '@/shared/ui/SuspenseCard';
import { useQueryChanger } from '@/shared/routing/use-query-changer';

const MESSAGES = defineMessages({
  title: { id: 'announcements.page.title', defaultMessage: 'Announcements' },
  loading: { id: 'announcements.page.loading', defaultMessage: 'Loading announcements...' },
});

export function AnnouncementsPage() {
  return (
    <SuspenseCard loading={<FormattedMessage {...MESSAGES.loading} />}>
      <AnnouncementsPageContent />
    </SuspenseCard>
  );
}

function AnnouncementsPageContent() {
  const intl = useIntl();
  const { data, error, waiting } = useRouteQuery(announcementsRoute);
  const { refresh, refreshing } = useRouteRefresh(announcementsRoute);
  const [params, changeQuery] = useQueryChanger();
  const filters = readFilters(params);
  const { read, markRead } = useReadState(getStoredUser()?.id);
  const all = data?.announcements;
  const ids = all?.map((a) => a.id) ?? [];
  const unread = unreadCount(ids, read);

  // The URL holds the filters; replacing the entry keeps Back for leaving the page, not for each keystroke.
  const setFilters = (change: Partial<Filters>) =>
    changeQuery((current) => filterParams({ ...readFilters(current), ...change }), { replace: true });

  const shown = all && visibleAnnouncements(all, filters);
  const filtered = isFiltered(filters);

  return (
    <Card aria-labelledby="announcements-title" aria-busy={refreshing || waiting || undefined}>
      <CardHeader
        titleId="announcements-title"
        title={intl.formatMessage(MESSAGES.title)}
        description={intl.formatMessage({
          id: 'announcements.page.description',
          defaultMessage: 'Pinned first, then the newest. Read marks are kept in this browser only.',
        })}
        action={
          all && (
            <div className="flex items-center gap-3">
              <Badge tone={unread > 0 ? 'info' : 'neutral'}>
                <FormattedMessage
                  id="announcements.page.unread"
                  defaultMessage="<count>{unread}</count> unread"
                  values={{ unread, count: (words) => <span data-testid="unread-count">{words}</span> }}
                />
              </Badge>
              <Button variant="secondary" className="sm:min-h-9 px-3 py-1.5" disabled={unread === 0} onClick={() => markRead(ids)}>
                <CheckCheck aria-hidden="true" className="size-4" />
                <FormattedMessage id="announcements.page.markAllRead" defaultMessage="Mark all read" />
              </Button>
            </div>
          )
        }
      />
      <AnnouncementFilters filters={filters} onChange={setFilters} />
      <DataView
        value={shown}
        error={error}
        onRetry={refresh}
        loading={intl.formatMessage(MESSAGES.loading)}
        failure={{ title: ANNOUNCEMENTS_UNAVAILABLE, fallback: ANNOUNCEMENTS_FAILED }}
        empty={
          filtered ? (
            <EmptyState
              icon={FilterX}
              title={intl.formatMessage({ id: 'announcements.page.noMatch', defaultMessage: 'No announcements match your filters' })}
            >
              <Button variant="secondary" className="mt-2" onClick={() => setFilters(NO_FILTERS)}>
                <FormattedMessage id="announcements.page.clearFilters" defaultMessage="Clear filters" />
              </Button>
            </EmptyState>
          ) : (
            <EmptyState
              icon={Megaphone}
              title={intl.formatMessage({ id: 'announcements.page.emptyTitle', defaultMessage: 'No announcements yet' })}
            >
              <FormattedMessage id="announcements.page.emptyText" defaultMessage="Messages from the programme will appear here." />
            </EmptyState>
          )
        }
      >
        {(list) => (
          <ul aria-label={intl.formatMessage(MESSAGES.title)} className="divide-y divide-slate-100">
            {list.map((announcement) => (
              <AnnouncementListItem
                key={announcement.id}
                announcement={announcement}
                read={read.has(announcement.id)}
                onMarkRead={(id) => markRead([id])}
              />
            ))}
          </ul>
        )}
      </DataView>
    </Card>
  );
}
