// What staff write (a reply, a note, an announcement's draft) at the edges of what a form can
// post: a field the post leaves out or sends as a file is nothing typed, refused with the form's
// own words, never a stray value stored or a crash; and a reply, or its "Send again", while the
// conversation's settings are incomplete is refused with the reason, nothing stored or sent.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { readDraft } from '../../../../src/server/announcement/draft'
import { announcementContent } from '../../../../src/server/content/announcement'
import { inboxConversationContent } from '../../../../src/server/content/conversation'
import { inboxWorkflowContent } from '../../../../src/server/inbox/content/workflow'
import { readNote } from '../../../../src/server/inbox/message/notes'
import { readReply } from '../../../../src/server/inbox/message/reply'
import { staffPost } from '../../announcement/helpers'
import { conversationOn, replySecret, schoolFrom, sentBy } from '../../conversation/conversation'
import { flakyMailer } from '../../outbox/outbox'
import { accessEnv, seedMessage } from '../helpers'

const aFile = new File(['not typed'], 'note.txt')

describe('a field the post leaves out, or sends as a file', () => {
  it('is no reply', () => {
    for (const value of [undefined, aFile]) {
      expect(readReply(value)).toEqual({ refused: inboxConversationContent.form.empty })
    }
  })

  it('is no note', () => {
    for (const value of [undefined, aFile]) {
      expect(readNote(value)).toEqual({ refused: inboxWorkflowContent.notes.empty })
    }
  })

  it('is no subject, and no body, for an announcement', () => {
    const refused = { refused: announcementContent.inbox.invalid }
    expect(readDraft({ body: 'We are open.' })).toEqual(refused)
    expect(readDraft({ subject: aFile, body: 'We are open.' })).toEqual(refused)
    expect(readDraft({ subject: 'We are open' })).toEqual(refused)
    expect(readDraft({ subject: 'We are open', body: aFile })).toEqual(refused)
  })
})

/** The conversation with its signing secret too short: incomplete, the reason named. */
const incomplete = (mailer: SendEmail) => ({
  CONTACT_EMAIL: mailer,
  SCHOOL_MAIL_FROM: schoolFrom,
  REPLY_TOKEN_SECRET: 'short',
})

/** A signed-in staff member's form post from this site, with the conversation set as given. */
const postAs = async (path: string, fields: Record<string, string>, settings: object) =>
  staffPost(path, fields, await accessEnv(settings))

const entriesOf = async (id: string) =>
  (await env.DB.prepare('SELECT id FROM conversation_entries WHERE message_id = ?').bind(id).all())
    .results

describe('a reply while the conversation’s settings are incomplete', () => {
  it('is refused with the reason, and nothing is stored or sent', async () => {
    const id = await seedMessage()
    const mailer = flakyMailer()
    const reply = { reply: 'See you Monday.', key: crypto.randomUUID() }
    const response = await postAs(`/inbox/${id}/reply`, reply, incomplete(mailer))
    expect(response.status).toBe(503)
    expect(await response.text()).toMatch(
      /^Replies from the inbox cannot be sent: REPLY_TOKEN_SECRET/,
    )
    expect(await entriesOf(id)).toEqual([])
    expect(sentBy(mailer)).toEqual([])
  })

  it('cannot be sent again either, off or incomplete', async () => {
    const id = await seedMessage()
    const mailer = flakyMailer()
    const key = crypto.randomUUID()
    const reply = { reply: 'See you Monday.', key }
    await postAs(`/inbox/${id}/reply`, reply, conversationOn(flakyMailer(9)))
    const [entry] = (await entriesOf(id)) as { id: number }[]
    await env.DB.prepare("UPDATE outbox SET state = 'failed' WHERE entry_id = ?")
      .bind(entry?.id)
      .run()
    const resend = `/inbox/${id}/replies/${entry?.id}/resend`
    const halfway = await postAs(resend, {}, incomplete(mailer))
    expect(halfway.status).toBe(503)
    const off = await postAs(resend, {}, { REPLY_TOKEN_SECRET: replySecret })
    expect(off.status).toBe(503)
    expect(await off.text()).toBe(inboxConversationContent.form.off)
    expect(sentBy(mailer)).toEqual([])
    const state = await env.DB.prepare('SELECT state FROM outbox WHERE entry_id = ?')
      .bind(entry?.id)
      .first<string>('state')
    expect(state).toBe('failed')
  })
})
