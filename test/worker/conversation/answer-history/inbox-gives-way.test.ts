import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { exportStream } from '../../../../src/server/inbox/export/csv'
import { send as post, valid } from '../../contact/send'
import { visibleText } from '../../html'
import { accessEnv, asStaff, seedMany, send, signToken } from '../../inbox/helpers'

// D1 runs one statement at a time, and locally one thread runs the worker, D1 and every socket.
// A staff member's export or search is a walk of short statements; between two of them it must
// let whatever else is waiting run, or a visitor's contact post waits for the whole walk.

/** Resolves once the thread has looked up from ready work: a timer, as a socket's data would. */
const nextLook = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The worker's D1, recording how many rows each statement answered, in order. */
function counting(db: D1Database, answered: (number | string)[]): D1Database {
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement =>
    ({
      bind: (...values: unknown[]) => wrap(statement.bind(...values)),
      all: async () => {
        const result = await statement.all()
        answered.push(result.results.length)
        return result
      },
      first: async () => {
        const row = await statement.first()
        answered.push(row === null ? 0 : 1)
        return row
      },
    }) as unknown as D1PreparedStatement
  return { prepare: (sql: string) => wrap(db.prepare(sql)) } as unknown as D1Database
}

/** The ids in a CSV export (its first cell a record), header row left out. */
const exportedIds = (csv: string) =>
  [...csv.matchAll(/^\uFEFF?"([^"]*)","\d{4}-/gm)].map((match) => match[1] ?? '')

describe('a staff walk gives way to a visitor', () => {
  it('a contact post sent once an export of 3,000 messages has begun is answered before it ends', async () => {
    await env.DB.exec('DELETE FROM contact_messages')
    await seedMany(3000, 'exported while a visitor writes')
    const events: string[] = []
    const exported = asStaff('/inbox/export.csv?state=all')
      .then((response) => response.text())
      // Every seeded message (the post's own may come too: it can be stored before the first batch).
      .then((csv) => events.push(`export ended, ${csv.split('"exported while').length - 1} seeded`))
    const posted = nextLook()
      .then(() => post(valid))
      .then((response) => events.push(`post answered ${response.status}`))
    await Promise.all([exported, posted])
    expect(events).toEqual(['post answered 201', 'export ended, 3000 seeded'])
  })

  it('a search page that walks many windows lets a waiting timer run between them', async () => {
    await env.DB.exec('DELETE FROM contact_messages')
    // No message is spam: the page walks its ten windows of the index, finding none.
    await seedMany(2500, 'apricots')
    const events: (number | string)[] = []
    const bindings = await accessEnv({ DB: counting(env.DB, events) } as object)
    const headers = { 'Cf-Access-Jwt-Assertion': await signToken() }
    const page = send('/inbox?state=spam&q=apricots', { headers }, bindings)
    const waiting = nextLook().then(() => events.push('timer ran'))
    const [response] = await Promise.all([page, waiting])
    expect(response.status).toBe(200)
    const statements = events.filter((event) => typeof event === 'number')
    expect(statements.length).toBeGreaterThanOrEqual(20)
    // The timer ran while the walk still had most of its statements to make.
    expect(events.indexOf('timer ran')).toBeLessThan(10)
  })

  it("a message's previous and next in a search walk their windows giving way between them", async () => {
    await env.DB.exec('DELETE FROM contact_messages')
    await seedMany(2500, 'apricots')
    const middle = await env.DB.prepare(
      "SELECT id FROM contact_messages WHERE name = 'Bulk 1250'",
    ).first<{ id: string }>()
    const events: (number | string)[] = []
    const bindings = await accessEnv({ DB: counting(env.DB, events) } as object)
    const headers = { 'Cf-Access-Jwt-Assertion': await signToken() }
    // No message is spam: each neighbour is looked for window by window (ten older, seven newer).
    const page = send(`/inbox/${middle?.id}?state=spam&q=apricots`, { headers }, bindings)
    const waiting = nextLook().then(() => events.push('timer ran'))
    const [response] = await Promise.all([page, waiting])
    expect(response.status).toBe(200)
    const statements = events.filter((event) => typeof event === 'number')
    expect(statements.length).toBeGreaterThanOrEqual(30)
    expect(events.indexOf('timer ran')).toBeLessThan(statements.length / 2)
  })

  it('a search page asks D1 for its list and then its counts, giving way between them', async () => {
    await env.DB.exec('DELETE FROM contact_messages')
    await seedMany(300, 'apricots')
    // Each statement as it starts: how many of the page's were under way, and whether a timer set
    // when the last one answered had run by then (as a visitor's post, arriving, would have).
    const starts: { sql: string; underWay: number; gaveWay: boolean }[] = []
    let underWay = 0
    let gaveWay = false
    const watched = (statement: D1PreparedStatement, sql: string): D1PreparedStatement =>
      ({
        bind: (...values: unknown[]) => watched(statement.bind(...values), sql),
        all: async () => {
          starts.push({ sql, underWay, gaveWay })
          underWay += 1
          try {
            return await statement.all()
          } finally {
            underWay -= 1
            gaveWay = false
            setTimeout(() => {
              gaveWay = true
            }, 0)
          }
        },
        first: async () => {
          const { results } = await watched(statement, sql).all()
          return results[0] ?? null
        },
      }) as unknown as D1PreparedStatement
    const db = { prepare: (sql: string) => watched(env.DB.prepare(sql), sql) }
    const bindings = await accessEnv({ DB: db } as object)
    const headers = { 'Cf-Access-Jwt-Assertion': await signToken() }
    const response = await send('/inbox?state=all&q=apricots', { headers }, bindings)
    expect(response.status).toBe(200)
    expect(visibleText(await response.text())).toContain('All 300')
    // Never two of the page's statements queued at once: a post waits behind one at most.
    expect(starts.map((start) => start.underWay)).not.toContain(1)
    const counts = starts.find((start) => /COUNT\(\*\)/.test(start.sql))
    expect(counts?.gaveWay).toBe(true)
  })

  it('the export reads at most 200 messages a statement and still gives every message once', async () => {
    await env.DB.exec('DELETE FROM contact_messages')
    await seedMany(1050, 'batched')
    for (const search of [null, '"batched"*']) {
      const answered: (number | string)[] = []
      const stream = exportStream(counting(env.DB, answered), {
        filter: 'all',
        search,
        after: null,
      })
      const ids = exportedIds(await new Response(stream).text())
      expect(ids).toHaveLength(1050)
      expect(new Set(ids).size).toBe(1050)
      const rows = answered.filter((event) => typeof event === 'number')
      expect(Math.max(...rows)).toBe(200)
      expect(rows.filter((count) => count === 200).length).toBeGreaterThanOrEqual(5)
    }
  })
})
