/** A browser and an operating system read from a User-Agent header, when they can be recognised. */
export interface DeviceSummary {
  browser: string
  system: string
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", Android also says "Linux".
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

function firstMatch(text: string, candidates: readonly [RegExp, string][]): string | undefined {
  return candidates.find(([pattern]) => pattern.test(text))?.[1]
}

/**
 * "Chrome" and "Windows" from a browser's User-Agent, so the security activity reads as a device a person knows.
 * Undefined when either part is not recognised (an API client, a script): the caller then shows the header as is.
 */
export function describeUserAgent(userAgent: string | null | undefined): DeviceSummary | undefined {
  if (!userAgent) return undefined
  const browser = firstMatch(userAgent, BROWSERS)
  const system = firstMatch(userAgent, SYSTEMS)
  return browser && system ? { browser, system } : undefined
}
