import { Megaphone, Pin } from 'lucide-react';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { formatDate } from '@/shared/rules/format';
import { announcementPriorityBadge } from '@/shared/status/announcement-priority';
import { Badge } from '@/shared/ui/Badge';
import { DashboardCard, type CardFailure } from './DashboardCard';

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

/** The 5 most recent announcements (spec 9); the full list lives on /announcements. */
export function RecentAnnouncementsCard({ query, failure }: { query: FragmentType<typeof RecentAnnouncementsCard_QueryFragment>; failure?: CardFailure }) {
  const announcements = getFragmentData(RecentAnnouncementsCard_QueryFragment, query).recentAnnouncements ?? [];
  return (
    <DashboardCard
      id="recent-announcements"
      title="Announcements"
      failure={failure}
      link={{ to: '/announcements', label: 'All announcements' }}
      empty={announcements.length === 0 && { icon: Megaphone, title: 'No announcements yet', text: 'Messages from the programme will appear here.' }}
    >
      <ul className="divide-y divide-slate-100">
        {announcements.map((announcement) => {
          const badge = announcementPriorityBadge(announcement.priority);
          return (
            <li key={announcement.id} className="flex items-start gap-3 px-5 py-3">
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-1.5 text-sm font-medium text-slate-900">
                  {announcement.pinned && (
                    <>
                      <Pin aria-hidden="true" className="size-3.5 shrink-0 text-accent-500" />
                      <span className="sr-only">Pinned: </span>
                    </>
                  )}
                  <span className="truncate">{announcement.title}</span>
                </p>
                <p className="text-xs text-slate-500">{formatDate(announcement.createdAt)}</p>
              </div>
              <Badge tone={badge.tone}>{badge.label}</Badge>
            </li>
          );
        })}
      </ul>
    </DashboardCard>
  );
}
