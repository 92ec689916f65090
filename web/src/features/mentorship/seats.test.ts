import { describe, expect, it } from 'vitest';
import { seatsBadge } from './seats';

describe('seatsBadge', () => {
  it.each([
    [0, 'Full', 'danger'],
    [-1, 'Full', 'danger'],
    [1, '1 seat left', 'warning'],
    [2, '2 seats left', 'warning'],
    [3, '3 seats left', 'warning'],
    [4, '4 seats left', 'success'],
    [29, '29 seats left', 'success'],
  ])('%i -> %s (%s)', (seats, label, tone) => expect(seatsBadge(seats)).toEqual({ label, tone }));
});
