import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { replyAddress } from '../../../../src/server/conversation/reply-token'
import { conversationOn, replyDomain, replySecret, sentBy } from '../../conversation/conversation'
import { answer } from '../../conversation/inbound-mail'
import { visibleText } from '../../html'
import { flakyMailer } from '../../outbox/outbox'
import { historyOf, seedMessage, staffEmail } from '../helpers'
import { asStaffWith, entriesOf, postReply } from './reply-posts'

// "Answered" (docs/conversation.md "Replies from the inbox"): a staff member replied from the inbox and the
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

describe('a reply form posted again after its reply was sent', () => {
  it('changes nothing over the visitor’s answer that came since, and says when the reply went', async () => {
    const mailer = flakyMailer()
    const email = 'again@example.com'
    const id = await seedMessage({ email, name: 'Again Alice' })
    const key = crypto.randomUUID()
    await postReply(mailer, id, 'See you in January.', key)
    await visitorAnswers(mailer, id, email, 'Thanks! Is there an evening option?')
    const before = { history: await historyOf(id), entries: await entriesOf(id) }
    const mails = sentBy(mailer).length
    expect(await messageRow(id)).toEqual({ state: 'new', answered_at: null })

    // The same form again: a tab left open, the back button, a retried request.
    const again = await postReply(mailer, id, 'See you in January.', key)
    expect(again.status).toBe(303)
    expect(again.headers.get('Location')).toBe(`/inbox/${id}`)
    expect(await messageRow(id)).toEqual({ state: 'new', answered_at: null })
    expect(await historyOf(id)).toEqual(before.history)
    expect(await entriesOf(id)).toEqual(before.entries)
    expect(sentBy(mailer)).toHaveLength(mails)
    // The answer is still waiting in New, unmarked.
    const row = await listRow(mailer, id, 'new')
    expect(visibleText(String(row))).toContain('Again Alice')
    expect(visibleText(String(row))).not.toContain('Answered')

    const cookie = again.headers.get('Set-Cookie')?.split(';')[0] ?? ''
    const page = await heading(mailer, id, cookie)
    expect(page.text).toBe(' Again Alice New ')
    const [reply] = before.entries as unknown as [{ id: number }]
    const sentAt = await env.DB.prepare('SELECT written_at FROM conversation_entries WHERE id = ?')
      .bind(reply.id)
      .first<string>('written_at')
    expect(visibleText(page.html)).toMatch(
      /This reply was already sent \( Today \d\d:\d\d UTC · [^)]+ \)\. Nothing was sent again, and the message was left as it is\./,
    )
    expect(page.html).toContain(`<time dateTime="${sentAt}">`)
    // Said once: the next visit of the page has no notice.
    expect(visibleText((await heading(mailer, id)).html)).not.toContain('already sent')
  })

  it('still records the first post of a form as handled and answered, by its sender', async () => {
    const mailer = flakyMailer()
    const id = await seedMessage()
    const response = await postReply(mailer, id, 'Welcome aboard.', crypto.randomUUID())
    expect(response.headers.get('Location')).toBe(`/inbox/${id}#conversation`)
    expect(response.headers.get('Set-Cookie')).toBeNull()
    expect(await historyOf(id)).toEqual([{ state: 'handled', changed_by: staffEmail }])
    const [reply] = (await entriesOf(id)) as unknown as [{ id: number }]
    const row = await messageRow(id)
    const written = await env.DB.prepare('SELECT written_at FROM conversation_entries WHERE id = ?')
      .bind(reply.id)
      .first<string>('written_at')
    expect(row).toEqual({ state: 'handled', answered_at: written })
  })
})
