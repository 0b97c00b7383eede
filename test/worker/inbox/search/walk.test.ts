// A search in a filter that few of its matches are in: the list and the message page's
// neighbours walk the index in windows of 200 keys, at most ten a page (search-queries.ts). What
// staff see of that: a rare match 1,200 matches deep is on the first page, and its neighbours are
// linked across windows; one past 2,000 waits behind the "Older" link; a state and a topic narrow
// a search together; the counts say when they stopped at the newest 500 matches.
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { measured, type Read } from '../../d1-recording'
import { visibleText } from '../../html'
import { asStaff, seedMany } from '../helpers'

const word = 'marsupial'

/** The ids of "Bulk <n>", the n-th oldest of the 2,100 matches. */
const ids = new Map<number, string>()

beforeAll(async () => {
  await seedMany(2100, word)
  const { results } = await env.DB.prepare(
    "SELECT id, CAST(substr(name, 6) AS INTEGER) AS n FROM contact_messages WHERE name LIKE 'Bulk %'",
  ).all<{ id: string; n: number }>()
  for (const { id, n } of results) ids.set(n, id)
  const set = (n: number, column: 'state' | 'about', value: string) =>
    env.DB.prepare(`UPDATE contact_messages SET ${column} = ? WHERE id = ?`)
      .bind(value, ids.get(n))
      .run()
  // Newest first: 2100 (spam), 2000 (technical), 1400 (handled, technical), 900 (handled), 1 (spam).
  await set(2100, 'state', 'spam')
  await set(2000, 'about', 'technical')
  await set(1400, 'state', 'handled')
  await set(1400, 'about', 'technical')
  await set(900, 'state', 'handled')
  await set(1, 'state', 'spam')
})

const names = (html: string) => [...html.matchAll(/>(Bulk \d+)</g)].map((match) => match[1])

const linkOf = (html: string, rel: string) =>
  new RegExp(`<a href="([^"]+)"[^>]*rel="${rel}"`).exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null

async function page(path: string) {
  const response = await asStaff(path)
  expect(response.status).toBe(200)
  return response.text()
}

/** The message page of "Bulk <n>" in a list: the names its previous and next links lead to. */
async function besides(n: number, list: string) {
  const html = await page(`/inbox/${ids.get(n)}?${list}`)
  const nameOf = (href: string | null) => {
    const id = href?.match(/^\/inbox\/([0-9a-f-]{36})\?/)?.[1]
    return id === undefined ? null : `Bulk ${[...ids].find(([, v]) => v === id)?.[0]}`
  }
  return [nameOf(linkOf(html, 'prev')), nameOf(linkOf(html, 'next'))]
}

describe('a search in a filter few of its matches are in', () => {
  it('lists the rare matches a thousand matches deep on the first page', async () => {
    expect(names(await page(`/inbox?state=handled&q=${word}`))).toEqual(['Bulk 1400', 'Bulk 900'])
    const technical = await page(`/inbox?state=all&about=technical&q=${word}`)
    expect(names(technical)).toEqual(['Bulk 2000', 'Bulk 1400'])
  })

  it('narrows by a state and a topic at once', async () => {
    const both = await page(`/inbox?state=handled&about=technical&q=${word}`)
    expect(names(both)).toEqual(['Bulk 1400'])
  })

  it('shows what ten windows found, and the rest behind the Older link', async () => {
    // Bulk 1 is 2,099 matches below Bulk 2100: past the first page's ten windows of 200.
    const first = await page(`/inbox?state=spam&q=${word}`)
    expect(names(first)).toEqual(['Bulk 2100'])
    const older = linkOf(first, 'next')
    expect(older).not.toBeNull()
    const second = await page(older ?? '')
    expect(names(second)).toEqual(['Bulk 1'])
    expect(linkOf(second, 'next')).toBeNull()
  })

  it('links a message to its neighbours in the filter across windows, both ways', async () => {
    const handled = `state=handled&q=${word}`
    expect(await besides(1400, handled)).toEqual([null, 'Bulk 900'])
    expect(await besides(900, handled)).toEqual(['Bulk 1400', null])
    const technical = `state=all&about=technical&q=${word}`
    expect(await besides(1400, technical)).toEqual(['Bulk 2000', null])
    expect(await besides(2000, technical)).toEqual([null, 'Bulk 1400'])
  })

  it('looks for a neighbour in ten windows only: one 2,099 matches away is not linked', async () => {
    expect(await besides(2100, `state=spam&q=${word}`)).toEqual([null, null])
    expect(await besides(1, `state=spam&q=${word}`)).toEqual([null, null])
  })

  it('counts a topic within the newest 500 matches, and says the count stops there', async () => {
    const text = visibleText(await page(`/inbox?state=all&about=technical&q=${word}`))
    expect(text).toMatch(/New 1\+ Handled 0\+ Spam 0\+ All 1\+/)
  })

  it('reads about a page of the index for a page of every match, not a whole window', async () => {
    const { response, body, reads } = await measured(`/inbox?state=all&q=${word}`)
    expect(response.status).toBe(200)
    expect(names(body)).toHaveLength(50)
    const walk = reads.filter(
      ({ sql }) => sql.includes('MATCH') && sql.includes('rowid < CAST') && !sql.includes('COUNT'),
    )
    expect(walk).toHaveLength(1)
    expect(walk[0]?.rowsRead).toBeLessThan(100)
  })
})

