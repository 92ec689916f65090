import { defineMessages, type IntlShape } from 'react-intl';

// docs/behaviour.md §9: account activity is read 50 entries at a time from offset 0.
export const ACTIVITY_PAGE_SIZE = 50;

const WORDS = defineMessages<{ none: { total: number }; some: { from: number; to: number; total: number } }>({
  none: { id: 'settings.activityPaging.none', defaultMessage: 'Showing 0 of {total}' },
  some: { id: 'settings.activityPaging.some', defaultMessage: 'Showing {from}–{to} of {total}' },
});

export type ActivityPager = { label: string; previousOffset: number | null; nextOffset: number | null };

/** Where a page of the activity log sits: 'Showing 51–100 of 120' and the offsets of its neighbours. */
export function activityPager(intl: IntlShape, total: number, limit: number, offset: number, shown: number): ActivityPager {
  const label =
    shown === 0
      ? intl.formatMessage(WORDS.none, { total })
      : intl.formatMessage(WORDS.some, { from: offset + 1, to: offset + shown, total });
  return {
    label,
    previousOffset: offset > 0 ? Math.max(offset - limit, 0) : null,
    nextOffset: offset + shown < total ? offset + limit : null,
  };
}
