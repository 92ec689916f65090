import { announcementCategoryLabel } from '@/shared/status/announcement-category';
import { announcementPriorityBadge } from '@/shared/status/announcement-priority';
import { Input } from '@/shared/ui/Input';
import { Select } from '@/shared/ui/Select';
import { CATEGORIES, oneOf, PRIORITIES, TAGS, type Category, type Filters, type Priority } from './announcement-filters';

/** Category, priority, tag and text search; every change goes straight to the URL through onChange. */
export function AnnouncementFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  return (
    <div
      role="search"
      aria-label="Filter announcements"
      className="grid gap-4 border-b border-slate-100 px-5 py-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Input
        label="Search"
        type="search"
        placeholder="Title, text or sender"
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.target.value })}
      />
      <Select
        label="Category"
        value={filters.category}
        onChange={(event) => onChange({ ...filters, category: event.target.value as Category })}
      >
        {CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category === 'all' ? 'All categories' : announcementCategoryLabel(category)}
          </option>
        ))}
      </Select>
      <Select
        label="Priority"
        value={filters.priority ?? ''}
        onChange={(event) => onChange({ ...filters, priority: (event.target.value || null) as Priority | null })}
      >
        <option value="">Any priority</option>
        {PRIORITIES.map((priority) => (
          <option key={priority} value={priority}>
            {announcementPriorityBadge(priority).label}
          </option>
        ))}
      </Select>
      <Select label="Tag" value={filters.tag ?? ''} onChange={(event) => onChange({ ...filters, tag: oneOf(TAGS, event.target.value) })}>
        <option value="">Any tag</option>
        {TAGS.map((tag) => (
          <option key={tag} value={tag}>
            {tag}
          </option>
        ))}
      </Select>
    </div>
  );
}
