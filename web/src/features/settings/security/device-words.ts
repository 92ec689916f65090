import { defineMessages, type IntlShape } from 'react-intl';
import type { BrowserFamily, OperatingSystem } from '@/gql/graphql';

/** A device as the schema's Device codes it. */
export type DeviceCodes = { browser?: BrowserFamily | null; os?: OperatingSystem | null; program?: string | null };

// Browsers and systems by their own names, which no language translates.
const BROWSERS: Record<BrowserFamily, string> = {
  CHROME: 'Chrome',
  EDGE: 'Edge',
  FIREFOX: 'Firefox',
  OPERA: 'Opera',
  SAFARI: 'Safari',
  SAMSUNG_INTERNET: 'Samsung Internet',
};
const SYSTEMS: Record<OperatingSystem, string> = {
  ANDROID: 'Android',
  CHROME_OS: 'ChromeOS',
  IPAD: 'iPad',
  IPHONE: 'iPhone',
  LINUX: 'Linux',
  MAC_OS: 'macOS',
  WINDOWS: 'Windows',
};

const WORDS = defineMessages<{ browserOnSystem: { browser: string; system: string }; systemDevice: { system: string } }>({
  browserOnSystem: { id: 'settings.deviceWords.browserOnSystem', defaultMessage: '{browser} on {system}' },
  systemDevice: { id: 'settings.deviceWords.systemDevice', defaultMessage: '{system} device' },
});
const UNKNOWN = defineMessages({ unknown: { id: 'settings.deviceWords.unknown', defaultMessage: 'Unknown device' } });

/** 'Chrome on Windows', 'Android device', 'curl' or 'Unknown device', in the reader's language. */
export function deviceWords(intl: IntlShape, { browser, os, program }: DeviceCodes): string {
  const system = os && SYSTEMS[os];
  if (browser && system) return intl.formatMessage(WORDS.browserOnSystem, { browser: BROWSERS[browser], system });
  if (browser) return BROWSERS[browser];
  if (system) return intl.formatMessage(WORDS.systemDevice, { system });
  return program || intl.formatMessage(UNKNOWN.unknown);
}
