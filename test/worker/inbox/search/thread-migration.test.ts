import { applyD1Migrations, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { emptyDatabase } from '../../db-rebuild'
import { asStaff } from '../helpers'

/** The ids of the messages a staff member's search lists, across every state. */
async function found(q: string): Promise<string[]> {
  const html = await (await asStaff(`/inbox?state=all&q=${encodeURIComponent(q)}`)).text()
  const links = html.match(/href="\/inbox\/[0-9a-f-]{36}[?"]/g) ?? []
  return links.map((link) => link.slice('href="/inbox/'.length, -1))
}

describe('upgrading to the search over whole threads (0013)', () => {
  it('indexes the answers and notes stored before it, under the keys the messages had', async () => {
    await emptyDatabase()
    const upTo = env.TEST_MIGRATIONS.findIndex((migration) => migration.name.startsWith('0013'))
    expect(upTo).toBeGreaterThan(0)
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS.slice(0, upTo))

    const [older, newer] = [crypto.randomUUID(), crypto.randomUUID()]
    const message = env.DB.prepare(
      `INSERT INTO contact_messages (id, name, email, message, received_at)
       VALUES (?, ?, ?, 'Do you teach Go?', ?)`,
    )
    const entry = env.DB.prepare(
      'INSERT INTO conversation_entries (message_id, kind, body, quoted_history, author) VALUES (?, ?, ?, ?, ?)',
    )
    const note = env.DB.prepare(
      "INSERT INTO contact_message_notes (message_id, note, written_by) VALUES (?, ?, 'staff@lumen.example')",
    )
    await env.DB.batch([
      message.bind(older, 'Ada Older', 'ada@example.com', '2026-06-01T09:00:00.000Z'),
      message.bind(newer, 'Bo Newer', 'bo@example.com', '2026-06-02T09:00:00.000Z'),
      entry.bind(older, 'reply', 'Our Wrenfield cohort starts soon.', null, 'staff@lumen.example'),
      entry.bind(
        older,
        'answer',
        'Then Yelverton it is.',
        JSON.stringify([{ at: 22, text: '> Our Wrenfield cohort starts soon.' }]),
        'ada@example.com',
      ),
      entry.bind(newer, 'answer', 'Yelverton for me too.', null, 'bo@example.com'),
      note.bind(older, 'Asked twice about Zennor.'),
    ])
    const keysBefore = await env.DB.prepare(
      'SELECT rowid, message_id FROM contact_message_search_keys ORDER BY rowid',
    ).all()

    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS.slice(upTo))

    expect(await found('yelverton')).toEqual([newer, older])
    expect(await found('zennor')).toEqual([older])
    expect(await found('ada zennor yelverton')).toEqual([older])
    // Neither the school's reply nor the history an answer quoted is searched.
    expect(await found('wrenfield')).toEqual([])
    const keysAfter = await env.DB.prepare(
      'SELECT rowid, message_id FROM contact_message_search_keys ORDER BY rowid',
    ).all()
    expect(keysAfter.results).toEqual(keysBefore.results)

    // What comes after the upgrade is indexed, and what is erased leaves the index.
    await env.DB.prepare(
      "INSERT INTO contact_message_notes (message_id, note, written_by) VALUES (?, 'Abbotsley next', 's@x.example')",
    )
      .bind(newer)
      .run()
    expect(await found('abbotsley')).toEqual([newer])
    await env.DB.prepare('DELETE FROM contact_messages WHERE id = ?').bind(older).run()
    expect(await found('yelverton')).toEqual([newer])
    expect(await found('zennor')).toEqual([])
  })
})
