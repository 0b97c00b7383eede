import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { applyRetention } from '../../../../src/server/contact/retention'
import { get, visibleText } from '../../html'
import { asStaff, postForm, seedMessage, send, signToken } from '../helpers'

const notesOf = async (id: string) =>
  (
    await env.DB.prepare(
      'SELECT note, written_by FROM contact_message_notes WHERE message_id = ? ORDER BY id',
    )
      .bind(id)
      .all()
  ).results

/** Every row of every table that holds `word` anywhere: what erasure must leave empty. */
async function tablesHolding(word: string): Promise<string[]> {
  const { results: tables } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
  ).all<{ name: string }>()
  const found: string[] = []
  for (const { name } of tables) {
    const { results: columns } = await env.DB.prepare(
      `SELECT name FROM pragma_table_info('${name}')`,
    ).all<{ name: string }>()
    if (!columns.length) continue
    const where = columns.map((column) => `CAST("${column.name}" AS TEXT) LIKE ?`).join(' OR ')
    const hit = await env.DB.prepare(`SELECT 1 FROM "${name}" WHERE ${where} LIMIT 1`)
      .bind(...columns.map(() => `%${word}%`))
      .first()
    if (hit) found.push(name)
  }
  return found
}

describe('an internal note on a message', () => {
  it('is kept with who wrote it and shown in the history as text, back at the message', async () => {
    const id = await seedMessage()
    const note = 'Called back <b>twice</b>;\nwill try again on Monday.'
    const other = await signToken({ claims: { email: 'notes@lumen.example' } })
    const posted = await asStaff(
      `/inbox/${id}/note?state=all&q=visitor`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ note: `  ${note}  ` }).toString(),
      },
      other,
    )
    expect(posted.status).toBe(303)
    expect(posted.headers.get('Location')).toBe(`/inbox/${id}?state=all&q=visitor#history`)
    expect(await notesOf(id)).toEqual([{ note, written_by: 'notes@lumen.example' }])

    const html = await (await asStaff(`/inbox/${id}`)).text()
    expect(html).not.toContain('<b>twice</b>')
    expect(html).toContain('Called back &lt;b&gt;twice&lt;/b&gt;;\nwill try again on Monday.')
    expect(visibleText(html)).toMatch(/History Arrived: .* Note by notes@lumen\.example ?: /)
  })

  it('sits in the history in time order with the changes of state', async () => {
    const id = await seedMessage()
    await postForm(`/inbox/${id}/state`, { state: 'handled' })
    await postForm(`/inbox/${id}/note`, { note: 'Answered by phone' })
    await postForm(`/inbox/${id}/state`, { state: 'new' })
    const text = visibleText(await (await asStaff(`/inbox/${id}`)).text())
    expect(text).toMatch(/Marked Handled by .*Note by .*Answered by phone.*Marked New by /)
  })

  it('refuses an empty note, a long one and control characters (400), keeping nothing', async () => {
    const id = await seedMessage()
    for (const note of ['   ', 'x'.repeat(2001), 'before\u0000after', 'bell\u0007']) {
      const refused = await postForm(`/inbox/${id}/note`, { note })
      expect(refused.status, JSON.stringify(note.slice(0, 12))).toBe(400)
    }
    expect(await notesOf(id)).toEqual([])
    expect((await postForm(`/inbox/${id}/note`, { note: 'a\ttab\r\nand a line' })).status).toBe(303)
    expect(await notesOf(id)).toEqual([
      { note: 'a\ttab\nand a line', written_by: 'staff@lumen.example' },
    ])
  })

  it('is refused for an unknown message (404), across sites (403) and without Access (401)', async () => {
    expect((await postForm(`/inbox/${crypto.randomUUID()}/note`, { note: 'x' })).status).toBe(404)
    const id = await seedMessage()
    const forged = await postForm(
      `/inbox/${id}/note`,
      { note: 'forged' },
      { Origin: 'https://evil.example' },
    )
    expect(forged.status).toBe(403)
    const anonymous = await send(`/inbox/${id}/note`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://lumen.test',
      },
      body: 'note=anonymous',
    })
    expect(anonymous.status).toBe(401)
    expect(await notesOf(id)).toEqual([])
  })

  it('is never shown to visitors: no public page or API answers with it', async () => {
    const id = await seedMessage()
    await postForm(`/inbox/${id}/note`, { note: 'Staffonlyword in a note' })
    for (const path of ['/', '/contact', `/inbox/${id}`]) {
      expect(await (await get(path)).text(), path).not.toContain('Staffonlyword')
    }
  })

  it('goes with its message: deleted, erased by address, in bulk, or past retention', async () => {
    const one = await seedMessage({ email: 'noted-one@example.com' })
    const two = await seedMessage({ email: 'Noted-Two@example.com' })
    const three = await seedMessage({ email: 'noted-two@example.com' })
    const old = await seedMessage({ receivedAt: '2020-01-01T00:00:00.000Z' })
    const bulk = await seedMessage()
    const ids = [one, two, three, old, bulk]
    for (const id of ids) {
      expect((await postForm(`/inbox/${id}/note`, { note: `Zebrafinch ${id}` })).status).toBe(303)
    }
    expect(await tablesHolding('Zebrafinch')).toEqual(['contact_message_notes'])

    await postForm(`/inbox/${one}/delete`, { confirm: 'delete' })
    await postForm(`/inbox/${two}/erase-address`, { confirm: 'erase' })
    await applyRetention(env.DB, {}, new Date())
    await asStaff('/inbox/bulk/delete', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: bulk, confirm: 'delete' }).toString(),
    })

    for (const id of ids) expect(await notesOf(id), id).toEqual([])
    expect(await tablesHolding('Zebrafinch')).toEqual([])
  })
})
