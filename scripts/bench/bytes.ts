// What a browser downloads for each route, by kind, measured in Chromium: the bytes of each body
// as served, and what brotli (quality 11, as for static files at Cloudflare) makes of them.
import { brotliCompressSync, constants } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { islandAttribute } from '../../src/shared/islands.ts'

export type Kind = 'html' | 'css' | 'js'
type Size = { raw: number; brotli: number }
/**
 * A route's bytes by kind, all of it, an island's React included, and its first visit: what
 * arrives before the page's load event, which is everything but an island's React (hydration
 * starts once the page has loaded and is idle).
 */
export type RouteBytes = { route: string; firstVisit: Size } & Record<Kind, Size>

const kindOf: Record<string, Kind> = { document: 'html', stylesheet: 'css', script: 'js' }

const brotli = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

export async function measureBytes(
  browser: Browser,
  baseURL: string,
  routes: readonly string[],
): Promise<RouteBytes[]> {
  const rows: RouteBytes[] = []
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } })
    const page = await context.newPage()
    const bodies: Promise<[Kind, Buffer, boolean]>[] = []
    let loaded = false
    page.once('load', () => {
      loaded = true
    })
    page.on('response', (response) => {
      const kind = kindOf[response.request().resourceType()]
      const beforeLoad = !loaded
      if (kind) bodies.push(response.body().then((body) => [kind, body, beforeLoad]))
    })
    await page.goto(new URL(route, baseURL).href, { waitUntil: 'networkidle' })
    // On a loaded machine the idle callback that starts hydration can come after the network's
    // quiet half second: wait for every island's form to say it is hydrated, so its script is
    // counted whole, then for the network to be quiet again.
    await page.waitForFunction(
      (attribute) =>
        [...document.querySelectorAll(`[${attribute}]`)].every((root) =>
          root.querySelector('[data-hydrated="true"]'),
        ),
      islandAttribute,
    )
    await page.waitForLoadState('networkidle')
    page.removeAllListeners('response')
    const row: RouteBytes = {
      route,
      firstVisit: { raw: 0, brotli: 0 },
      html: { raw: 0, brotli: 0 },
      css: { raw: 0, brotli: 0 },
      js: { raw: 0, brotli: 0 },
    }
    for (const [kind, body, beforeLoad] of await Promise.all(bodies)) {
      const compressed = brotli(body)
      row[kind].raw += body.length
      row[kind].brotli += compressed
      if (!beforeLoad) continue
      row.firstVisit.raw += body.length
      row.firstVisit.brotli += compressed
    }
    rows.push(row)
    await context.close()
  }
  return rows
}
