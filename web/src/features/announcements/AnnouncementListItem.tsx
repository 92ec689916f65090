import { Check } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { announcementCategoryMessage } from '@/shared/status/announcement-category';
import { announcementPriorityBadge } from '@/shared/status/announcement-priority';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { PinnedBadge } from '@/shared/ui/PinnedBadge';
import { cn } from '@/shared/ui/cn';
import { AcknowledgeButton } from './AcknowledgeButton';
import { AnnouncementTags } from './AnnouncementTags';
import { DayText } from '@/shared/i18n/use-dates';

export const AnnouncementListItem_AnnouncementFragment = graphql(`
  fragment AnnouncementListItem_announcement on Announcement {
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

type Props = {
  announcement: FragmentType<typeof AnnouncementListItem_AnnouncementFragment>;
  read: boolean;
  onMarkRead: (id: string) => void;
};

/** One announcement in the list: its badges, the start of its text, and the read and acknowledgement actions. */
export function AnnouncementListItem({ announcement, read, onMarkRead }: Props) {
  const intl = useIntl();
  const a = getFragmentData(AnnouncementListItem_AnnouncementFragment, announcement);
  const priority = announcementPriorityBadge(a.priority);
  const titleId = `announcement-${a.id}-title`;

  return (
    <li aria-labelledby={titleId} className={cn('px-5 py-4', !read && 'bg-brand-50/40')} data-read={read}>
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            {!read && (
              <span className="inline-flex items-center gap-1.5 text-xs font-semibold text-brand-700">
                <span aria-hidden="true" className="size-2 rounded-full bg-brand-600" />
                <FormattedMessage id="announcements.item.unread" defaultMessage="Unread" />
              </span>
            )}
            {a.pinned && <PinnedBadge />}
            <Badge tone={priority.tone}>{intl.formatMessage(priority.message)}</Badge>
            <Badge tone="neutral">{intl.formatMessage(announcementCategoryMessage(a.category))}</Badge>
          </div>
          <h3 id={titleId} className={cn('text-base text-slate-900 [overflow-wrap:anywhere]', read ? 'font-medium' : 'font-semibold')}>
            <Link to={`/announcements/${encodeURIComponent(a.id)}`} className="hover:text-brand-700 hover:underline">
              {a.title}
            </Link>
          </h3>
          <p className="text-xs text-slate-500">
            {a.senderName} · <DayText value={a.createdAt} />
          </p>
          <p className="line-clamp-2 text-sm text-slate-600">{a.content}</p>
          {a.tags.length > 0 && (
            <AnnouncementTags tags={a.tags} label={intl.formatMessage({ id: 'announcements.item.tags', defaultMessage: 'Tags' })} />
          )}
          <AcknowledgeButton announcement={a} />
        </div>
        {!read && (
          <Button
            variant="ghost"
            className="sm:min-h-9 px-3 py-1.5"
            onClick={() => onMarkRead(a.id)}
            aria-label={intl.formatMessage(
              { id: 'announcements.item.markReadLabel', defaultMessage: 'Mark as read: {title}' },
              { title: a.title },
            )}
          >
            <Check aria-hidden="true" className="size-4" />
            <FormattedMessage id="announcements.item.markRead" defaultMessage="Mark as read" />
          </Button>
        )}
      </div>
    </li>
  );
}
