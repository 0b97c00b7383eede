// Debian's Firefox ESR as the Firefox tests and screenshots launch it: driven by puppeteer-core
// over WebDriver BiDi, which needs no browser download (Playwright needs its own patched Firefox).
import puppeteer, { type Browser } from 'puppeteer-core'

/** Debian's Firefox ESR (`apt-get install firefox-esr`), or FIREFOX_PATH. */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

export type FirefoxOptions = {
  /** Off: the page's own scripts never run (BiDi cannot turn them off per page, only per browser). */
  javaScript?: boolean
  /** The colour scheme pages see through `prefers-color-scheme` (BiDi has no media emulation). */
  scheme?: 'light' | 'dark'
  /** The IANA zone pages see (Firefox takes its process's TZ; BiDi has no zone emulation). */
  timeZone?: string
}

/**
 * A headless Firefox ESR. No `userDataDir`: puppeteer gives each launch a fresh profile made with
 * mkdtemp under the system's temporary folder and deletes it on close, so launches running at the
 * same time (test files, the JS and no-JS browsers) never share a profile or its lock.
 */
export function launchFirefox({
  javaScript = true,
  scheme = 'light',
  timeZone,
}: FirefoxOptions = {}) {
  return puppeteer.launch({
    ...(timeZone && { env: { ...process.env, TZ: timeZone } }),
    browser: 'firefox',
    executablePath: firefoxPath,
    protocol: 'webDriverBiDi',
    headless: true,
    extraPrefsFirefox: {
      'javascript.enabled': javaScript,
      // 0 dark, 1 light: what the page's `prefers-color-scheme` matches, whatever the system says.
      'layout.css.prefers-color-scheme.content-override': scheme === 'dark' ? 0 : 1,
      // Scrollbars over the content, as Chromium draws them: the same content width at 375px.
      'ui.useOverlayScrollbars': 1,
    },
  }) satisfies Promise<Browser>
}
