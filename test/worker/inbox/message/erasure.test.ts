import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { visibleText } from '../../html'
import { asStaff, exists, historyOf, postForm, seedMessage } from '../helpers'

/** Message ids the full-text index finds for a word. */
const indexed = async (word: string) =>
  (
    await env.DB.prepare(
      `SELECT k.message_id FROM contact_messages_fts f
       JOIN contact_message_search_keys k ON k.rowid = f.rowid WHERE contact_messages_fts MATCH ?`,
    )
      .bind(`"${word}"`)
      .all<{ message_id: string }>()
  ).results.map((row) => row.message_id)

describe('deleting a message', () => {
  it('asks first: the confirmation page, and a post without its word erases nothing', async () => {
    const id = await seedMessage({ name: 'Confirm Me' })
    const confirm = await asStaff(`/inbox/${id}/delete`)
    expect(confirm.status).toBe(200)
    const html = await confirm.text()
    expect(visibleText(html)).toContain('Delete this message?')
    expect(html).toContain(`action="/inbox/${id}/delete"`)
    const hasty = await postForm(`/inbox/${id}/delete`, {})
    expect(hasty.status).toBe(303)
    expect(hasty.headers.get('Location')).toBe(`/inbox/${id}/delete`)
    expect(await exists(id)).toBe(true)
  })

  it('erases the row, its history and its search entries, and says who did it', async () => {
    const id = await seedMessage({ message: 'Please forget xylophonically me' })
    const kept = await seedMessage({ message: 'Keep xylophonically this one' })
    await postForm(`/inbox/${id}/state`, { state: 'handled' })
    expect(await indexed('xylophonically')).toHaveLength(2)

    const erased = await postForm(`/inbox/${id}/delete`, { confirm: 'delete' })
    expect(erased.status).toBe(303)
    expect(erased.headers.get('Location')).toBe('/inbox')
    expect(await exists(id)).toBe(false)
    expect(await historyOf(id)).toEqual([])
    expect(await indexed('xylophonically')).toEqual([kept])
    expect(await indexed('forget')).toEqual([])
    const keys = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM contact_message_search_keys WHERE message_id = ?',
    )
      .bind(id)
      .first<{ n: number }>()
    expect(keys?.n).toBe(0)
    const audit = await env.DB.prepare(
      "SELECT kind, messages, erased_by FROM inbox_erasures WHERE kind = 'message'",
    ).all()
    expect(audit.results).toContainEqual({
      kind: 'message',
      messages: 1,
      erased_by: 'staff@lumen.example',
    })
    expect((await asStaff(`/inbox/${id}`)).status).toBe(404)
    const notice = { Cookie: erased.headers.get('Set-Cookie')?.split(';')[0] ?? '' }
    const list = visibleText(await (await asStaff('/inbox', { headers: notice })).text())
    expect(list).toContain('The message was deleted.')
  })

  it('takes the index entries with it whatever code deletes the row', async () => {
    const id = await seedMessage({ message: 'retention quasquicentennial job' })
    await env.DB.prepare('DELETE FROM contact_messages WHERE id = ?').bind(id).run()
    expect(await indexed('quasquicentennial')).toEqual([])
  })
})

describe('deleting everything from an address', () => {
  it('confirms with the count, then erases every message from it, whatever its case', async () => {
    const first = await seedMessage({ email: 'Leaver@Example.com', message: 'one zyzzyva' })
    const second = await seedMessage({ email: 'leaver@example.com', message: 'two zyzzyva' })
    const other = await seedMessage({ email: 'stayer@example.com', message: 'three zyzzyva' })

    const confirm = visibleText(await (await asStaff(`/inbox/${first}/erase-address`)).text())
    expect(confirm).toContain('2 messages from this address will be erased')
    const hasty = await postForm(`/inbox/${first}/erase-address`, { confirm: 'delete' })
    expect(hasty.status).toBe(303)
    expect(await exists(first)).toBe(true)

    const erased = await postForm(`/inbox/${first}/erase-address`, { confirm: 'erase' })
    expect(erased.status).toBe(303)
    expect(erased.headers.get('Location')).toBe('/inbox')
    expect(await exists(first)).toBe(false)
    expect(await exists(second)).toBe(false)
    expect(await exists(other)).toBe(true)
    expect(await indexed('zyzzyva')).toEqual([other])
    const notice = { Cookie: erased.headers.get('Set-Cookie')?.split(';')[0] ?? '' }
    const list = visibleText(await (await asStaff('/inbox', { headers: notice })).text())
    expect(list).toContain('2 messages from that address deleted.')
  })
})
