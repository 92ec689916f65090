import type { BrowserFamily, Device, OperatingSystem } from '../generated/resolvers.js';

// A device from a user-agent, as codes the screen words: enough for a person to recognise their own phone or laptop.
// Order matters: Edge and Opera also claim Chrome, Chrome also claims Safari, iPads may claim Macintosh.

const BROWSERS: Array<[RegExp, BrowserFamily]> = [
  [/Edg(e|A|iOS)?\//, 'EDGE'],
  [/OPR\/|Opera/, 'OPERA'],
  [/SamsungBrowser\//, 'SAMSUNG_INTERNET'],
  [/Firefox\/|FxiOS\//, 'FIREFOX'],
  [/Chrome\/|CriOS\/|Chromium\//, 'CHROME'],
  [/Safari\//, 'SAFARI'],
];

const SYSTEMS: Array<[RegExp, OperatingSystem]> = [
  [/iPhone/, 'IPHONE'],
  [/iPad/, 'IPAD'],
  [/Android/, 'ANDROID'],
  [/Windows/, 'WINDOWS'],
  [/CrOS/, 'CHROME_OS'],
  [/Macintosh|Mac OS X/, 'MAC_OS'],
  [/Linux/, 'LINUX'],
];

/** The browser and system a user-agent names; a script or tool that names neither by the name it gives itself. */
export function toDevice(userAgent: string | null | undefined): Device {
  const agent = userAgent?.trim() ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? null;
  const os = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? null;
  // Scripts and tools (curl, undici) name themselves first.
  const program = browser || os ? null : (/^([A-Za-z][\w.-]*)\//.exec(agent)?.[1] ?? null);
  return { browser, os, program };
}
