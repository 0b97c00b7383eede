import { applyD1Migrations, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { emptyDatabase } from '../../db-rebuild'
import { visibleText } from '../../html'
import { asStaff } from '../helpers'

describe('upgrading to the inbox schema (0003)', () => {
  it('keeps every stored message, lists each one, and puts honeypot catches in Spam', async () => {
    await emptyDatabase()
    const [first, second, ...rest] = env.TEST_MIGRATIONS
    if (!first || !second) throw new Error('expected migrations 0001 and 0002')
    await applyD1Migrations(env.DB, [first, second])

    const insert = env.DB.prepare(
      'INSERT INTO contact_messages (id, name, email, message, user_agent, flag, received_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    const before = Array.from({ length: 30 }, (_, i) => ({
      id: crypto.randomUUID(),
      flag: i % 10 === 0 ? 'honeypot' : null,
      at: new Date(Date.UTC(2025, 5, 1, 0, 0, i)).toISOString(),
    }))
    await env.DB.batch(
      before.map((row, i) =>
        insert.bind(
          row.id,
          `Old ${i}`,
          `old${i}@example.com`,
          `Older words ${i}`,
          null,
          row.flag,
          row.at,
        ),
      ),
    )

    await applyD1Migrations(env.DB, rest)

    const kept = await env.DB.prepare('SELECT id, state FROM contact_messages').all<{
      id: string
      state: string
    }>()
    expect(kept.results).toHaveLength(30)
    const spam = kept.results.filter((row) => row.state === 'spam').map((row) => row.id)
    expect(spam.sort()).toEqual(
      before
        .filter((row) => row.flag)
        .map((row) => row.id)
        .sort(),
    )

    const html = await (await asStaff('/inbox?state=all')).text()
    for (const row of before) expect(html).toContain(`/inbox/${row.id}`)
    expect(visibleText(html)).toMatch(/New 27 Handled 0 Spam 3 All 30/)
    const found = await (await asStaff('/inbox?state=all&q=older')).text()
    // Each message's link carries the list's filter and search (?state=all&q=older).
    expect(found.match(/href="\/inbox\/[0-9a-f-]{36}[?"]/g)).toHaveLength(30)
  })

  it('refuses a state that is not one of new, handled and spam', async () => {
    await expect(
      env.DB.prepare("UPDATE contact_messages SET state = 'archived'").run(),
    ).rejects.toThrow(/CHECK constraint/)
  })
})
