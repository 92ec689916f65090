// Spec 8 and 9: the initial data load gives up after 15 seconds and says so in this wording.
export const DATA_LOAD_TIMEOUT_MS = 15_000;
export const DATA_LOAD_TIMEOUT_MESSAGE = 'Data loading timeout after 15 seconds';

export function dataLoadingErrorText(message: string): string {
  return `Data loading error: ${message}`;
}
