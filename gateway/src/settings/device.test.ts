import { describe, expect, it } from 'vitest';
import { toDevice } from './device.js';

describe('toDevice (user-agent -> browser, system, program)', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'CHROME',
      'WINDOWS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
      'EDGE',
      'WINDOWS',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'SAFARI',
      'MAC_OS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'SAFARI',
      'IPHONE',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
      'CHROME',
      'IPHONE',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'SAFARI',
      'IPAD',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'SAMSUNG_INTERNET',
      'ANDROID',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
      'CHROME',
      'ANDROID',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'FIREFOX', 'LINUX'],
    [
      'Mozilla/5.0 (X11; Ubuntu; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
      'OPERA',
      'LINUX',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'CHROME',
      'CHROME_OS',
    ],
    ['Mozilla/5.0 (Linux; Android 14)', null, 'ANDROID'],
    ['Mozilla/5.0 Firefox/127.0', 'FIREFOX', null],
  ])('%j -> %s on %s', (userAgent, browser, os) => {
    expect(toDevice(userAgent)).toEqual({ browser, os, program: null });
  });

  it.each([
    ['curl/8.5.0', 'curl'],
    ['undici', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> program %j', (userAgent, program) => {
    expect(toDevice(userAgent)).toEqual({ browser: null, os: null, program });
  });
});
