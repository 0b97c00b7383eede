import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { visibleText } from '../../html'
import { asStaff, exists, historyOf, postForm, seedMessage, signToken } from '../helpers'

const stateOf = async (id: string) =>
  (
    await env.DB.prepare('SELECT state FROM contact_messages WHERE id = ?')
      .bind(id)
      .first<{ state: string }>()
  )?.state

describe('changing a message’s state', () => {
  it('marks handled and not handled, answering 303 to the message, recording who', async () => {
    const id = await seedMessage()
    const handled = await postForm(`/inbox/${id}/state`, { state: 'handled' })
    expect(handled.status).toBe(303)
    expect(handled.headers.get('Location')).toBe(`/inbox/${id}`)
    expect(await stateOf(id)).toBe('handled')

    const other = await signToken({ claims: { email: 'second@lumen.example' } })
    const reopened = await asStaff(
      `/inbox/${id}/state`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'state=new',
      },
      other,
    )
    expect(reopened.status).toBe(303)
    expect(await stateOf(id)).toBe('new')
    expect(await historyOf(id)).toEqual([
      { state: 'handled', changed_by: 'staff@lumen.example' },
      { state: 'new', changed_by: 'second@lumen.example' },
    ])
    const page = visibleText(await (await asStaff(`/inbox/${id}`)).text())
    expect(page).toContain('Marked Handled by staff@lumen.example')
    expect(page).toContain('Marked New by second@lumen.example')
  })

  it('marks spam and not spam; a honeypot catch starts in Spam', async () => {
    const caught = await seedMessage({ flag: 'honeypot' })
    expect(await stateOf(caught)).toBe('spam')
    expect((await postForm(`/inbox/${caught}/state`, { state: 'new' })).status).toBe(303)
    expect(await stateOf(caught)).toBe('new')
    expect((await postForm(`/inbox/${caught}/state`, { state: 'spam' })).status).toBe(303)
    expect(await stateOf(caught)).toBe('spam')
  })

  it('keeps the filters’ counts in step with every change', async () => {
    await env.DB.exec('DELETE FROM contact_messages')
    const id = await seedMessage()
    await seedMessage({ flag: 'honeypot' })
    await postForm(`/inbox/${id}/state`, { state: 'handled' })
    const text = visibleText(await (await asStaff('/inbox')).text())
    expect(text).toMatch(/New 0 Handled 1 Spam 1 All 2/)
  })

  it('refuses an unknown state (400) and an unknown message (404)', async () => {
    const id = await seedMessage()
    expect((await postForm(`/inbox/${id}/state`, { state: 'archived' })).status).toBe(400)
    expect(await stateOf(id)).toBe('new')
    const missing = crypto.randomUUID()
    expect((await postForm(`/inbox/${missing}/state`, { state: 'handled' })).status).toBe(404)
  })

  it('refuses a cross-site post (403) and changes nothing', async () => {
    const id = await seedMessage()
    const foreign = await postForm(
      `/inbox/${id}/state`,
      { state: 'handled' },
      { Origin: 'https://evil.example' },
    )
    expect(foreign.status).toBe(403)
    const noOrigin = await asStaff(`/inbox/${id}/state`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Sec-Fetch-Site': 'cross-site',
        Origin: 'null',
      },
      body: 'state=handled',
    })
    expect(noOrigin.status).toBe(403)
    expect(await stateOf(id)).toBe('new')
    for (const path of [`/inbox/${id}/delete`, `/inbox/${id}/erase-address`]) {
      const response = await postForm(
        path,
        { confirm: path.endsWith('delete') ? 'delete' : 'erase' },
        { Origin: 'https://evil.example' },
      )
      expect(response.status).toBe(403)
    }
    expect(await exists(id)).toBe(true)
  })
})
