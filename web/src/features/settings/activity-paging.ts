// Spec section 9: account activity is read 50 entries at a time from offset 0.
export const ACTIVITY_PAGE_SIZE = 50;

export type ActivityPager = { label: string; previousOffset: number | null; nextOffset: number | null };

/** Where a page of the activity log sits: 'Showing 51–100 of 120' and the offsets of its neighbours. */
export function activityPager(total: number, limit: number, offset: number, shown: number): ActivityPager {
  const label = shown === 0 ? `Showing 0 of ${total}` : `Showing ${offset + 1}–${offset + shown} of ${total}`;
  return {
    label,
    previousOffset: offset > 0 ? Math.max(offset - limit, 0) : null,
    nextOffset: offset + shown < total ? offset + limit : null,
  };
}