describe('a search that matches exactly one page', () => {
  it('shows it without an Older link that would lead nowhere', async () => {
    await seedMany(50, 'platypus')
    const html = await page('/inbox?state=all&q=platypus')
    expect(names(html)).toHaveLength(50)
    expect(linkOf(html, 'next')).toBeNull()
  })

  // Every statement waits its turn in D1 with the visitors' posts: a walk stops where the matches
  // end, and looks up messages only for keys it found.
  const searchStatements = (reads: Read[]) =>
    reads.filter(({ sql }) => sql.includes('contact_messages_fts') || sql.includes('json_each'))

  it('asks the index once for a page in a filter none of them is in, and stops', async () => {
    const { body, reads } = await measured('/inbox?state=spam&q=platypus')
    expect(names(body)).toEqual([])
    const walk = searchStatements(reads).filter(({ sql }) => !sql.includes('COUNT'))
    // One window (50 keys, short of full: the last), then the lookup of its messages.
    expect(walk).toHaveLength(2)
  })

  it('counts the matches in one statement when there is no topic', async () => {
    const { reads } = await measured('/inbox?state=all&q=platypus')
    expect(searchStatements(reads).filter(({ sql }) => sql.includes('COUNT'))).toHaveLength(1)
  })

  it('looks for the newest message’s neighbours in one window each way', async () => {
    const { results } = await env.DB.prepare(
      "SELECT id FROM contact_messages WHERE message = 'platypus 50'",
    ).all<{ id: string }>()
    const { body, reads } = await measured(`/inbox/${results[0]?.id}?state=all&q=platypus`)
    expect(linkOf(body, 'prev')).toBeNull()
    expect(linkOf(body, 'next')).not.toBeNull()
    // Newer: one window, empty, so no lookup. Older: one window of 49 keys, and their lookup.
    expect(searchStatements(reads)).toHaveLength(3)
  })
})

describe('a message erased while another staff member opens it from a search', () => {
  it('still shows the page as it was read, without neighbours', async () => {
    await seedMany(3, 'wallaby', '2025-09-01T00:00:00Z')
    const { results } = await env.DB.prepare(
      "SELECT id FROM contact_messages WHERE message = 'wallaby 2'",
    ).all<{ id: string }>()
    const id = results[0]?.id ?? ''
    // The erasure lands after the page has read the message, before it looks up its neighbours.
    const erase = async (sql: string) => {
      if (sql.includes('FROM contact_message_search_keys WHERE message_id')) {
        await env.DB.prepare('DELETE FROM contact_messages WHERE id = ?').bind(id).run()
      }
    }
    const { response, body } = await measured(`/inbox/${id}?state=all&q=wallaby`, erase)
    expect(response.status).toBe(200)
    expect(visibleText(body)).toContain('wallaby 2')
    expect([linkOf(body, 'prev'), linkOf(body, 'next')]).toEqual([null, null])
  })
})
