import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { attributeValues, visibleText } from '../../html'
import { asStaff, seedMessage } from '../helpers'

/** The message pages a list page links to, in order (their links carry the list's place). */
const linkedIds = (html: string) =>
  attributeValues(html, 'a', 'href')
    .filter((href) => /^\/inbox\/[0-9a-f-]{36}($|\?)/.test(href))
    .map((href) => href.slice('/inbox/'.length, '/inbox/'.length + 36))

const olderLink = (html: string) =>
  attributeValues(html, 'a', 'href').find(
    (href) => href.startsWith('/inbox?') && href.includes('after='),
  )

async function page(path: string) {
  const response = await asStaff(path)
  expect(response.status).toBe(200)
  return response.text()
}

describe('the inbox list', () => {
  it('walks every message once, newest first, 50 a page, across equal timestamps', async () => {
    await env.DB.exec('DELETE FROM contact_messages')
    // 120 messages, in clusters of 7 sharing one timestamp: a cursor on time alone would skip or
    // repeat some of them at a page boundary.
    const ids: { id: string; at: string }[] = []
    for (let i = 0; i < 120; i++) {
      const at = new Date(Date.UTC(2026, 1, 1, 0, Math.floor(i / 7))).toISOString()
      ids.push({ id: await seedMessage({ receivedAt: at }), at })
    }
    const expected = ids
      .sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1))
      .map(({ id }) => id)

    const seen: string[] = []
    const sizes: number[] = []
    let path: string | undefined = '/inbox?state=all'
    while (path) {
      const html = await page(path)
      const found = linkedIds(html)
      sizes.push(found.length)
      seen.push(...found)
      path = olderLink(html)
    }
    expect(sizes).toEqual([50, 50, 20])
    expect(seen).toEqual(expected)
  })

  it('filters by state, New by default, with each filter’s count', async () => {
    await env.DB.exec('DELETE FROM contact_messages')
    const fresh = await seedMessage({ name: 'Fresh Visitor' })
    const done = await seedMessage({ name: 'Done Visitor' })
    await env.DB.prepare("UPDATE contact_messages SET state = 'handled' WHERE id = ?")
      .bind(done)
      .run()
    const bot = await seedMessage({ name: 'Bot Visitor', flag: 'honeypot' })

    const counts = visibleText(await page('/inbox'))
    expect(counts).toMatch(/New 1 Handled 1 Spam 1 All 3/)
    expect(linkedIds(await page('/inbox'))).toEqual([fresh])
    expect(linkedIds(await page('/inbox?state=handled'))).toEqual([done])
    expect(linkedIds(await page('/inbox?state=spam'))).toEqual([bot])
    expect(linkedIds(await page('/inbox?state=all'))).toEqual([bot, done, fresh])
    expect(linkedIds(await page('/inbox?state=bogus'))).toEqual([fresh])
  })

  it('shows each row’s name, email, first line, <time> and state', async () => {
    await env.DB.exec('DELETE FROM contact_messages')
    await seedMessage({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      message: 'Is there an evening cohort?\nI work days.',
      receivedAt: '2026-03-04T05:06:07.000Z',
    })
    const html = await page('/inbox')
    const text = visibleText(html)
    expect(text).toContain('Grace Hopper')
    expect(text).toContain('grace@example.com')
    expect(text).toContain('Is there an evening cohort?')
    expect(text).not.toContain('I work days.')
    expect(html).toContain('<time dateTime="2026-03-04T05:06:07.000Z">4 Mar 2026, 05:06 UTC</time>')
    expect(text).toMatch(/05:06 UTC New/)
  })

  it('searches name, email and message with the full-text index', async () => {
    await env.DB.exec('DELETE FROM contact_messages')
    const byName = await seedMessage({ name: 'Ada Lovelace', message: 'Hello' })
    const byEmail = await seedMessage({ email: 'analytical.engine@example.org', message: 'Hi' })
    const byText = await seedMessage({ message: 'Do you teach PostgreSQL indexing?' })
    await seedMessage({ name: 'Someone Else', message: 'Nothing relevant' })

    expect(linkedIds(await page('/inbox?q=lovelace'))).toEqual([byName])
    expect(linkedIds(await page('/inbox?q=analytical.engine%40example.org'))).toEqual([byEmail])
    expect(linkedIds(await page('/inbox?q=postgres'))).toEqual([byText])
    expect(linkedIds(await page('/inbox?q=teach+indexing'))).toEqual([byText])
    const none = visibleText(await page('/inbox?q=zebra'))
    expect(none).toContain('No message matches this search.')
    expect(none).toMatch(/New 0 Handled 0 Spam 0 All 0/)
  })

  it('takes FTS5 syntax in a search as plain words, never as an error', async () => {
    await seedMessage({ message: 'quotes " and stars * and NEAR(a b)' })
    for (const typed of ['"', '*', 'NEAR(', 'a OR', '"unbalanced', ')(', 'col:x', '-', '^']) {
      const response = await asStaff(`/inbox?q=${encodeURIComponent(typed)}`)
      expect(response.status, typed).toBe(200)
    }
  })

  it('keeps the search and filter in the older-page link and the export link', async () => {
    await env.DB.exec('DELETE FROM contact_messages')
    for (let i = 0; i < 55; i++) await seedMessage({ message: `course question ${i}` })
    const html = await page('/inbox?state=all&q=course')
    expect(olderLink(html)).toMatch(/^\/inbox\?state=all&q=course&after=/)
    expect(attributeValues(html, 'a', 'href')).toContain('/inbox/export.csv?state=all&q=course')
    expect(linkedIds(await page(olderLink(html) ?? ''))).toHaveLength(5)
  })

  it('treats a cursor that is not one as the first page', async () => {
    await seedMessage()
    for (const after of ['garbage', 'eHx5', '%00', 'J09SIDE9MQ']) {
      const response = await asStaff(`/inbox?state=all&after=${after}`)
      expect(response.status).toBe(200)
    }
  })
})
