// The choices the provider accepts (its preference rules are the authority; these keep the form honest).

export const LANGUAGES: ReadonlyArray<[string, string]> = [
  ['en', 'English'],
  ['sw', 'Kiswahili'],
];

export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;

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
