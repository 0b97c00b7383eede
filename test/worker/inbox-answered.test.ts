import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { replyAddress } from '../../src/server/conversation/reply-token'
import { conversationOn, replyDomain, replySecret, sentBy } from './conversation'
import { visibleText } from './html'
import { answer } from './inbound-mail'
import { historyOf, seedMessage, staffEmail } from './inbox-helpers'
import { asStaffWith, entriesOf, postReply } from './inbox-reply-posts'
import { flakyMailer } from './outbox'

// "Answered" (README "Replies from the inbox"): a staff member replied from the inbox and the
// visitor has not answered since. It belongs to the reply actually stored, and shows in the list
// and on the message page.

/** What the message page says beside the visitor's name: the state, and "Answered" or nothing. */
async function heading(mailer: SendEmail, id: string, cookie = '') {
  const response = await asStaffWith(mailer, `/inbox/${id}`, { headers: { Cookie: cookie } })
  const html = await response.text()
  return { text: visibleText(html.match(/<h1[\s\S]*?(?=<dl)/)?.[0] ?? ''), html }
}

const listRow = async (mailer: SendEmail, id: string, state: string) => {
  const html = await (await asStaffWith(mailer, `/inbox?state=${state}`)).text()
  return html.match(new RegExp(`<li id="m-${id}"[\\s\\S]*?</li>`))?.[0] ?? null
}

const messageRow = (id: string) =>
  env.DB.prepare('SELECT state, answered_at FROM contact_messages WHERE id = ?')
    .bind(id)
    .first<{ state: string; answered_at: string | null }>()

/** The visitor's answer by mail, as Email Routing hands it to the worker. */
async function visitorAnswers(mailer: SendEmail, id: string, email: string, text: string) {
  const replyTo = await replyAddress(replySecret, id, replyDomain)
  expect(await answer({ email, replyTo }, text, conversationOn(mailer))).toEqual([])
}

describe('the Answered mark', () => {
  it('shows on the message page beside Handled once a reply is sent, and goes with the answer', async () => {
    const mailer = flakyMailer()
    const email = 'mark@example.com'
    const id = await seedMessage({ email, name: 'Marked Mary' })
    expect((await heading(mailer, id)).text).toBe(' Marked Mary New ')
    await postReply(mailer, id, 'The cohort starts in January.', crypto.randomUUID())
    expect((await heading(mailer, id)).text).toBe(' Marked Mary Handled Answered ')
    await visitorAnswers(mailer, id, email, 'Is there an evening option?')
    expect((await heading(mailer, id)).text).toBe(' Marked Mary New ')
  })
})
