// What a browser downloads for each route, by kind, measured in Chromium: the bytes of each body
// as served, and what brotli (quality 11, as for static files at Cloudflare) makes of them.
import { brotliCompressSync, constants } from 'node:zlib'
import type { Browser } from 'playwright-core'

export type Kind = 'html' | 'css' | 'js'
export type RouteBytes = { route: string } & Record<Kind, { raw: number; brotli: number }>

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
    const bodies: Promise<[Kind, Buffer]>[] = []
    page.on('response', (response) => {
      const kind = kindOf[response.request().resourceType()]
      if (kind) bodies.push(response.body().then((body) => [kind, body]))
    })
    await page.goto(new URL(route, baseURL).href, { waitUntil: 'networkidle' })
    const row: RouteBytes = {
      route,
      html: { raw: 0, brotli: 0 },
      css: { raw: 0, brotli: 0 },
      js: { raw: 0, brotli: 0 },
    }
    for (const [kind, body] of await Promise.all(bodies)) {
      row[kind].raw += body.length
      row[kind].brotli += brotli(body)
    }
    rows.push(row)
    await context.close()
  }
  return rows
}
