import type { Messages } from '../../i18n/catalogues.ts';

/*
 * A person recognises a device by its browser and system ("Chrome on Android"), not by its user agent string. The
 * order matters: Edge and Opera also say Chrome, Chrome also says Safari, an iPhone also says Mac OS X, Android also
 * says Linux. Browsers and systems are brand names, the same in every language; only the words around them change.
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, table: readonly [RegExp, string][]) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

/** The words a device's name is made with: the account catalogue's (`useMessages('account')`). */
export type DeviceWords = Pick<Messages<'account'>, 'deviceBrowserOnSystem' | 'deviceOfSystem' | 'deviceUnknown'>;

/**
 * A device as its owner would name it, in the page's language, from the user agent its session was created with (none
 * for some API clients).
 */
export function deviceNameIn(t: DeviceWords, userAgent: string | null): string {
  const browser = userAgent ? firstMatch(userAgent, BROWSERS) : undefined;
  const system = userAgent ? firstMatch(userAgent, SYSTEMS) : undefined;
  if (browser && system) return t.deviceBrowserOnSystem({ browser, system });
  if (browser) return browser;
  if (system) return t.deviceOfSystem({ system });
  return t.deviceUnknown();
}

/** The English words, as web/src/messages/en/account.json has them, for deviceName. */
const ENGLISH: DeviceWords = {
  deviceBrowserOnSystem: (values) => `${values?.browser} on ${values?.system}`,
  deviceOfSystem: (values) => `${values?.system} device`,
  deviceUnknown: () => 'Unknown device',
};

/** deviceNameIn in English, without a catalogue: 'Chrome on Android', 'Android device', 'Unknown device'. */
export function deviceName(userAgent: string | null): string {
  return deviceNameIn(ENGLISH, userAgent);
}
