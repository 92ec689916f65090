import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { swahili } from '@/shared/i18n/sw-catalogue';
import { seatsBadge } from './seats';

const english = createIntl({ locale: 'en-GB', defaultLocale: 'en-GB' });
const kiswahili = createIntl({ locale: 'sw-TZ', defaultLocale: 'en-GB', messages: swahili });

describe('seatsBadge', () => {
  it.each([
    [0, 'Full', 'danger'],
    [-1, 'Full', 'danger'],
    [1, '1 seat left', 'warning'],
    [2, '2 seats left', 'warning'],
    [3, '3 seats left', 'warning'],
    [4, '4 seats left', 'success'],
    [29, '29 seats left', 'success'],
  ])('%i -> %s (%s)', (seats, label, tone) => expect(seatsBadge(seats, english)).toEqual({ label, tone }));

  it.each([
    [0, 'Imejaa'],
    [1, 'Imebaki nafasi 1'],
    [12, 'Zimebaki nafasi 12'],
  ])('%i in Kiswahili -> %s', (seats, label) => expect(seatsBadge(seats, kiswahili).label).toBe(label));
});
