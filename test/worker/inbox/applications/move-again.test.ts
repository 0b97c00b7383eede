// Moving an application as staff's browsers really send it: a form sent again after someone else
// moved the application on, or back; a preview that proposes a message only when asked and the
// stage has one; the pages' titles and their way back; typed words without the spaces around them.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { visibleText } from '../../html'
import { postForm, signToken } from '../helpers'
import { callHeldWithMessage, move, movesOf, seedApplication, stageOf } from './seed'

const messagesOf = async (id: string) =>
  (
    await env.DB.prepare(
      "SELECT subject, body FROM application_entries WHERE application_id = ? AND kind = 'message'",
    )
      .bind(id)
      .all()
  ).results

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1]

describe('a move’s form sent again', () => {
  it('is done already, even after someone else moved the application on', async () => {
    const id = await seedApplication()
    const sent = callHeldWithMessage()
    expect((await move(id, sent)).status).toBe(303)
    const kim = await signToken({ claims: { email: 'kim@lumen.example' } })
    const onward = { from: 'call-held', to: 'offer', key: crypto.randomUUID(), confirm: 'move' }
    expect((await move(id, onward, kim)).status).toBe(303)
    const again = await move(id, sent)
    expect(again.status).toBe(303)
    expect(again.headers.get('Location')).toBe(`/inbox/applications/${id}?done=already`)
    expect(await stageOf(id)).toBe('offer')
    expect(await movesOf(id)).toHaveLength(2)
    expect(await messagesOf(id)).toHaveLength(1)
  })

  it('is done already when the application came back to the stage it moved from', async () => {
    const id = await seedApplication()
    const sent = {
      from: 'applied',
      to: 'offer',
      key: crypto.randomUUID(),
      confirm: 'send',
      subject: 'Your offer',
      body: 'Hi, welcome.',
    }
    expect((await move(id, sent)).status).toBe(303)
    const back = { from: 'offer', to: 'applied', key: crypto.randomUUID(), confirm: 'move' }
    expect((await move(id, back)).status).toBe(303)
    const again = await move(id, sent)
    expect(again.status).toBe(303)
    expect(again.headers.get('Location')).toBe(`/inbox/applications/${id}?done=already`)
    expect(await stageOf(id)).toBe('applied')
    expect(await movesOf(id)).toHaveLength(2)
    expect(await messagesOf(id)).toHaveLength(1)
  })

  it('is done already without a message too, once the application came back', async () => {
    const id = await seedApplication()
    const sent = { from: 'applied', to: 'declined', key: crypto.randomUUID(), confirm: 'move' }
    expect((await move(id, sent)).status).toBe(303)
    const back = { from: 'declined', to: 'applied', key: crypto.randomUUID(), confirm: 'move' }
    expect((await move(id, back)).status).toBe(303)
    const again = await move(id, sent)
    expect(again.headers.get('Location')).toBe(`/inbox/applications/${id}?done=already`)
    expect(await stageOf(id)).toBe('applied')
    expect(await movesOf(id)).toHaveLength(2)
  })
})

describe('a move’s preview', () => {
  it('proposes the stage’s message only when asked, and only for a stage that has one', async () => {
    const id = await seedApplication({ stage: 'call-held' })
    const preview = (fields: Record<string, string>) =>
      postForm(`/inbox/applications/${id}/move`, { from: 'call-held', ...fields }).then((r) =>
        r.text(),
      )
    const asked = await preview({ to: 'offer', message: 'yes' })
    expect(asked).toContain('name="subject"')
    expect(titleOf(asked)).toBe('Move this application? · Lumen Code Academy')
    expect(await preview({ to: 'offer' })).not.toContain('name="subject"')
    // Back to Applied has no message of its own.
    expect(await preview({ to: 'applied', message: 'yes' })).not.toContain('name="subject"')
  })

  it('made from a stage since changed says so, titled, with the way back', async () => {
    const id = await seedApplication({ stage: 'offer' })
    const stale = await postForm(`/inbox/applications/${id}/move`, {
      from: 'applied',
      to: 'call-held',
    })
    expect(stale.status).toBe(409)
    const html = await stale.text()
    expect(titleOf(html)).toBe('Move this application? · Lumen Code Academy')
    expect(html).toContain(`href="/inbox/applications/${id}"`)
    expect(visibleText(html)).toContain('Back to the applications')
  })
})

describe('a move’s message', () => {
  it('is stored without the spaces typed around its subject and text', async () => {
    const id = await seedApplication()
    const sent = await move(id, {
      from: 'applied',
      to: 'offer',
      key: crypto.randomUUID(),
      confirm: 'send',
      subject: '  Your offer  ',
      body: '\n  Hi, welcome aboard.  \n',
    })
    expect(sent.status).toBe(303)
    expect(await messagesOf(id)).toEqual([{ subject: 'Your offer', body: 'Hi, welcome aboard.' }])
  })
})
