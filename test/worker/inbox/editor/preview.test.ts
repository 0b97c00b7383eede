// The content editor's preview (inbox/editor/preview.ts, site-content/preview.ts): a public page
// rendered with the drafts through the site's own components, under a draft banner that says what
// changed, noindex and never stored; the public page meanwhile unchanged, and no request from
// outside able to ask for the drafts.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { attributeValues, visibleText } from '../../html'
import { publishRevision } from '../../site-content/revisions'
import { asStaff, postForm, send } from '../helpers'

const breakout = '</script><script>alert(1)</script>'

/** The JSON-LD blocks of a page, parsed. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json as string),
  )

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM content_drafts'),
    env.DB.prepare('DELETE FROM content_revisions'),
  ])
  await publishRevision({ tuition: { amount: 9000, currency: 'USD' } })
  await postForm('/inbox/content/faq', {
    basedOn: '0',
    'faq.0.question': 'Can I keep my job?',
    'faq.0.answer': breakout,
  })
  await postForm('/inbox/content/tuition', { basedOn: '0', amount: '9500', currency: 'USD' })
  // Half-finished: publishing would refuse it.
  await postForm('/inbox/content/applying', { basedOn: '0', 'steps.0': '' })
})

describe('the preview of the drafts', () => {
  it('sends nothing: its forms (the contact form, a waiting list) take no input', async () => {
    for (const page of ['contact', 'corporate']) {
      const html = await (await asStaff(`/inbox/content/preview/${page}`)).text()
      const forms = [...html.matchAll(/<form\b[^>]*>/g)].map(([tag]) => tag)
      expect(forms.length, page).toBeGreaterThan(0)
      for (const form of forms) expect(form, page).toMatch(/\sinert(=""|\s|>)/)
      expect(visibleText(html), page).toContain('Its forms send nothing.')
    }
    const visitors = await (await send('/contact')).text()
    expect(visitors).toMatch(/<form\b/)
    expect(visitors).not.toMatch(/<form\b[^>]*\sinert/)
  })

  it('renders the public page with the drafts, under a banner naming what changed', async () => {
    const response = await asStaff('/inbox/content/preview/accelerator')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
    expect(response.headers.get('ETag')).toBeNull()
    const html = await response.text()
    expect(attributeValues(html, 'meta', 'name')).toContain('robots')
    const words = visibleText(html)
    expect(words).toContain('Draft preview')
    expect(words).toContain(
      'Visitors do not see this page: it shows the drafts as they would look once published.',
    )
    expect(words).toContain(
      'Not shown, because publishing would refuse them (the page shows the live text instead): How to apply',
    )
    expect(words).toContain(
      'Changed since the live version: Tuition and payment (Amount) · Frequently asked questions (Question 1 › Question; Question 1 › Answer)',
    )
    expect(words).toContain('Can I keep my job?')
    // Markup typed in an answer is text on the page and cannot leave the JSON-LD block.
    expect(words).toContain(breakout)
    expect(html).not.toContain('<script>alert(1)')
    const faqPage = structuredData(html)
      .flatMap((block) => block['@graph'] ?? [block])
      .find((node) => node['@type'] === 'FAQPage')
    expect(faqPage?.mainEntity?.[0]?.acceptedAnswer?.text).toBe(breakout)
    expect(attributeValues(html, 'a', 'href')).toEqual(
      expect.arrayContaining([
        '/inbox/content/preview/home',
        '/inbox/content',
        '/inbox/content/preview/contact',
      ]),
    )
  })

  it('leaves the public page as live, with no banner', async () => {
    const html = await (await send('/accelerator')).text()
    expect(visibleText(html)).not.toContain('Can I keep my job?')
    expect(visibleText(html)).not.toContain('Draft preview')
    const again = await (
      await send('/accelerator', { headers: { Cookie: 'inbox_notice=x' } })
    ).text()
    expect(visibleText(again)).not.toContain('Draft preview')
  })

  it('is behind the sign-in, and previews only the site’s pages', async () => {
    expect((await send('/inbox/content/preview/accelerator')).status).toBe(401)
    expect((await asStaff('/inbox/content/preview/admin')).status).toBe(404)
    expect((await asStaff('/inbox/content/preview/home')).status).toBe(200)
  })
})
