import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { attributeValues, visibleText } from '../../html'
import { asStaff, exists, historyOf, seedMessage, send, signToken } from '../helpers'

const stateOf = async (id: string) =>
  (
    await env.DB.prepare('SELECT state FROM contact_messages WHERE id = ?')
      .bind(id)
      .first<{ state: string }>()
  )?.state

/** The list's form as a browser posts it: one `id` per ticked box, and the button's action. */
function bulkBody(ids: string[], fields: Record<string, string> = {}) {
  const body = new URLSearchParams(ids.map((id) => ['id', id]))
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  return body.toString()
}

const postBulk = (path: string, ids: string[], fields: Record<string, string>, token?: string) =>
  asStaff(
    path,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: bulkBody(ids, fields),
    },
    token,
  )

describe('acting on several messages from the list', () => {
  it('puts a checkbox on each message inside one form that posts to /inbox/bulk', async () => {
    const id = await seedMessage({ name: 'Tickable Person' })
    const html = await (await asStaff('/inbox?state=all&q=tickable')).text()
    expect(attributeValues(html, 'form', 'action')).toContain('/inbox/bulk?state=all&q=tickable')
    expect(html).toContain(`name="id" value="${id}"`)
    expect(html).toContain('aria-label="Select the message from Tickable Person"')
    expect(visibleText(html)).toMatch(/With the selected messages Mark handled Mark spam/)
  })

  it('marks the ticked messages handled, each with its own history line, back to the list', async () => {
    const [a, b, untouched] = [await seedMessage(), await seedMessage(), await seedMessage()]
    const other = await signToken({ claims: { email: 'third@lumen.example' } })
    const done = await postBulk('/inbox/bulk?q=visitor', [a, b], { action: 'handled' }, other)
    expect(done.status).toBe(303)
    expect(done.headers.get('Location')).toBe('/inbox?q=visitor&done=handled')
    expect([await stateOf(a), await stateOf(b), await stateOf(untouched)]).toEqual([
      'handled',
      'handled',
      'new',
    ])
    for (const id of [a, b]) {
      expect(await historyOf(id)).toEqual([{ state: 'handled', changed_by: 'third@lumen.example' }])
    }
    expect(await historyOf(untouched)).toEqual([])
    const list = visibleText(await (await asStaff('/inbox?done=handled')).text())
    expect(list).toContain('The selected messages were marked handled.')
  })

  it('marks spam and back to new, writing no line for a message already in that state', async () => {
    const [a, b] = [await seedMessage(), await seedMessage()]
    await postBulk('/inbox/bulk', [a], { action: 'spam' })
    const again = await postBulk('/inbox/bulk?state=spam', [a, b], { action: 'spam' })
    expect(again.headers.get('Location')).toBe('/inbox?state=spam&done=spam')
    expect(await historyOf(a)).toEqual([{ state: 'spam', changed_by: 'staff@lumen.example' }])
    expect(await stateOf(b)).toBe('spam')
    await postBulk('/inbox/bulk?state=spam', [a, b], { action: 'new' })
    expect([await stateOf(a), await stateOf(b)]).toEqual(['new', 'new'])
  })

  it('keeps the counts in step', async () => {
    await env.DB.exec('DELETE FROM contact_messages')
    const ids = [await seedMessage(), await seedMessage(), await seedMessage()]
    await postBulk('/inbox/bulk', ids.slice(0, 2), { action: 'handled' })
    const text = visibleText(await (await asStaff('/inbox')).text())
    expect(text).toMatch(/New 1 Handled 2 Spam 0 All 3/)
  })

  it('deletes only after a confirmation that says how many and which', async () => {
    const a = await seedMessage({ name: 'First To Go' })
    const b = await seedMessage({ name: 'Second To Go' })
    const asked = await postBulk('/inbox/bulk?state=all', [a, b], { action: 'delete' })
    expect(asked.status).toBe(303)
    const confirmUrl = asked.headers.get('Location') ?? ''
    expect(confirmUrl).toBe(`/inbox/bulk/delete?id=${a}&id=${b}&state=all`)
    expect([await exists(a), await exists(b)]).toEqual([true, true])

    const page = await asStaff(confirmUrl)
    expect(page.status).toBe(200)
    const html = await page.text()
    const text = visibleText(html)
    expect(text).toContain('Delete these 2 messages?')
    expect(text).toContain('First To Go')
    expect(text).toContain('Second To Go')
    expect(text).toContain('Delete 2 messages permanently')
    expect(attributeValues(html, 'form', 'action')).toContain('/inbox/bulk/delete?state=all')

    const hasty = await postBulk('/inbox/bulk/delete', [a, b], {})
    expect(hasty.status).toBe(303)
    expect(hasty.headers.get('Location')).toBe(`/inbox/bulk/delete?id=${a}&id=${b}`)
    expect([await exists(a), await exists(b)]).toEqual([true, true])

    const erased = await postBulk('/inbox/bulk/delete?state=all', [a, b], { confirm: 'delete' })
    expect(erased.status).toBe(303)
    expect(erased.headers.get('Location')).toBe('/inbox?state=all&done=deleted')
    expect([await exists(a), await exists(b)]).toEqual([false, false])
    const audit = await env.DB.prepare(
      "SELECT messages, erased_by FROM inbox_erasures WHERE kind = 'message' ORDER BY id DESC",
    ).first()
    expect(audit).toEqual({ messages: 2, erased_by: 'staff@lumen.example' })
  })

  it('says so when nothing was ticked, and changes nothing', async () => {
    const id = await seedMessage()
    const none = await postBulk('/inbox/bulk', [], { action: 'handled' })
    expect(none.status).toBe(303)
    expect(none.headers.get('Location')).toBe('/inbox?done=none')
    expect(await stateOf(id)).toBe('new')
    expect(visibleText(await (await asStaff('/inbox?done=none')).text())).toContain(
      'No message was selected.',
    )
  })

  it('refuses a malformed id, an unknown action and more than a page of messages (400)', async () => {
    const id = await seedMessage()
    const bad = await postBulk('/inbox/bulk', [id, "x' OR 1=1 --"], { action: 'handled' })
    expect(bad.status).toBe(400)
    const unknown = await postBulk('/inbox/bulk', [id], { action: 'archive' })
    expect(unknown.status).toBe(400)
    const many = Array.from({ length: 51 }, () => crypto.randomUUID())
    const tooMany = await postBulk('/inbox/bulk', many, { action: 'handled' })
    expect(tooMany.status).toBe(400)
    expect(await tooMany.text()).toBe('Choose at most 50 messages at a time.')
    const erase = await postBulk('/inbox/bulk/delete', many, { confirm: 'delete' })
    expect(erase.status).toBe(400)
    expect((await asStaff(`/inbox/bulk/delete?id=${many.join('&id=')}`)).status).toBe(400)
    expect(await stateOf(id)).toBe('new')
    expect(await historyOf(id)).toEqual([])
  })

  it('refuses a cross-site post and anyone without a valid Access token', async () => {
    const other = await seedMessage()
    const crossSite = await asStaff('/inbox/bulk/delete', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://evil.example',
      },
      body: bulkBody([other], { confirm: 'delete' }),
    })
    expect(crossSite.status).toBe(403)
    const noOrigin = await asStaff('/inbox/bulk', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'null' },
      body: bulkBody([other], { action: 'spam' }),
    })
    expect(noOrigin.status).toBe(403)
    const anonymous = await send('/inbox/bulk', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://lumen.test',
      },
      body: bulkBody([other], { action: 'spam' }),
    })
    expect(anonymous.status).toBe(401)
    const badToken = await postBulk('/inbox/bulk', [other], { action: 'spam' }, 'not.a.token')
    expect(badToken.status).toBe(403)
    expect(await exists(other)).toBe(true)
    expect(await stateOf(other)).toBe('new')
    expect((await send(`/inbox/bulk/delete?id=${other}`)).status).toBe(401)
  })
})
