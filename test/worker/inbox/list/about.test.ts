import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { send, valid } from '../../contact/send'
import { attributeValues, visibleText } from '../../html'
import { asStaff } from '../helpers'

// The message records which offering it is about, and the inbox shows it and filters by it, so
// staff no longer see every message alike (docs/decisions.md, "Topics").

const ids: Record<string, string> = {}

async function page(path: string) {
  const response = await asStaff(path)
  expect(response.status).toBe(200)
  return response.text()
}

/** The names of the messages a list page shows, in order. */
const listed = (html: string) =>
  [...html.matchAll(/<a href="\/inbox\/[0-9a-f-]{36}(?:\?[^"]*)?"[^>]*><bdi>([^<]*)<\/bdi>/g)].map(
    ([, name]) => name,
  )

beforeAll(async () => {
  await env.DB.exec('DELETE FROM contact_messages')
  const messages = [
    { name: 'Corinne Corporate', about: 'corporate', message: 'Training for our team of 12' },
    { name: 'Ada Accelerator', about: 'accelerator', message: 'When does the cohort start?' },
    { name: 'Gina General', message: 'Do you have a newsletter?' },
    { name: 'Carl Corporate', about: 'corporate', message: 'Spam-looking corporate offer' },
  ]
  for (const [n, message] of messages.entries()) {
    const response = await send({ ...valid, email: `about-${n}@example.com`, ...message })
    ids[message.name] = (await response.json<{ id: string }>()).id
  }
  const carl = ids['Carl Corporate']
  await env.DB.prepare("UPDATE contact_messages SET state = 'spam' WHERE id = ?").bind(carl).run()
})

describe('the inbox by topic', () => {
  it('shows on the list which offering a message is about', async () => {
    const html = await page('/inbox')
    const rows = html.split(/<li\b/).slice(1)
    const rowOf = (name: string) => visibleText(rows.find((row) => row.includes(name)) ?? '')
    expect(rowOf('Corinne Corporate')).toContain('Corporate')
    expect(rowOf('Ada Accelerator')).toContain('Accelerator')
    expect(rowOf('Gina General')).not.toMatch(/Corporate|Accelerator|Technical/)
  })

  it('filters by topic with links that work without JavaScript', async () => {
    const html = await page('/inbox')
    const links = attributeValues(html, 'a', 'href').filter((href) => href.includes('about='))
    expect(links).toEqual([
      '/inbox?about=general',
      '/inbox?about=accelerator',
      '/inbox?about=corporate',
      '/inbox?about=technical',
    ])
    expect(listed(await page('/inbox?about=corporate'))).toEqual(['Corinne Corporate'])
    expect(listed(await page('/inbox?about=general'))).toEqual(['Gina General'])
    expect(listed(await page('/inbox?about=technical'))).toEqual([])
  })

  it('combines the topic with the state filter and the search, each keeping the others', async () => {
    const spam = await page('/inbox?state=spam&about=corporate')
    expect(listed(spam)).toEqual(['Carl Corporate'])
    const all = await page('/inbox?state=all&about=corporate')
    expect(listed(all)).toEqual(['Carl Corporate', 'Corinne Corporate'])
    const searched = await page('/inbox?state=all&about=corporate&q=training')
    expect(listed(searched)).toEqual(['Corinne Corporate'])
    // The state links keep the topic and the search; the topic links keep the state and search.
    const hrefs = attributeValues(searched, 'a', 'href')
    expect(hrefs).toContain('/inbox?state=spam&q=training&about=corporate')
    expect(hrefs).toContain('/inbox?state=all&q=training&about=general')
    expect(hrefs).toContain('/inbox?state=all&q=training')
    expect(searched).toMatch(/<input type="hidden" name="about" value="corporate"\/>/)
    // The counts are the topic's: one new, one spam.
    const text = visibleText(searched)
    expect(text).toMatch(/New 1 Handled 0 Spam 0 All 1/)
    expect(visibleText(all)).toMatch(/New 1 Handled 0 Spam 1 All 2/)
  })

  it('shows on the message page what the message is about', async () => {
    const corporate = visibleText(await page(`/inbox/${ids['Corinne Corporate']}`))
    expect(corporate).toContain('About Corporate')
    const general = visibleText(await page(`/inbox/${ids['Gina General']}`))
    expect(general).toContain('About General')
  })

  it('exports the topic as a column, and exports only the topic when filtered', async () => {
    const text = await (await asStaff('/inbox/export.csv?state=all&about=accelerator')).text()
    const lines = text.slice(1).trim().split('\r\n')
    expect(lines[0]).toMatch(/,"about","answered_at","conversation"$/)
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatch(/"Ada Accelerator".*,"accelerator","",""$/)
  })

  it('ignores an unknown topic: every message is shown', async () => {
    const html = await page('/inbox?state=all&about=nonsense')
    expect(listed(html)).toHaveLength(4)
  })
})
