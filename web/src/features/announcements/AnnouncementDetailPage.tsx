import { useQuery } from '@apollo/client/react';
import { ArrowLeft, Megaphone } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { getFragmentData, graphql } from '@/gql';
import { errorMessage, hasErrorCode } from '@/shared/api/errors';
import { formatDate } from '@/shared/rules/format';
import { getStoredUser } from '@/shared/session/session';
import { announcementCategoryLabel } from '@/shared/status/announcement-category';
import { announcementPriorityBadge } from '@/shared/status/announcement-priority';
import { Badge } from '@/shared/ui/Badge';
import { buttonClasses } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { LoadingState } from '@/shared/ui/LoadingState';
import { PinnedBadge } from '@/shared/ui/PinnedBadge';
import { AcknowledgeButton } from './AcknowledgeButton';
import { ANNOUNCEMENTS_FAILED, ANNOUNCEMENTS_UNAVAILABLE } from '@/shared/rules/announcement-messages';
import { useReadState } from './use-read-state';

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

// The provider has no single-announcement call: the detail is read from the list the viewer may see (cached by
// the list page, so opening one from the list costs no request).
const AnnouncementDetailQuery = graphql(`
  query AnnouncementDetail {
    announcements {
      id
      ...AnnouncementDetail_announcement
    }
  }
`);

const backLink = (
  <Link to="/announcements" className={buttonClasses('ghost', '-ml-2 min-h-9 px-2 py-1.5')}>
    <ArrowLeft aria-hidden="true" className="size-4" />
    All announcements
  </Link>
);

/** One announcement in full; opening it marks it read. */
export function AnnouncementDetailPage() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(AnnouncementDetailQuery);
  const { markRead } = useReadState(getStoredUser()?.id);
  const found = data?.announcements?.find((a) => a.id === id);
  const announcement = found && getFragmentData(AnnouncementDetail_AnnouncementFragment, found);

  useEffect(() => {
    if (announcement) markRead([announcement.id]);
  }, [announcement, markRead]);

  if (!data?.announcements) {
    if (error) {
      return hasErrorCode(error, 'UNAUTHENTICATED') ? null : (
        <Card>
          <ErrorState title={ANNOUNCEMENTS_UNAVAILABLE} message={errorMessage(error, ANNOUNCEMENTS_FAILED)} onRetry={() => void refetch()} />
        </Card>
      );
    }
    return (
      <Card>
        <LoadingState>Loading the announcement...</LoadingState>
      </Card>
    );
  }

  if (!announcement) {
    return (
      <Card>
        <EmptyState icon={Megaphone} title="This announcement is not available">
          It may have been removed, or it is meant for another batch.
          <div className="mt-3">{backLink}</div>
        </EmptyState>
      </Card>
    );
  }

  const priority = announcementPriorityBadge(announcement.priority);
  return (
    <div className="space-y-4">
      {backLink}
      <Card aria-labelledby="announcement-title" className="px-6 py-5">
        <article className="space-y-4">
          <header className="space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              {announcement.pinned && <PinnedBadge />}
              <Badge tone={priority.tone}>{priority.label}</Badge>
            </div>
            <h2 id="announcement-title" className="text-xl font-semibold text-slate-900">
              {announcement.title}
            </h2>
            <dl className="grid gap-x-6 gap-y-1 text-sm text-slate-600 sm:grid-cols-[auto_1fr]">
              <dt className="font-medium text-slate-700">From</dt>
              <dd>{announcement.senderName || '—'}</dd>
              <dt className="font-medium text-slate-700">Date</dt>
              <dd>{formatDate(announcement.createdAt)}</dd>
              <dt className="font-medium text-slate-700">Category</dt>
              <dd>{announcementCategoryLabel(announcement.category)}</dd>
              <dt className="font-medium text-slate-700">Priority</dt>
              <dd>{priority.label}</dd>
              <dt className="font-medium text-slate-700">Tags</dt>
              <dd>{announcement.tags.length > 0 ? announcement.tags.map((tag) => `#${tag}`).join(' ') : 'None'}</dd>
            </dl>
          </header>
          <p className="whitespace-pre-line text-slate-800">{announcement.content}</p>
          <AcknowledgeButton announcement={announcement} />
        </article>
      </Card>
    </div>
  );
}
