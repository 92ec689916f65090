import { describe, expect, it } from 'vitest';
import { DATA_LOAD_TIMEOUT_MESSAGE, DATA_LOAD_TIMEOUT_MS, dataLoadingErrorText } from './data-loading';

describe('data loading error text (spec 8)', () => {
  it('shows the 15-second timeout as the spec words it', () => {
    expect(DATA_LOAD_TIMEOUT_MS).toBe(15_000);
    expect(dataLoadingErrorText(DATA_LOAD_TIMEOUT_MESSAGE)).toBe('Data loading error: Data loading timeout after 15 seconds');
  });

  it('prefixes any other failure the same way', () => {
    expect(dataLoadingErrorText('Server error occurred')).toBe('Data loading error: Server error occurred');
  });
});
