import { useIntl } from 'react-intl';
import type { AnnouncementTag } from '@/gql/graphql';
import { announcementTagWords } from './announcement-tag';

/** An announcement's tags as small chips, in the reader's words. */
export function AnnouncementTags({ tags, label }: { tags: readonly AnnouncementTag[]; label?: string }) {
  const intl = useIntl();
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">
          {announcementTagWords(intl, tag)}
        </li>
      ))}
    </ul>
  );
}
