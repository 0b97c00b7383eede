import { Hono } from 'hono'
import { routeList } from '../../shared/routes'
import { site } from '../../shared/site'
import type { AppEnv } from '../settings/env'
import { absoluteUrl, siteOrigin } from './origin'

/** Where the speculation rules live; pages name it in a Speculation-Rules header. */
export const speculationRulesPath = '/speculation-rules.json'

/**
 * Prefetch a same-site page when the visitor hovers its link (eagerness "moderate"); never the
 * API, and never the staff's inbox, whose every request must be a deliberate one.
 */
const speculationRules = {
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/api/*' } },
          { not: { href_matches: '/inbox' } },
          { not: { href_matches: '/inbox/*' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
}

const dayCache = { 'Cache-Control': 'public, max-age=86400' }

/**
 * The files around the pages, generated from the one route table and site.ts: robots.txt,
 * sitemap.xml, the web manifest and the speculation rules.
 */
const siteFiles = new Hono<AppEnv>()
  .get('/robots.txt', (c) => {
    const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /inbox', '']
    lines.push(`Sitemap: ${absoluteUrl(siteOrigin(c), '/sitemap.xml')}`, '')
    return c.text(lines.join('\n'), 200, dayCache)
  })
  .get('/sitemap.xml', (c) => {
    const origin = siteOrigin(c)
    const urls = routeList.map(({ path }) => `  <url><loc>${absoluteUrl(origin, path)}</loc></url>`)
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n')
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=UTF-8', ...dayCache })
  })
  .get('/manifest.webmanifest', (c) =>
    c.body(
      JSON.stringify({
        name: site.name,
        short_name: site.shortName,
        description: site.blurb,
        start_url: '/',
        display: 'browser',
        background_color: '#ffffff',
        theme_color: site.themeColor,
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
      }),
      200,
      { 'Content-Type': 'application/manifest+json', ...dayCache },
    ),
  )
  .get(speculationRulesPath, (c) =>
    c.body(JSON.stringify(speculationRules), 200, {
      'Content-Type': 'application/speculationrules+json',
      ...dayCache,
    }),
  )

export default siteFiles
