import { describe, expect, it } from 'vitest'
import { attributeValues, get } from '../html'

describe('a lighter first visit', () => {
  it.each(['/', '/contact', '/no-such-page'])(
    'names the stylesheet in a Link preload header on %s, for 103 Early Hints',
    async (path) => {
      const response = await get(path)
      expect(response.headers.get('Link')).toBe('</assets/styles-test.css>; rel=preload; as=style')
    },
  )

  it('names /accelerator’s own stylesheet in its Link header', async () => {
    const response = await get('/accelerator')
    expect(response.headers.get('Link')).toBe(
      '</assets/accelerator-test.css>; rel=preload; as=style',
    )
  })

  it('keeps the header on a page served from the cache', async () => {
    await get('/stack')
    expect((await get('/stack')).headers.get('Link')).toContain('rel=preload; as=style')
  })

  it.each(['/accelerator', '/stack'])(
    'shows the logos on %s as named images, none drawn into the HTML',
    async (path) => {
      const html = await (await get(path)).text()
      const logos = html.match(/<img src="\/assets\/logo-[^"]+\.svg" alt="[^"]+"[^>]*>/g) ?? []
      expect(logos.length).toBeGreaterThanOrEqual(7)
      expect(html).toMatch(
        /<img src="\/assets\/logo-logos-postgresql-[\w-]+\.svg" alt="PostgreSQL"/,
      )
      expect(
        logos.every((logo) => /width="40" height="40"/.test(logo)),
        'sized before loading',
      ).toBe(true)
      expect(html).not.toContain('<svg role="img"')
    },
  )

  it.each(['/', '/corporate', '/technical', '/contact'])('carries no logo on %s', async (path) => {
    const html = await (await get(path)).text()
    expect(html).not.toContain('/assets/logo-')
  })
})

describe('the staff’s styles stay out of the visitors’ stylesheet', () => {
  const stylesheets = (html: string) =>
    attributeValues(html, 'link', 'href').filter((href) => href.endsWith('.css'))

  it.each(['/', '/contact', '/corporate'])(
    'links only the site’s stylesheet on %s',
    async (path) => {
      expect(stylesheets(await (await get(path)).text())).toEqual(['/assets/styles-test.css'])
    },
  )

  it('links only its own stylesheet on /accelerator, which holds the rules of what it renders', async () => {
    expect(stylesheets(await (await get('/accelerator')).text())).toEqual([
      '/assets/accelerator-test.css',
    ])
  })

  it('links the site’s stylesheet and then the staff’s on inbox pages', async () => {
    const { asStaff } = await import('../inbox/helpers')
    const html = await (await asStaff('/inbox')).text()
    expect(stylesheets(html)).toEqual(['/assets/styles-test.css', '/assets/inbox-styles-test.css'])
  })
})
