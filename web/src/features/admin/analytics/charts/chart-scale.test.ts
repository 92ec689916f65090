import { describe, expect, it } from 'vitest';
import { axisTicks, labelEvery, shortened } from './chart-scale';

describe('axisTicks', () => {
  it.each([
    [0, [0, 1]],
    [1, [0, 1]],
    [4, [0, 1, 2, 3, 4]],
    [7, [0, 2, 4, 6, 8]],
    [23, [0, 5, 10, 15, 20, 25]],
    [100, [0, 20, 40, 60, 80, 100]],
    [180, [0, 50, 100, 150, 200]],
    [1234, [0, 500, 1000, 1500]],
  ])('counts up to %i in round steps', (max, ticks) => {
    expect(axisTicks(max)).toEqual(ticks);
  });

  it('steps by fractions only when asked to', () => {
    expect(axisTicks(0.8, 4, false)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
  });
});

describe('labelEvery', () => {
  it.each([
    [80, 9, 1],
    [40, 9, 2],
    [20, 9, 4],
    [0, 9, 76],
  ])('a band %i px wide fits a label of %i characters every %i', (band, chars, every) => {
    expect(labelEvery(band, chars)).toBe(every);
  });
});

it('shortens a long label with an ellipsis', () => {
  expect(shortened('University of Dar es Salaam')).toBe('University of Dar es …');
  expect(shortened('Mzumbe University')).toBe('Mzumbe University');
});
