// The time zones the form offers; languages and date formats are shared/i18n's (display-preferences.ts).

// Where the programme's scholars live and study, East Africa first.
const COMMON_TIME_ZONES = [
  'Africa/Dar_es_Salaam',
  'Africa/Nairobi',
  'Africa/Kampala',
  'Africa/Kigali',
  'Africa/Johannesburg',
  'Africa/Lagos',
  'Europe/London',
  'UTC',
];

/** The zones to offer, with the saved one kept even when it is not a common one. */
export function timeZoneChoices(saved: string): string[] {
  return COMMON_TIME_ZONES.includes(saved) ? COMMON_TIME_ZONES : [saved, ...COMMON_TIME_ZONES];
}
