// Staff write in any script. A reply, a note or an announcement at its longest, typed in Chinese
// (3 bytes a character, 9 once percent-encoded by the form), is taken like an English one; only a
// post no inbox form could make is refused as too large.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { announcementLimits } from '../../../../src/server/announcement/draft'
import { maxInboxBodyBytes } from '../../../../src/server/inbox/access/body-limit'
import { maxNoteLength, maxReplyLength } from '../../../../src/server/inbox/message/text-limits'
import { announcing, seedList, sendAnnouncement } from '../../announcement/helpers'
import { conversationOn } from '../../conversation/conversation'
import { flakyMailer } from '../../outbox/outbox'
import { accessEnv, seedMessage, send, signToken } from '../helpers'

const chinese = (length: number) => '答'.repeat(length)

/** A staff member's form post to the inbox, with `bindings`. */
async function post(path: string, fields: Record<string, string>, bindings: object) {
  const headers = {
    'Cf-Access-Jwt-Assertion': await signToken(),
    Origin: 'https://lumen.test',
    'Content-Type': 'application/x-www-form-urlencoded',
  }
  const body = new URLSearchParams(fields).toString()
  return send(path, { method: 'POST', headers, body }, bindings)
}

describe('text in any script, at its longest', () => {
  it('is sent as a reply, and the reply is kept whole', async () => {
    const id = await seedMessage({ email: 'wide@example.com' })
    const reply = chinese(maxReplyLength)
    const bindings = await accessEnv(conversationOn(flakyMailer()))
    const response = await post(`/inbox/${id}/reply`, { reply, key: crypto.randomUUID() }, bindings)
    expect(response.status).toBe(303)
    const kept = await env.DB.prepare(
      `SELECT body FROM conversation_entries WHERE message_id = ? AND kind = 'reply'`,
    )
      .bind(id)
      .first<{ body: string }>('body')
    expect(kept).toBe(reply)
  })

  it('is kept as a note', async () => {
    const id = await seedMessage()
    const note = chinese(maxNoteLength)
    const response = await post(`/inbox/${id}/note`, { note }, await accessEnv())
    expect(response.status).toBe(303)
    const kept = await env.DB.prepare('SELECT note FROM contact_message_notes WHERE message_id = ?')
      .bind(id)
      .first<string>('note')
    expect(kept).toBe(note)
  })

  it('is sent as an announcement from its confirm step', async () => {
    await seedList('corporate', 2, 'wide-')
    const draft = {
      subject: chinese(announcementLimits.subject),
      body: chinese(announcementLimits.body),
    }
    const response = await sendAnnouncement('corporate', await announcing(), draft)
    expect(response.status).toBe(303)
    const subject = await env.DB.prepare(
      `SELECT subject FROM waitlist_announcements WHERE offering = 'corporate'`,
    ).first<string>('subject')
    expect(subject).toBe(draft.subject)
  })

  it('is refused as too large only beyond what any inbox form can make', async () => {
    const id = await seedMessage()
    const padding = 'x'.repeat(maxInboxBodyBytes)
    const response = await post(`/inbox/${id}/note`, { note: 'n', padding }, await accessEnv())
    expect(response.status).toBe(413)
  })
})
