// `BENCH_ONLY=content npm run bench`: the pages with the school's content filled in and read from
// D1 (test/fixtures/site-content.ts: three cohorts, tuition with its deposit, instalments and
// financing, four steps, four instructors and four graduates each with a phone's 2 MB photo
// uploaded through the editor, three outcome figures, ten questions, the contact details),
// written into BENCHMARKS.md in place of its previous run's: what a first visit downloads, each
// page's throughput against the static file's, how long a publish takes to be served, and
// Lighthouse on the pages it fills.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { routeList } from '../../src/shared/routes.ts'
import { filledContent } from '../../test/fixtures/site-content.ts'
import { launchChromium } from '../chromium.ts'
import { publishTo, uploadPeople } from '../content-site.ts'
import { measureBytes, type RouteBytes } from './bytes.ts'
import { type LighthouseRow, lighthouseRuns, measureLighthouse } from './lighthouse.ts'
import { lighthouseTargets, scoreCells } from './lighthouse-report.ts'
import { phonePhotos } from './phone-photos.ts'
import { writeSections } from './sections.ts'
import { serveBuild } from './serve-build.ts'
import { withTargetRows } from './targets-table.ts'
import { measureThroughput, type RouteThroughput } from './throughput.ts'
import { writtenBy } from './written-by.ts'

export const contentHeading = '## The pages with the school’s content'

const oneRoundTrip = 14_000

/** The script a page may load before its load event: /accelerator's sessions in the visitor's time. */
const scriptBudget = 1_000

/** A first visit's HTML and CSS, brotli: what must arrive in the first round trip. */
const htmlAndCss = (row: RouteBytes) => row.html.brotli + row.css.brotli

/** Its script before the load event, brotli (an island's React comes once the page is idle). */
const scriptBeforeLoad = (row: RouteBytes) => row.firstVisit.brotli - htmlAndCss(row)

/** A route's script, all of it: its island's React and form included, brotli. */
const allScript = (bytes: RouteBytes[], route: string) =>
  bytes.find((row) => row.route === route)?.js.brotli ?? Number.NaN

/** /apply's island, its zone list written once, is no heavier than the contact form's. */
const applyScriptTarget = [
  '/apply’s island script, all of it, no larger than /contact’s (brotli, the school’s content)',
  (bytes: RouteBytes[]) => allScript(bytes, '/apply') <= allScript(bytes, '/contact'),
] as const

/** Milliseconds from a publish to the first /accelerator answer that serves it (polled every 20 ms). */
async function publishToServed(baseURL: string, stateDir: string, content: object) {
  const started = performance.now()
  const id = String(publishTo(stateDir, content))
  for (;;) {
    const response = await fetch(new URL('/accelerator', baseURL))
    await response.arrayBuffer()
    if (response.headers.get('Content-Version') === id) return performance.now() - started
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

type ContentBench = {
  bytes: RouteBytes[]
  photos: { photos: number; bytes: number }
  throughput: RouteThroughput[]
  served: number[]
  lighthouse: LighthouseRow[]
}

const instructorCount = filledContent.instructors.instructors.length

/** Everyone /accelerator shows a photo of: the instructors, then the graduates. */
const photographed = instructorCount + filledContent.graduates.graduates.length

/** The pages the content changes most: /accelerator holds all of it, /contact the details. */
const lighthouseRoutes = ['/accelerator', '/contact']

/**
 * The bytes of every photo /accelerator shows, on a phone (375 px wide, 3 device pixels a CSS
 * pixel, the densest screens): scrolled to its end so each lazy photo is fetched, as served.
 */
async function photoBytesOnPhone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 3,
  })
  const page = await context.newPage()
  const bodies: Promise<number>[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/photos/'))
      bodies.push(response.body().then((body) => body.length))
  })
  await page.goto(new URL('/accelerator', baseURL).href, { waitUntil: 'networkidle' })
  for (const id of ['instructors', 'graduates']) {
    const section = page.locator(`section[aria-labelledby="${id}"]`)
    await section.scrollIntoViewIfNeeded()
    // Lazy photos start once drawn near the viewport: wait until each has arrived and been decoded.
    await section.evaluate((element) =>
      Promise.all([...element.querySelectorAll('img')].map((img) => img.decode())),
    )
  }
  await page.waitForLoadState('networkidle')
  const sizes = await Promise.all(bodies)
  await context.close()
  return { photos: sizes.length, bytes: sizes.reduce((sum, size) => sum + size, 0) }
}

export async function measureContent(step: (name: string) => void): Promise<ContentBench> {
  const stateDir = mkdtempSync(join(tmpdir(), 'lumen-content-bench-'))
  const phoneShots = await phonePhotos(photographed)
  const content = {
    ...filledContent,
    instructors: await uploadPeople(stateDir, 'instructors', phoneShots.slice(0, instructorCount)),
    graduates: await uploadPeople(stateDir, 'graduates', phoneShots.slice(instructorCount)),
  }
  const { baseURL, stop } = await serveBuild(stateDir)
  try {
    await fetch(new URL('/accelerator', baseURL)) // migrated, warm
    step('publish to served, 5 publishes')
    const served: number[] = []
    for (let round = 0; round < 5; round++)
      served.push(await publishToServed(baseURL, stateDir, { ...content, round }))
    const routes = routeList.map(({ path }) => path)
    step('bytes per route with the content filled in (Chromium)')
    const browser = await launchChromium()
    const bytes = await measureBytes(browser, baseURL, routes)
    step("the instructors' and graduates' photos on a phone")
    const photos = await photoBytesOnPhone(browser, baseURL)
    await browser.close()
    step('throughput with the content from D1, each page against /favicon.svg')
    const throughput = await measureThroughput({
      baseURL,
      routes,
      asset: '/favicon.svg',
      amount: Number(process.env.BENCH_AMOUNT ?? 4000),
      rounds: throughputRounds,
    })
    step(`Lighthouse on ${lighthouseRoutes.join(' and ')} filled in, ${lighthouseRuns()} runs each`)
    const lighthouse = await measureLighthouse(baseURL, lighthouseRoutes)
    return { bytes, photos, throughput, served, lighthouse }
  } finally {
    await stop()
    rmSync(stateDir, { recursive: true, force: true })
  }
}

