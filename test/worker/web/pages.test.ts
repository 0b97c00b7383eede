import { describe, expect, it } from 'vitest'
import { get, visibleText } from '../html'

// The spec's words, written out here rather than read from src/shared/content,
// so that a change of copy that breaks the spec fails a test.
const pages = [
  {
    path: '/',
    texts: [
      'Master Modern Web Development',
      'Full Stack Engineering Accelerator',
      'Corporate Technology Solutions',
      'Technical Consulting Services',
    ],
  },
  {
    path: '/accelerator',
    texts: [
      'Modern Software Engineering Accelerator',
      '28-Week Part-Time Program',
      'Program Philosophy',
      'Time & Support',
      'Core Technologies',
      'Learning Approach',
      'Program Structure',
      'HTML, CSS, JavaScript',
      'React 19 with Axios',
      'Node.js & Express',
      'PostgreSQL',
      'Tailwind & ShadCN/UI',
      'Month 1',
      'Month 2',
      'Months 3-4',
      'Month 5',
      'Month 6',
      'Month 7',
      '20 hours',
      'Tuesday',
      'Wednesday',
      '7-9pm',
    ],
  },
  { path: '/corporate', texts: ['Corporate Offerings: Coming Soon'] },
  { path: '/technical', texts: ['Technical Offerings: Coming Soon'] },
  {
    path: '/stack',
    texts: ['The PERN Stack', 'PostgreSQL', 'Express.js', 'React', 'Node.js', 'Other Technologies'],
  },
  { path: '/contact', texts: ['Get in Touch', 'Name', 'Email', 'Message'] },
] as const

describe('pages', () => {
  it.each(pages)('serves $path as a complete HTML document with its texts', async (page) => {
    const response = await get(page.path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/i)
    const html = await response.text()
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/)
    expect(html).toContain('<meta charSet="utf-8"/>')
    expect(html).toContain('name="viewport"')
    expect(html.trimEnd()).toMatch(/<\/html>$/)
    const text = visibleText(html)
    for (const expected of page.texts) expect(text).toContain(expected)
  })

  it('gives every route its own title and description', async () => {
    const heads = await Promise.all(
      pages.map(async ({ path }) => {
        const html = await (await get(path)).text()
        return {
          title: html.match(/<title>([^<]+)<\/title>/)?.[1],
          description: html.match(/<meta name="description" content="([^"]+)"/)?.[1],
        }
      }),
    )
    for (const head of heads) {
      expect(head.title?.length).toBeGreaterThan(0)
      expect(head.description?.length).toBeGreaterThan(50)
    }
    expect(new Set(heads.map((head) => head.title)).size).toBe(pages.length)
    expect(new Set(heads.map((head) => head.description)).size).toBe(pages.length)
  })

  it('has exactly one h1 on every page', async () => {
    for (const { path } of pages) {
      const html = await (await get(path)).text()
      expect(html.match(/<h1\b/g), path).toHaveLength(1)
    }
  })

  it('loads no JavaScript at all on a page without a form', async () => {
    const islandPages = ['/contact', '/corporate', '/technical']
    for (const { path } of pages.filter((page) => !islandPages.includes(page.path))) {
      const html = await (await get(path)).text()
      // JSON-LD is data a browser never runs; anything else in a <script> would be code.
      const scripts = html.match(/<script\b[^>]*>/g) ?? []
      expect(scripts.length, path).toBeGreaterThan(0)
      for (const script of scripts) expect(script, path).toBe('<script type="application/ld+json">')
      expect(html, path).not.toContain('modulepreload')
    }
  })

  it('loads the island entry, hashed, only on /contact, with its props as a JSON block', async () => {
    const html = await (await get('/contact')).text()
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    expect(scripts).toEqual([
      '<script type="application/ld+json">',
      '<script type="module" src="/assets/entry-test.js">',
      '<script type="application/json" id="island-contact-form-props">',
    ])
    // React and the island load when the browser is idle: nothing competes with the first paint.
    expect(html).not.toContain('modulepreload')
    const props = html.match(/id="island-contact-form-props">([^<]*)<\/script>/)?.[1] ?? ''
    expect(JSON.parse(props)).toMatchObject({
      apiBase: '',
      text: { sent: 'Message sent successfully!' },
    })
    const form = html.match(/<form\b[^>]*>/)?.[0]
    expect(form).toContain('action="/contact"')
    expect(form).toContain('method="post"')
    expect(html).toContain('<div id="island-contact-form" data-island="contact-form">')
  })

  it('links a hashed stylesheet on every page: its own where it has one', async () => {
    for (const { path } of pages) {
      const html = await (await get(path)).text()
      const sheet = path === '/accelerator' ? 'accelerator-test.css' : 'styles-test.css'
      expect(html, path).toContain(`<link rel="stylesheet" href="/assets/${sheet}"/>`)
    }
  })

  it('redirects a trailing slash to the canonical path', async () => {
    const response = await get('/stack/')
    expect(response.status).toBe(301)
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/stack')
  })
})
