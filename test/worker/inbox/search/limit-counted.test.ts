// What a staff member's search quota counts (INBOX_SEARCH_RATE_LIMITER): only what reads the
// search index, a search's export and a message opened from a search included; the plain list,
// its filters and its export never, and stay open to a member refused a search.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { visibleText } from '../../html'
import { historyOf, seedMessage } from '../helpers'
import { as, atOnce, exact, statuses, typedBack } from './limit-requests'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('only what reads the search index counts', { timeout: 60_000 }, () => {
  it('never counts the plain list, its filters, its export or a message opened from it', async () => {
    const id = await seedMessage({ name: 'Plain Reader' })
    const email = 'lister@lumen.example'
    const limiter = exact()
    const paths = [
      '/inbox',
      '/inbox?state=all&about=general',
      '/inbox/export.csv?state=all',
      `/inbox/${id}?state=all`,
      // A search of nothing but punctuation searches for nothing, and is the plain list.
      '/inbox?q=%22%2B%22',
    ]
    const responses = await atOnce(
      paths.map((path) => ({ email, path })),
      limiter,
    )
    expect(statuses(responses)).toEqual([200, 200, 200, 200, 200])
    expect(limiter.counted).toEqual([])
  })

  it('keeps the plain list and its export open to a member refused a search', async () => {
    const email = 'refused@lumen.example'
    const limiter = exact({ [email]: 20 })
    const [search, list, csv] = await atOnce(
      [
        { email, path: '/inbox?q=x' },
        { email, path: '/inbox' },
        { email, path: '/inbox/export.csv?state=all' },
      ],
      limiter,
    )
    expect([search?.status, list?.status, csv?.status]).toEqual([429, 200, 200])
    expect(csv?.headers.get('Content-Type')).toMatch(/^text\/csv/)
  })

  it('counts the export of a search, answered with the page instead of a file', async () => {
    const limiter = exact({ 'exporter@lumen.example': 19 })
    const first = await as('exporter@lumen.example', '/inbox/export.csv?q=a', {}, limiter)
    expect(first.status).toBe(200)
    expect(first.headers.get('Content-Type')).toMatch(/^text\/csv/)
    await first.arrayBuffer()
    const response = await as('exporter@lumen.example', '/inbox/export.csv?q=a', {}, limiter)
    expect(limiter.counted).toEqual(['exporter@lumen.example', 'exporter@lumen.example'])
    expect(response.status).toBe(429)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(response.headers.get('Content-Disposition')).toBeNull()
    const html = await response.text()
    expect(visibleText(html)).toContain('Slow down')
    expect(typedBack(html)).toEqual(['new', 'a'])
  })

  it('counts a message opened from a search, and "handled and next" within it', async () => {
    const id = await seedMessage({ name: 'Walker Next', message: 'next please' })
    const email = 'walker@lumen.example'
    const limiter = exact({ [email]: 19 })
    const opened = await as(email, `/inbox/${id}?q=walker`, {}, limiter)
    expect(opened.status).toBe(200)
    const refused = await as(email, `/inbox/${id}?q=walker`, {}, limiter)
    expect(refused.status).toBe(429)
    const post = { method: 'POST' }
    const next = await as(email, `/inbox/${id}/handled-next?q=walker`, post, limiter)
    expect(limiter.counted).toEqual([email, email, email])
    expect(next.status).toBe(429)
    expect(visibleText(await next.text())).toContain('Slow down')
    // Refused before anything changed: the message is still New, with no history line.
    expect(await historyOf(id)).toEqual([])
    // The same message without the search opens.
    expect((await as(email, `/inbox/${id}`, {}, limiter)).status).toBe(200)
  })
})
