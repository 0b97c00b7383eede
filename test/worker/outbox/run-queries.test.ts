// What one cron run asks of D1 (Workers Free allows 50 queries an invocation, deliver.ts): its
// notifications are sent side by side, so their messages are read together, in one query; a run
// with no sends left asks nothing.
import { env } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { deliveriesPerRun, deliverOutboxDue } from '../../../src/server/outbox/deliver'
import type { Bindings } from '../../../src/server/settings/env'
import { deliveryRow, emailTo, flakyMailer, secondsAfter, storeWithoutAttempt } from './outbox'

/** The real database, noting the SQL of every statement prepared on it. */
function noting(statements: string[]): D1Database {
  return new Proxy(env.DB, {
    get(db, property) {
      if (property === 'prepare') {
        return (sql: string) => {
          statements.push(sql)
          return db.prepare(sql)
        }
      }
      const value = Reflect.get(db, property)
      return typeof value === 'function' ? value.bind(db) : value
    },
  })
}

describe('a cron run of notifications', () => {
  it('reads their messages in one query: a statement a row, and two more', async () => {
    const t0 = '2026-07-01T08:00:00.000Z'
    for (let n = 0; n < 3; n++) await storeWithoutAttempt(new Date(t0), ['email', 'webhook'])
    const mailer = flakyMailer()
    const fetcher = vi.fn(async () => new Response('ok'))
    const statements: string[] = []
    const settings = {
      ...env,
      ...emailTo(mailer),
      CONTACT_WEBHOOK_URL: 'https://hooks.lumen.test/in',
      DB: noting(statements),
    } as Bindings

    expect(
      await deliverOutboxDue(settings, secondsAfter(t0, 60), deliveriesPerRun, { fetcher }),
    ).toBe(6)
    expect(mailer.send).toHaveBeenCalledTimes(3)
    expect(fetcher).toHaveBeenCalledTimes(3)
    // The claim, the messages' read, and each row's outcome (written in one batch).
    expect(statements.filter((sql) => sql.includes('FROM contact_messages'))).toHaveLength(1)
    expect(statements).toHaveLength(2 + 6)
  })

  it('claims nothing, and makes no statement, when it has no sends left', async () => {
    const t0 = '2026-07-02T08:00:00.000Z'
    const id = await storeWithoutAttempt(new Date(t0))
    const mailer = flakyMailer()
    const statements: string[] = []
    const settings = { ...env, ...emailTo(mailer), DB: noting(statements) } as Bindings

    expect(await deliverOutboxDue(settings, secondsAfter(t0, 60), 0)).toBe(0)
    expect(statements).toEqual([])
    expect(mailer.send).not.toHaveBeenCalled()
    expect(await deliveryRow(id)).toMatchObject({ state: 'pending', attempts: 0 })
  })
})
