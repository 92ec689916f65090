import { useMemo } from 'react';
import { formatDay, formatDayTime } from './dates';
import { useDisplayPreferences } from './I18nProvider';

/** Dates as the reader asked: their time zone and date format. */
export function useDates() {
  const { preferences } = useDisplayPreferences();
  return useMemo(
    () => ({
      day: (iso: string | null | undefined) => formatDay(iso, preferences),
      dayTime: (iso: string | null | undefined) => formatDayTime(iso, preferences),
    }),
    [preferences],
  );
}

/** A calendar day in the reader's zone and format ('03/10/2024'); text only, so it reads inside a sentence. */
export function DayText({ value }: { value: string | null | undefined }) {
  return useDates().day(value);
}

/** A day and 24-hour time in the reader's zone and format ('03/10/2024 12:00'). */
export function DayTimeText({ value }: { value: string | null | undefined }) {
  return useDates().dayTime(value);
}
