import { describe, expect, it } from 'vitest';
import { timeZoneChoices } from './preference-choices';

describe('timeZoneChoices', () => {
  it('offers the common zones, Dar es Salaam first', () => {
    expect(timeZoneChoices('Africa/Dar_es_Salaam')[0]).toBe('Africa/Dar_es_Salaam');
    expect(timeZoneChoices('UTC')).not.toContain(undefined);
  });

  it('keeps a saved zone that is not a common one', () => {
    expect(timeZoneChoices('America/Chicago')).toEqual(['America/Chicago', ...timeZoneChoices('UTC')]);
  });
});
