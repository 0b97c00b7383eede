import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { visibleText } from '../../html'
import { asStaff, postForm, send, signToken } from '../helpers'
import { seedApplication } from './seed'

const notesOf = async (id: string) =>
  (
    await env.DB.prepare(
      'SELECT body, author FROM application_notes WHERE application_id = ? ORDER BY id',
    )
      .bind(id)
      .all()
  ).results

describe('a note on an application', () => {
  it('is kept with who wrote it, once however often the form is sent, and shown as text', async () => {
    const id = await seedApplication()
    const key = crypto.randomUUID()
    const other = await signToken({ claims: { email: 'notes@lumen.example' } })
    const post = () =>
      asStaff(
        `/inbox/applications/${id}/note`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            note: '  Strong <i>portfolio</i>;\ncall Tuesday.  ',
            key,
          }).toString(),
        },
        other,
      )
    const posted = await post()
    expect(posted.status).toBe(303)
    expect(posted.headers.get('Location')).toBe(`/inbox/applications/${id}#history`)
    expect((await post()).status).toBe(303)
    expect(await notesOf(id)).toEqual([
      { body: 'Strong <i>portfolio</i>;\ncall Tuesday.', author: 'notes@lumen.example' },
    ])
    const html = await (await asStaff(`/inbox/applications/${id}`)).text()
    expect(html).not.toContain('<i>portfolio</i>')
    expect(visibleText(html)).toMatch(
      /Note by notes@lumen\.example ?: .* Strong <i>portfolio<\/i>;/,
    )
  })

  it('refuses an empty note, a missing key, another site and an unknown application', async () => {
    const id = await seedApplication()
    const key = crypto.randomUUID()
    expect((await postForm(`/inbox/applications/${id}/note`, { note: '  ', key })).status).toBe(400)
    expect((await postForm(`/inbox/applications/${id}/note`, { note: 'x' })).status).toBe(400)
    const foreign = await postForm(
      `/inbox/applications/${id}/note`,
      { note: 'x', key },
      { Origin: 'https://evil.example' },
    )
    expect(foreign.status).toBe(403)
    const unknown = `/inbox/applications/${crypto.randomUUID()}/note`
    expect((await postForm(unknown, { note: 'x', key })).status).toBe(404)
    const signedOut = await send(`/inbox/applications/${id}/note`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://lumen.test',
      },
      body: new URLSearchParams({ note: 'x', key }).toString(),
    })
    expect(signedOut.status).toBe(401)
    expect(await notesOf(id)).toEqual([])
  })
})
