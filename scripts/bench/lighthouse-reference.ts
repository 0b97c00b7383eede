// The reference Lighthouse measures beside each route, in the same run: the route's own document
// with no stylesheet and no script, served as a static file. Same bytes of copy, same elements, same
// text to shape; what it lacks is what the site's styles (and an island's script) add to the
// browser's work. The main thread's cost of a page without JavaScript is its first style, layout
// and paint, and on a shared machine that cost swings with the load: the route against its bare
// document, measured minutes apart at most, shows what is the site's and what is the machine's.
import { createServer } from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/**
 * The route's document without stylesheets or scripts (JSON data blocks stay: they are no code),
 * its relative addresses (images, icon, manifest) still pointing at the site.
 */
export function referenceDocument(html: string, siteOrigin: string): string {
  const bare = html
    .replace(/<link rel="(?:stylesheet|modulepreload)"[^>]*>/g, '')
    .replace(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace('<head>', `<head><base href="${siteOrigin}/"/>`)
  // Markup that no longer matches would leave the reference styled: a ratio of 1 that means nothing.
  if (/rel="stylesheet"|<script[^>]*\ssrc=/.test(bare) || !bare.includes('<base ')) {
    throw new Error('The reference document still links a stylesheet or a script')
  }
  return bare
}

export type ReferenceServer = { origin: string; close: () => Promise<void> }

/** Serves each route's reference document at the route's own path, compressed as the site is. */
export async function serveReferences(
  siteOrigin: string,
  routes: readonly string[],
): Promise<ReferenceServer> {
  const documents = new Map<string, Buffer>()
  for (const route of routes) {
    const response = await fetch(new URL(route, siteOrigin))
    if (!response.ok) throw new Error(`${route} answered ${response.status}`)
    documents.set(route, Buffer.from(referenceDocument(await response.text(), siteOrigin)))
  }
  const brotli = new Map(
    [...documents].map(([route, body]) => [
      route,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ]),
  )
  const server = createServer((request, response) => {
    const route = new URL(request.url ?? '/', 'http://reference').pathname
    const body = documents.get(route)
    if (!body) return response.writeHead(404).end()
    const accepts = String(request.headers['accept-encoding'] ?? '')
    const [encoding, encoded] = accepts.includes('br')
      ? ['br', brotli.get(route) ?? body]
      : accepts.includes('gzip')
        ? ['gzip', gzipSync(body)]
        : ['identity', body]
    response
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': encoding,
        'cache-control': 'no-store',
      })
      .end(encoded)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('The reference server has no port')
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
