// Debian's Chromium as every script and the browser tests launch it.
import { type Browser, chromium } from 'playwright-core'

/** Debian's Chromium, or CHROME_PATH: the benchmark never downloads a browser. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** Flags that keep Chromium quiet on a machine with no network and no GPU (Lighthouse's launch). */
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags.slice(1) })
}
