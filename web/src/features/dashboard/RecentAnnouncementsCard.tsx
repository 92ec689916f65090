import { Megaphone, Pin } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { announcementPriorityBadge } from '@/shared/status/announcement-priority';
import { DashboardCard, type CardFailure } from './DashboardCard';
import { DashboardList, DashboardListItem } from './DashboardList';
import { DayText } from '@/shared/i18n/use-dates';

export const RecentAnnouncementsCard_QueryFragment = graphql(`
  fragment RecentAnnouncementsCard_query on Query {
    recentAnnouncements: announcements(limit: 5) {
      id
      title
      createdAt
      priority
      pinned
    }
  }
`);

/** The 5 most recent announcements (docs/behaviour.md §9); the full list lives on /announcements. */
export function RecentAnnouncementsCard({
  query,
  failure,
}: {
  query: FragmentType<typeof RecentAnnouncementsCard_QueryFragment>;
  failure?: CardFailure;
}) {
  const intl = useIntl();
  const announcements = getFragmentData(RecentAnnouncementsCard_QueryFragment, query).recentAnnouncements ?? [];
  return (
    <DashboardCard
      id="recent-announcements"
      title={intl.formatMessage({ id: 'dashboard.announcements.title', defaultMessage: 'Announcements' })}
      failure={failure}
      link={{ to: '/announcements', label: intl.formatMessage({ id: 'dashboard.announcements.all', defaultMessage: 'All announcements' }) }}
      empty={
        announcements.length === 0 && {
          icon: Megaphone,
          title: intl.formatMessage({ id: 'dashboard.announcements.emptyTitle', defaultMessage: 'No announcements yet' }),
          text: intl.formatMessage({
            id: 'dashboard.announcements.emptyText',
            defaultMessage: 'Messages from the programme will appear here.',
          }),
        }
      }
    >
      <DashboardList>
        {announcements.map((announcement) => (
          <DashboardListItem
            key={announcement.id}
            alignTop
            titleClassName="flex items-center gap-1.5"
            title={
              <>
                {announcement.pinned && (
                  <>
                    <Pin aria-hidden="true" className="size-3.5 shrink-0 text-accent-500" />
                    <span className="sr-only">
                      <FormattedMessage id="dashboard.announcements.pinned" defaultMessage="Pinned:" />{' '}
                    </span>
                  </>
                )}
                <span className="truncate">{announcement.title}</span>
              </>
            }
            detail={<DayText value={announcement.createdAt} />}
            badge={announcementPriorityBadge(announcement.priority)}
          />
        ))}
      </DashboardList>
    </DashboardCard>
  );
}
