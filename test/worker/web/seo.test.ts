import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../../src/server'
import { attributeValues, get } from '../html'

const routes = ['/', '/accelerator', '/corporate', '/technical', '/stack', '/contact']

/** The content of `<meta property|name="key">`. */
function metaContent(html: string, key: string) {
  const tag = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))
  return tag?.[1]
}

function jsonLd(html: string): { '@graph': Array<Record<string, unknown>> } {
  const block = html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1]
  return JSON.parse(block ?? 'null')
}

describe('search and sharing', () => {
  it.each(routes)('gives %s a canonical URL, Open Graph and Twitter tags', async (path) => {
    const html = await (await get(path)).text()
    const url = `https://lumen.test${path}`
    expect(attributeValues(html, 'link', 'href')).toContain(url)
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`)
    expect(metaContent(html, 'og:url')).toBe(url)
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1]
    expect(metaContent(html, 'og:title')).toBe(title)
    expect(metaContent(html, 'og:description')).toBe(metaContent(html, 'description'))
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image')
  })

  it.each([...routes, '/privacy', '/apply'])(
    'names a link-preview image of its own on %s',
    async (path) => {
      const html = await (await get(path)).text()
      const image = `https://lumen.test/og/${path === '/' ? 'home' : path.slice(1)}.png`
      expect(metaContent(html, 'og:image')).toBe(image)
      expect(metaContent(html, 'og:image:width')).toBe('1200')
      expect(metaContent(html, 'og:image:height')).toBe('630')
      expect(metaContent(html, 'og:image:alt')).toMatch(/^Lumen Code Academy: \S/)
      // X reads og:image when no twitter:image is given: one tag, not two.
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image')
    },
  )

  it.each(routes)('describes the provider in JSON-LD on %s', async (path) => {
    const graph = jsonLd(await (await get(path)).text())['@graph']
    const types = graph.map((node) => node['@type'])
    expect(types).toEqual(
      path === '/accelerator' ? ['EducationalOrganization', 'Course'] : ['EducationalOrganization'],
    )
    expect(graph[0]).toMatchObject({ name: 'Lumen Code Academy', url: 'https://lumen.test/' })
  })

  it('describes the accelerator as a 28-week Course', async () => {
    const graph = jsonLd(await (await get('/accelerator')).text())['@graph']
    expect(graph[1]).toMatchObject({
      name: 'Modern Software Engineering Accelerator',
      timeRequired: 'P28W',
      url: 'https://lumen.test/accelerator',
    })
  })

  it('uses the configured site origin for every absolute URL', async () => {
    const configured = { ...env, SITE_ORIGIN: 'https://www.lumen.example' }
    const page = await (
      await app.request('https://preview.lumen.test/stack', {}, configured)
    ).text()
    expect(page).toContain('<link rel="canonical" href="https://www.lumen.example/stack"/>')
    const sitemap = await (
      await app.request('https://preview.lumen.test/sitemap.xml', {}, configured)
    ).text()
    expect(sitemap).toContain('<loc>https://www.lumen.example/accelerator</loc>')
    expect(sitemap).not.toContain('preview.lumen.test')
  })
})

describe('site files', () => {
  it('lets crawlers in, keeps them off the API and names the sitemap', async () => {
    const response = await get('/robots.txt')
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/)
    const lines = (await response.text()).split('\n')
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /api/',
        'Sitemap: https://lumen.test/sitemap.xml',
      ]),
    )
  })

  it('lists every route, absolute, in the sitemap', async () => {
    const response = await get('/sitemap.xml')
    expect(response.headers.get('Content-Type')).toMatch(/^application\/xml/)
    const locations = [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(
      (match) => match[1],
    )
    expect(locations).toEqual(
      [...routes, '/privacy', '/apply'].map((path) => `https://lumen.test${path}`),
    )
  })

  it('serves a web manifest with the SVG icon, linked from every page', async () => {
    const response = await get('/manifest.webmanifest')
    expect(response.headers.get('Content-Type')).toBe('application/manifest+json')
    expect(await response.json()).toMatchObject({
      name: 'Lumen Code Academy',
      start_url: '/',
      icons: [{ src: '/favicon.svg', type: 'image/svg+xml' }],
    })
    const html = await (await get('/')).text()
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>')
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>')
  })

  it('names speculation rules that prefetch same-site pages on hover', async () => {
    const page = await get('/stack')
    expect(page.headers.get('Speculation-Rules')).toBe('"/speculation-rules.json"')
    const rules = await get('/speculation-rules.json')
    expect(rules.headers.get('Content-Type')).toBe('application/speculationrules+json')
    const { prefetch } = await rules.json<{ prefetch: Array<Record<string, unknown>> }>()
    expect(prefetch[0]).toMatchObject({ source: 'document', eagerness: 'moderate' })
    expect(JSON.stringify(prefetch[0]?.where)).toContain('/api/*')
  })
})