/** Rounds of each page and the static file, alternated; the ratio is the median round's. */
const throughputRounds = 5

/**
 * What the instructors' and graduates' photos may add to /accelerator on a phone: each of the
 * eight is the 192 px file on a 3× screen (about 6 KB when four instructors measured 24.3 KB).
 */
const photoBudget = 60_000

export const contentMet = ({ bytes, photos, throughput, served, lighthouse }: ContentBench) =>
  applyScriptTarget[1](bytes) &&
  bytes.every((row) => htmlAndCss(row) <= oneRoundTrip && scriptBeforeLoad(row) <= scriptBudget) &&
  photos.photos === photographed &&
  photos.bytes <= photoBudget &&
  throughput.every((row) => row.ratio >= 0.95) &&
  served.every((ms) => ms <= 10_000) &&
  lighthouseTargets(lighthouse).every(([, met]) => met)

export function contentSection(bench: ContentBench): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
  const sorted = [...bench.served].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0
  const throughputOf = (route: string) => bench.throughput.find((row) => row.route === route)
  const head = [
    'route',
    'HTML + CSS (brotli)',
    'script before load',
    'script, all of it',
    'page req/s',
    'static file req/s',
    'ratio',
  ]
  return [
    contentHeading,
    '',
    writtenBy('content'),
    '',
    'The production build in workerd with `test/fixtures/site-content.ts` published (three cohorts,',
    'tuition, four steps, four instructors and four graduates with a 2 MB phone photo each uploaded through the editor,',
    'three outcome figures, ten questions,',
    'the contact details): every page reads',
    'the live version from D1 at most every 5 seconds (site-content/live.ts), /accelerator renders',
    'all of it. One run on the shared 2-core machine; the ratios are against the static file in the',
    `same run: ${throughputRounds} rounds of ${process.env.BENCH_AMOUNT ?? 4000} requests at 10 connections, each page's round`,
    "followed by the static file's, the ratio the median round's (the rates are the rounds' means).",
    '',
    line(head),
    line(head.map(() => '---')),
    ...bench.bytes.map((row) => {
      const speed = throughputOf(row.route)
      return line([
        row.route,
        kb(htmlAndCss(row)),
        kb(scriptBeforeLoad(row)),
        kb(row.js.brotli),
        speed ? speed.page.rps.toFixed(0) : '—',
        speed ? speed.asset.rps.toFixed(0) : '—',
        speed ? speed.ratio.toFixed(2) : '—',
      ])
    }),
    '',
    `A publish (a revision written to D1) to the first /accelerator answer that serves it, polled every 20 ms, 5 publishes: median ${(median / 1000).toFixed(2)} s, most ${((sorted.at(-1) ?? 0) / 1000).toFixed(2)} s (the bound: 5 s, the interval each isolate asks at, plus a request).`,
    '',
    `The instructors' and graduates' photos on /accelerator at 375 px and 3 device pixels a CSS pixel, scrolled to: ${bench.photos.photos} files for ${photographed} people, ${kb(bench.photos.bytes)} (the bound: ${kb(photoBudget)}).`,
    '',
    `Lighthouse (mobile, its defaults; medians of ${bench.lighthouse[0]?.runs ?? 0} runs) with everything filled in, the photos below the fold:`,
    '',
    line(['route', 'performance', 'accessibility', 'best practices', 'SEO', 'TBT ms', 'CLS']),
    line(['---', '---', '---', '---', '---', '---', '---']),
    ...bench.lighthouse.map((row) =>
      line([row.route, ...scoreCells(row), row.tbtMs.toFixed(0), row.cls]),
    ),
    ...bench.lighthouse
      .filter((row) => row.misses.length > 0)
      .map((row) => `\n- ${row.route}: below 1 in ${row.misses.join(', ')}`),
    '',
    `Targets — a first visit's HTML and CSS ≤ 14 KB and its script before the load event ≤ 1 KB on every route, /apply's script (all of it, once hydrated) no larger than /contact's, the photos ≤ 60 KB on a phone, every page ≥ 0.95× the static file, a publish served within 10 s, Lighthouse 100 in every category, TBT ≤ 50 ms and CLS 0 on both pages: ${contentMet(bench) ? 'met' : '**missed**'}.`,
    '',
  ].join('\n')
}

/**
 * Writes the section into BENCHMARKS.md, and its row of the "Targets" table (the full run writes
 * that table afresh first); the section's text.
 */
export function writeContentSection(bench: ContentBench): string {
  const section = contentSection(bench)
  const [name, met] = applyScriptTarget
  writeSections(section, (markdown) => withTargetRows(markdown, [[name, met(bench.bytes)]]))
  return section
}

export async function runContentSection(): Promise<never> {
  const bench = await measureContent((name) => console.log(`… ${name}`))
  const section = writeContentSection(bench)
  console.log(`\n${section}`)
  console.log(contentMet(bench) ? 'Targets met.' : 'Targets missed (see BENCHMARKS.md)')
  process.exit(contentMet(bench) ? 0 : 1)
}
