// Lighthouse with its defaults (mobile, simulated throttling) on each route, in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags, chromiumPath } from '../chromium.ts'

export type LighthouseRow = {
  route: string
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>
  lcpMs: number
  tbtMs: number
  cls: number
  /** Audits below a perfect score, for the notes. */
  misses: string[]
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/**
 * One Lighthouse run. A run whose trace failed (no score, a runtime error) is a fault of the
 * run, not a score of the page: it is run again, up to three times, and its error kept if all fail.
 */
async function audit(url: string, port: number) {
  let lastError = ''
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    })
    const lhr = result?.lhr
    if (lhr && !lhr.runtimeError && categories.every((id) => lhr.categories[id]?.score !== null)) {
      return lhr
    }
    lastError = lhr?.runtimeError?.message ?? 'no result'
    console.warn(`Lighthouse failed on ${url} (attempt ${attempt}): ${lastError}`)
  }
  throw new Error(`Lighthouse failed three times on ${url}: ${lastError}`)
}

export async function measureLighthouse(
  baseURL: string,
  routes: readonly string[],
): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
  })
  const rows: LighthouseRow[] = []
  try {
    for (const route of routes) {
      const lhr = await audit(new URL(route, baseURL).href, chrome.port)
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
      rows.push({
        route,
        scores: Object.fromEntries(
          categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
        ) as LighthouseRow['scores'],
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        misses: categories.flatMap((id) =>
          (lhr.categories[id]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${id}: ${ref.id}`),
        ),
      })
    }
  } finally {
    chrome.kill()
  }
  return rows
}
