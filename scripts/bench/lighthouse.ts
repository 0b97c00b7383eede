// Lighthouse with its defaults (mobile, simulated throttling) on each route, in Debian's Chromium,
// several rounds, each route followed at once by its reference (lighthouse-reference.ts), audited
// alike, so that the load of a shared machine weighs on both. Figures are medians over the rounds.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags, chromiumPath } from '../chromium.ts'
import { serveReferences } from './lighthouse-reference.ts'
import { median } from './median.ts'
import { renderingCpuMs, type TraceEvent } from './trace-cost.ts'

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof categories)[number]

/** One Lighthouse run of a page. */
type Sample = {
  scores: Record<Category, number>
  lcpMs: number
  tbtMs: number
  cls: number
  /** The longest top-level task on the page's main thread, as the trace recorded it (unthrottled). */
  longestTaskMs: number
  /** The main thread's CPU time for style, layout and paint (trace-cost.ts). */
  renderingCpuMs: number
  misses: string[]
}

export type LighthouseRow = {
  route: string
  runs: number
  /** Each figure the median of the runs. */
  scores: Record<Category, number>
  lcpMs: number
  tbtMs: number
  cls: number
  longestTaskMs: number
  renderingCpuMs: number
  reference: { tbtMs: number; longestTaskMs: number; renderingCpuMs: number }
  /** The median, over the rounds, of the route's rendering CPU time over its reference's then. */
  ratio: number
  /** Audits below a perfect score, with in how many runs. */
  misses: string[]
}

export const lighthouseRuns = () => Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)

/**
 * One Lighthouse run. A run whose trace failed (no score, a runtime error) is a fault of the
 * run, not a score of the page: it is run again, up to three times, and its error kept if all fail.
 */
async function audit(url: string, port: number, only: readonly Category[]): Promise<Sample> {
  let lastError = ''
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...only],
    })
    const lhr = result?.lhr
    if (lhr && !lhr.runtimeError && only.every((id) => lhr.categories[id]?.score !== null)) {
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
      const details = lhr.audits['main-thread-tasks']?.details
      const tasks = (details && 'items' in details ? details.items : []) as { duration?: unknown }[]
      return {
        scores: Object.fromEntries(
          categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
        ) as Sample['scores'],
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        longestTaskMs: Math.max(0, ...tasks.map((task) => Number(task.duration ?? 0))),
        renderingCpuMs: renderingCpuMs(
          (result.artifacts.Trace.traceEvents ?? []) as TraceEvent[],
          lhr.finalDisplayedUrl,
        ),
        misses: only.flatMap((id) =>
          (lhr.categories[id]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${id}: ${ref.id}`),
        ),
      }
    }
    lastError = lhr?.runtimeError?.message ?? 'no result'
    console.warn(`Lighthouse failed on ${url} (attempt ${attempt}): ${lastError}`)
  }
  throw new Error(`Lighthouse failed three times on ${url}: ${lastError}`)
}

function summary(route: string, pages: Sample[], references: Sample[]): LighthouseRow {
  const of = (samples: Sample[], pick: (sample: Sample) => number) => median(samples.map(pick))
  const misses = new Map<string, number>()
  for (const miss of pages.flatMap((sample) => sample.misses)) {
    misses.set(miss, (misses.get(miss) ?? 0) + 1)
  }
  return {
    route,
    runs: pages.length,
    scores: Object.fromEntries(
      categories.map((id) => [id, of(pages, (sample) => sample.scores[id])]),
    ) as LighthouseRow['scores'],
    lcpMs: of(pages, (sample) => sample.lcpMs),
    tbtMs: of(pages, (sample) => sample.tbtMs),
    cls: of(pages, (sample) => sample.cls),
    longestTaskMs: of(pages, (sample) => sample.longestTaskMs),
    renderingCpuMs: of(pages, (sample) => sample.renderingCpuMs),
    reference: {
      tbtMs: of(references, (sample) => sample.tbtMs),
      longestTaskMs: of(references, (sample) => sample.longestTaskMs),
      renderingCpuMs: of(references, (sample) => sample.renderingCpuMs),
    },
    ratio: median(
      pages.map(
        (sample, round) => sample.renderingCpuMs / (references[round]?.renderingCpuMs ?? 0),
      ),
    ),
    misses: [...misses].map(([miss, count]) => `${miss} (${count}/${pages.length})`),
  }
}

export async function measureLighthouse(
  baseURL: string,
  routes: readonly string[],
  runs = lighthouseRuns(),
): Promise<LighthouseRow[]> {
  const references = await serveReferences(new URL(baseURL).origin, routes)
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
  })
  const pages = new Map(routes.map((route) => [route, [] as Sample[]]))
  const bare = new Map(routes.map((route) => [route, [] as Sample[]]))
  try {
    for (let round = 1; round <= runs; round++) {
      console.log(`  Lighthouse round ${round} of ${runs}`)
      for (const route of routes) {
        const page = await audit(new URL(route, baseURL).href, chrome.port, categories)
        const reference = await audit(
          new URL(route, references.origin).href,
          chrome.port,
          categories,
        )
        pages.get(route)?.push(page)
        bare.get(route)?.push(reference)
      }
    }
  } finally {
    chrome.kill()
    await references.close()
  }
  return routes.map((route) => summary(route, pages.get(route) ?? [], bare.get(route) ?? []))
}
