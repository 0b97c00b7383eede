import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { countedMatches } from '../../../../src/server/inbox/search/search-counts'
import { measured } from '../../d1-recording'
import { visibleText } from '../../html'
import { asStaff, seedMany } from '../helpers'

// D1 runs one statement at a time per database: a search that reads every match holds up every
// visitor's contact post behind it. So what matters is each statement's cost, as D1 reports it
// (`rows_read`), and that it stays the same however many messages match.

const names = (html: string) => [...html.matchAll(/>(Bulk \d+)</g)].map((match) => match[1] ?? '')

const olderLink = (html: string) =>
  /<a href="([^"]+)"[^>]*rel="next"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null

describe('a search costs the same whatever it matches', () => {
  it('a one-letter search reads no more rows a statement at 6,000 matches than at 3,000', async () => {
    await seedMany(3000, 'about apples')
    const small = await measured('/inbox?state=all&q=a')
    expect(small.response.status).toBe(200)
    expect(names(small.body)).toHaveLength(50)
    // Newest first: the last seeded message heads the list.
    expect(names(small.body)[0]).toBe('Bulk 3000')

    await seedMany(3000, 'about apricots', '2025-07-01T00:00:00Z')
    const large = await measured('/inbox?state=all&q=a')
    expect(names(large.body)[0]).toBe('Bulk 3000')
    expect(large.most).toBeLessThanOrEqual(small.most)
    // Reading every match once would be 6,000 rows a table at least.
    expect(large.most).toBeLessThan(3500)
    // In a filter most messages are in, the same: the window's messages are looked up, not the
    // filter's every message checked against the window.
    const inNew = await measured('/inbox?state=new&q=a')
    expect(names(inNew.body)).toHaveLength(50)
    expect(inNew.most).toBeLessThan(3500)
    // The counts stop at the newest matches, and say so.
    expect(visibleText(large.body)).toContain(`All ${countedMatches}+`)
  })

  it('a search in a rare state walks the index in bounded steps and finds every match once', async () => {
    await env.DB.prepare(
      "UPDATE contact_messages SET state = 'spam' WHERE name LIKE 'Bulk %' AND CAST(substr(name, 6) AS INTEGER) % 500 = 0 AND message LIKE 'about apricots%'",
    ).run()
    const seen: string[] = []
    let path: string | null = '/inbox?state=spam&q=apri'
    let most = 0
    for (let pages = 0; path && pages < 20; pages++) {
      const page = await measured(path)
      expect(page.response.status).toBe(200)
      seen.push(...names(page.body))
      most = Math.max(most, page.most)
      path = olderLink(page.body)
    }
    expect(path).toBeNull()
    expect(seen).toEqual([
      'Bulk 3000',
      'Bulk 2500',
      'Bulk 2000',
      'Bulk 1500',
      'Bulk 1000',
      'Bulk 500',
    ])
    expect(most).toBeLessThan(3500)
  })

  it('an export over a search walks it once, by cursor, not once a batch', async () => {
    const { response, body, reads, most } = await measured('/inbox/export.csv?state=all&q=a')
    expect(response.status).toBe(200)
    const rows = body.trim().split('\r\n').length - 1
    expect(rows).toBe(6000)
    // Each match is read a few times (index, key, message, the seek for its conversation), never
    // once for every batch (twelve batches of 500 would be 72,000 rows in the index alone).
    const total = reads.reduce((sum, read) => sum + read.rowsRead, 0)
    expect(total).toBeLessThan(6000 * 7)
    expect(most).toBeLessThan(3500)
  })

  it('still pages through a search with the older link, newest first, each match once', {
    timeout: 60_000,
  }, async () => {
    const seen: string[] = []
    let path: string | null = '/inbox?state=all&q=apples'
    for (let pages = 0; path && pages < 70; pages++) {
      const page = await asStaff(path)
      const html = await page.text()
      seen.push(...names(html))
      path = olderLink(html)
    }
    expect(seen).toHaveLength(3000)
    expect(new Set(seen).size).toBe(3000)
    expect(seen[0]).toBe('Bulk 3000')
    expect(seen.at(-1)).toBe('Bulk 1')
  })
})
