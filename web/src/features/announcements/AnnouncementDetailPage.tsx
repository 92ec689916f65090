import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { announcementDetailRoute } from './announcement-detail-route';
import { ArrowLeft, Megaphone } from 'lucide-react';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { getStoredUser } from '@/shared/session/session';
import { announcementCategoryMessage } from '@/shared/status/announcement-category';
import { announcementPriorityBadge } from '@/shared/status/announcement-priority';
import { Badge } from '@/shared/ui/Badge';
import { buttonClasses } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { DataView } from '@/shared/ui/DataView';
import { PinnedBadge } from '@/shared/ui/PinnedBadge';
import { AcknowledgeButton } from './AcknowledgeButton';
import { announcementTagWords } from './announcement-tag';
import { ANNOUNCEMENTS_FAILED, ANNOUNCEMENTS_UNAVAILABLE } from '@nuru/rules/announcements';
import { useReadState } from './use-read-state';
import { SuspenseCard } from '@/shared/ui/SuspenseCard';
import { DayText } from '@/shared/i18n/use-dates';

export const AnnouncementDetail_AnnouncementFragment = graphql(`
  fragment AnnouncementDetail_announcement on Announcement {
    id
    title
    content
    senderName
    createdAt
    category
    priority
    pinned
    tags
    ...AcknowledgeButton_announcement
  }
`);

const MESSAGES = defineMessages({
  loading: { id: 'announcements.detail.loading', defaultMessage: 'Loading the announcement...' },
});

const backLink = (
  <Link to="/announcements" className={buttonClasses('ghost', '-ml-2 sm:min-h-9 px-2 py-1.5')}>
    <ArrowLeft aria-hidden="true" className="size-4" />
    <FormattedMessage id="announcements.detail.back" defaultMessage="All announcements" />
  </Link>
);

/** One announcement in full; opening it marks it read. */
export function AnnouncementDetailPage() {
  return (
    <SuspenseCard loading={<FormattedMessage {...MESSAGES.loading} />}>
      <AnnouncementDetailPageContent />
    </SuspenseCard>
  );
}

function AnnouncementDetailPageContent() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { data, error } = useRouteQuery(announcementDetailRoute);
  const { refresh } = useRouteRefresh(announcementDetailRoute);
  const { markRead } = useReadState(getStoredUser()?.id);
  const found = data?.announcements?.find((a) => a.id === id);

  useEffect(() => {
    if (found) markRead([found.id]);
  }, [found, markRead]);

  return (
    <DataView
      value={data?.announcements}
      error={error}
      onRetry={refresh}
      loading={intl.formatMessage(MESSAGES.loading)}
      failure={{ title: ANNOUNCEMENTS_UNAVAILABLE, fallback: ANNOUNCEMENTS_FAILED }}
      isEmpty={() => !found}
      empty={
        <EmptyState
          icon={Megaphone}
          title={intl.formatMessage({ id: 'announcements.detail.notAvailable', defaultMessage: 'This announcement is not available' })}
        >
          <FormattedMessage
            id="announcements.detail.notAvailableText"
            defaultMessage="It may have been removed, or it is meant for another batch."
          />
          <div className="mt-3">{backLink}</div>
        </EmptyState>
      }
      frame={(face) => <Card>{face}</Card>}
    >
      {() => found && <AnnouncementArticle announcement={found} />}
    </DataView>
  );
}

function AnnouncementArticle(props: { announcement: FragmentType<typeof AnnouncementDetail_AnnouncementFragment> }) {
  const intl = useIntl();
  const announcement = getFragmentData(AnnouncementDetail_AnnouncementFragment, props.announcement);
  const priority = announcementPriorityBadge(announcement.priority);
  return (
    <div className="space-y-4">
      {backLink}
      <Card aria-labelledby="announcement-title" className="px-6 py-5">
        <article className="space-y-4">
          <header className="space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              {announcement.pinned && <PinnedBadge />}
              <Badge tone={priority.tone}>{intl.formatMessage(priority.message)}</Badge>
            </div>
            <h2 id="announcement-title" className="text-xl font-semibold text-slate-900 [overflow-wrap:anywhere]">
              {announcement.title}
            </h2>
            <dl className="grid gap-x-6 gap-y-1 text-sm text-slate-600 sm:grid-cols-[auto_1fr]">
              <dt className="font-medium text-slate-700">
                <FormattedMessage id="announcements.detail.from" defaultMessage="From" />
              </dt>
              <dd>{announcement.senderName || '—'}</dd>
              <dt className="font-medium text-slate-700">
                <FormattedMessage id="announcements.detail.date" defaultMessage="Date" />
              </dt>
              <dd>
                <DayText value={announcement.createdAt} />
              </dd>
              <dt className="font-medium text-slate-700">
                <FormattedMessage id="announcements.detail.category" defaultMessage="Category" />
              </dt>
              <dd>{intl.formatMessage(announcementCategoryMessage(announcement.category))}</dd>
              <dt className="font-medium text-slate-700">
                <FormattedMessage id="announcements.detail.priority" defaultMessage="Priority" />
              </dt>
              <dd>{intl.formatMessage(priority.message)}</dd>
              <dt className="font-medium text-slate-700">
                <FormattedMessage id="announcements.detail.tags" defaultMessage="Tags" />
              </dt>
              <dd>
                {announcement.tags.length > 0 ? (
                  intl.formatList(announcement.tags.map((tag) => announcementTagWords(intl, tag)))
                ) : (
                  <FormattedMessage id="announcements.detail.noTags" defaultMessage="None" />
                )}
              </dd>
            </dl>
          </header>
          <p className="whitespace-pre-line text-slate-800">{announcement.content}</p>
          <AcknowledgeButton announcement={announcement} />
        </article>
      </Card>
    </div>
  );
}
