import { createIntl } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { deviceWords, type DeviceCodes } from './device-words';

const english = createIntl({ locale: 'en-GB', defaultLocale: 'en-GB' });
let swahili: ReturnType<typeof createIntl>;
beforeAll(async () => {
  swahili = createIntl({ locale: 'sw', defaultLocale: 'en-GB', messages: await loadCatalogue('sw') });
});

const device = (parts: DeviceCodes): DeviceCodes => ({ browser: null, os: null, program: null, ...parts });

describe('deviceWords', () => {
  it.each<[DeviceCodes, string, string]>([
    [device({ browser: 'CHROME', os: 'LINUX' }), 'Chrome on Linux', 'Chrome kwenye Linux'],
    [device({ browser: 'SAMSUNG_INTERNET', os: 'ANDROID' }), 'Samsung Internet on Android', 'Samsung Internet kwenye Android'],
    [device({ browser: 'SAFARI', os: 'IPHONE' }), 'Safari on iPhone', 'Safari kwenye iPhone'],
    [device({ browser: 'FIREFOX' }), 'Firefox', 'Firefox'],
    [device({ os: 'MAC_OS' }), 'macOS device', 'Kifaa cha macOS'],
    [device({ program: 'curl' }), 'curl', 'curl'],
    [device({}), 'Unknown device', 'Kifaa kisichojulikana'],
  ])('%j -> %s, %s', (given, inEnglish, inSwahili) => {
    expect(deviceWords(english, given)).toBe(inEnglish);
    expect(deviceWords(swahili, given)).toBe(inSwahili);
  });
});
