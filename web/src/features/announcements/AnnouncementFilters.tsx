import { useIntl } from 'react-intl';
import { announcementCategoryMessage } from '@/shared/status/announcement-category';
import { announcementPriorityBadge } from '@/shared/status/announcement-priority';
import { Input } from '@/shared/ui/Input';
import { Select } from '@/shared/ui/Select';
import { CATEGORIES, oneOf, PRIORITIES, TAGS, type Category, type Filters, type Priority } from './announcement-filters';
import { announcementTagWords } from './announcement-tag';

/** Category, priority, tag and text search; every change goes straight to the URL through onChange. */
export function AnnouncementFilters({ filters, onChange }: { filters: Filters; onChange: (change: Partial<Filters>) => void }) {
  const intl = useIntl();
  return (
    <div
      role="search"
      aria-label={intl.formatMessage({ id: 'announcements.filters.label', defaultMessage: 'Filter announcements' })}
      className="grid gap-4 border-b border-slate-100 px-5 py-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Input
        autoComplete="off"
        label={intl.formatMessage({ id: 'announcements.filters.search', defaultMessage: 'Search' })}
        type="search"
        placeholder={intl.formatMessage({ id: 'announcements.filters.searchPlaceholder', defaultMessage: 'Title, text or sender' })}
        value={filters.search}
        onChange={(event) => onChange({ search: event.target.value })}
      />
      <Select
        label={intl.formatMessage({ id: 'announcements.filters.category', defaultMessage: 'Category' })}
        value={filters.category}
        onChange={(event) => onChange({ category: event.target.value as Category })}
      >
        {CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category === 'all'
              ? intl.formatMessage({ id: 'announcements.filters.allCategories', defaultMessage: 'All categories' })
              : intl.formatMessage(announcementCategoryMessage(category))}
          </option>
        ))}
      </Select>
      <Select
        label={intl.formatMessage({ id: 'announcements.filters.priority', defaultMessage: 'Priority' })}
        value={filters.priority ?? ''}
        onChange={(event) => onChange({ priority: (event.target.value || null) as Priority | null })}
      >
        <option value="">{intl.formatMessage({ id: 'announcements.filters.anyPriority', defaultMessage: 'Any priority' })}</option>
        {PRIORITIES.map((priority) => (
          <option key={priority} value={priority}>
            {intl.formatMessage(announcementPriorityBadge(priority).message)}
          </option>
        ))}
      </Select>
      <Select
        label={intl.formatMessage({ id: 'announcements.filters.tag', defaultMessage: 'Tag' })}
        value={filters.tag ?? ''}
        onChange={(event) => onChange({ tag: oneOf(TAGS, event.target.value) })}
      >
        <option value="">{intl.formatMessage({ id: 'announcements.filters.anyTag', defaultMessage: 'Any tag' })}</option>
        {TAGS.map((tag) => (
          <option key={tag} value={tag}>
            {announcementTagWords(intl, tag)}
          </option>
        ))}
      </Select>
    </div>
  );
}
