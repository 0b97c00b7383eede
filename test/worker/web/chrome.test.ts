import { describe, expect, it } from 'vitest'
import { attributeValues, get, visibleText } from '../html'

const routes = ['/', '/accelerator', '/corporate', '/technical', '/stack', '/contact']

function between(html: string, open: RegExp, close: string) {
  const start = html.search(open)
  return start < 0 ? '' : html.slice(start, html.indexOf(close, start))
}

describe('shared chrome', () => {
  it.each(routes)('puts the sticky navigation with every route on %s', async (path) => {
    const html = await (await get(path)).text()
    const header = between(html, /<header\b/, '</header>')
    expect(header).toMatch(/class="[^"]*\bsticky\b/)
    expect(attributeValues(header, 'a', 'href')[0]).toBe('/')
    const navLabels = visibleText(between(header, /<nav\b/, '</nav>')).trim()
    expect(navLabels).toBe('Home Accelerator Corporate Technical PERN Stack Contact')
    const navLinks = attributeValues(between(header, /<nav\b/, '</nav>'), 'a', 'href')
    expect(navLinks).toEqual(routes)
  })

  it('marks the current page in the navigation', async () => {
    const html = await (await get('/stack')).text()
    expect(html).toMatch(/<a href="\/stack" aria-current="page"/)
    expect(html).not.toMatch(/<a href="\/" aria-current="page"/)
  })

  it('folds the navigation into a popover that needs no script on small screens', async () => {
    const header = between(await (await get('/')).text(), /<header\b/, '</header>')
    const button = between(header, /<button\b[^>]*popovertarget="site-menu"/i, '</button>')
    expect(visibleText(button)).toContain('Menu')
    const menu = between(header, /<nav id="site-menu" popover="auto"/, '</nav>')
    expect(attributeValues(menu, 'a', 'href')).toEqual(routes)
  })

  it.each(routes)('ends %s with the footer of the spec', async (path) => {
    const footer = between(await (await get(path)).text(), /<footer\b/, '</footer>')
    const text = visibleText(footer)
    expect(text).toContain('Quick Links')
    const quickLinks = between(footer, /<nav\b/, '</nav>')
    expect(visibleText(quickLinks)).toMatch(/Quick Links Home Accelerator Contact/)
    expect(attributeValues(quickLinks, 'a', 'href')).toEqual(['/', '/accelerator', '/contact'])
    expect(text).toContain('Call or text')
    expect(text).toContain('Send us a message on our Contact page')
    expect(attributeValues(footer, 'a', 'href')).toContain('/contact')
    expect(attributeValues(footer, 'a', 'href').some((href) => href.startsWith('tel:+'))).toBe(true)
    expect(text).toContain(`© ${new Date().getUTCFullYear()}`)
  })
})
