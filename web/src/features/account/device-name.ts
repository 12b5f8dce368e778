/*
 * A person recognises a device by its browser and system ("Chrome on Android"), not by its user agent string. The
 * order matters: Edge and Opera also say Chrome, Chrome also says Safari, an iPhone also says Mac OS X, Android also
 * says Linux.
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

/** A device as its owner would name it, from the user agent its session was created with (none for some API clients). */
export function deviceName(userAgent: string | null): string {
  const browser = userAgent ? firstMatch(userAgent, BROWSERS) : undefined;
  const system = userAgent ? firstMatch(userAgent, SYSTEMS) : undefined;
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `${system} device`;
  return 'Unknown device';
}
