// A reply from the inbox that must not be stored or sent: forged, unsigned, empty, or with replies off.
import { describe, expect, it } from 'vitest'
import { conversationOn, sentBy } from '../../conversation/conversation'
import { flakyMailer } from '../../outbox/outbox'
import { accessEnv, seedMessage, send, signToken } from '../helpers'
import { entriesOf, postReply } from './reply-posts'

describe('a reply the inbox refuses', () => {
  it('refuses a reply posted from another site, and stores nothing', async () => {
    const mailer = flakyMailer()
    const id = await seedMessage()
    const response = await postReply(mailer, id, 'Forged', crypto.randomUUID(), {
      Origin: 'https://attacker.example',
    })
    expect(response.status).toBe(403)
    expect(await entriesOf(id)).toEqual([])
    expect(sentBy(mailer)).toHaveLength(0)
  })

  it('refuses a reply without Access, and stores nothing', async () => {
    const mailer = flakyMailer()
    const id = await seedMessage()
    const response = await send(
      `/inbox/${id}/reply`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'https://lumen.test',
        },
        body: new URLSearchParams({ reply: 'No badge', key: crypto.randomUUID() }).toString(),
      },
      await accessEnv(conversationOn(mailer)),
    )
    expect(response.status).toBe(401)
    expect(await entriesOf(id)).toEqual([])
    expect(sentBy(mailer)).toHaveLength(0)
  })

  it('refuses an empty reply, or one without the form’s key, and stores nothing', async () => {
    const mailer = flakyMailer()
    const id = await seedMessage()
    expect((await postReply(mailer, id, '   ', crypto.randomUUID())).status).toBe(400)
    expect((await postReply(mailer, id, 'Hello', 'not-a-key')).status).toBe(400)
    expect(await entriesOf(id)).toEqual([])
  })

  it('sends nothing and says why while replies are off and where to set them, keeping the mailto: link', async () => {
    const mailer = flakyMailer()
    const id = await seedMessage()
    const settings = await accessEnv({ CONTACT_EMAIL: mailer })
    const headers = { 'Cf-Access-Jwt-Assertion': await signToken(), Origin: 'https://lumen.test' }
    const page = await (await send(`/inbox/${id}`, { headers }, settings)).text()
    expect(page).toContain('Replies from the inbox are off')
    expect(page).toContain('docs/settings.md')
    expect(page).not.toContain('name="reply"')
    expect(page).toContain('href="mailto:')
    const posted = await send(
      `/inbox/${id}/reply`,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ reply: 'Hi', key: crypto.randomUUID() }).toString(),
      },
      settings,
    )
    expect(posted.status).toBe(503)
    expect(await entriesOf(id)).toEqual([])
  })
})
