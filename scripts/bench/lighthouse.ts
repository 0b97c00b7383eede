// Lighthouse with its defaults (mobile, simulated throttling) on each route, in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags, chromiumPath } from './chromium.ts'

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
      const result = await lighthouse(new URL(route, baseURL).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`)
      const { lhr } = result
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
      rows.push({
        route,
        scores: Object.fromEntries(
          categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
        ) as LighthouseRow['scores'],
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
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
