import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { sendReply } from '../../../src/server/conversation/reply-mail'
import type { Bindings } from '../../../src/server/settings/env'
import { visibleText } from '../html'
import { accessEnv, send, signToken } from '../inbox/helpers'
import { flakyMailer, runJob, secondsAfter } from '../outbox/outbox'
import { sentBy } from './conversation'
import { answer, conversation, conversationOn, deliverMail, rawMail } from './inbound-mail'

// What a staff reply quotes below its text. Anyone can type any address into the contact form, so
// the message it brought is an outsider's words until the address shows it reads the school's
// mail: a reply quotes only what came back through the conversation's reply address (the
// visitor's latest answer before it, the answer alone), and says when the form was sent while
// nothing has. The page tells staff which it will be, above the reply box.

const phishing =
  'Your account is locked: sign in at https://lumen-login.example/verify within 24 hours.'

/** A conversation whose first message holds an outsider's link, replies on, through `mailer`. */
async function lured(mailer: SendEmail) {
  const to = await conversation('new')
  await env.DB.prepare(
    "UPDATE contact_messages SET message = ?, received_at = '2026-11-23T10:05:00.000Z' WHERE id = ?",
  )
    .bind(phishing, to.id)
    .run()
  return { ...to, settings: conversationOn(mailer) as Partial<Bindings> }
}

/** An answer through the conversation's reply address, from an address the visitor never gave. */
function answerFromElsewhere(to: Awaited<ReturnType<typeof lured>>, body: string) {
  const from = 'someone-else@elsewhere.example'
  return deliverMail(
    rawMail({ From: from, To: to.replyTo }, body),
    { from, to: to.replyTo },
    to.settings,
  )
}

async function reply(to: Awaited<ReturnType<typeof lured>>, text: string) {
  const response = await send(
    `/inbox/${to.id}/reply`,
    {
      method: 'POST',
      headers: {
        'Cf-Access-Jwt-Assertion': await signToken(),
        Origin: 'https://lumen.test',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ reply: text, key: crypto.randomUUID() }).toString(),
    },
    await accessEnv(to.settings),
  )
  expect(response.status).toBe(303)
}

/** The text of the reply mail that starts with `text`. */
const mailOf = (mailer: SendEmail, text: string) =>
  String(sentBy(mailer).find((mail) => String(mail.text).startsWith(text))?.text)

async function replyBox(to: Awaited<ReturnType<typeof lured>>) {
  const response = await send(
    `/inbox/${to.id}`,
    { headers: { 'Cf-Access-Jwt-Assertion': await signToken() } },
    await accessEnv(to.settings),
  )
  const html = await response.text()
  return visibleText(html.slice(html.indexOf('<h2 id="reply-heading"'), html.indexOf('</form>')))
}

describe('a reply quotes only what the address has shown it owns', () => {
  it('quotes nothing of a message no answer has come from: it says when the form was sent', async () => {
    const mailer = flakyMailer()
    const elsewhere = await lured(mailer)
    await answer(elsewhere, 'An answer in another conversation.', elsewhere.settings)
    const to = await lured(mailer)
    await reply(to, 'Thank you for writing.')
    const text = mailOf(mailer, 'Thank you for writing.')
    expect(text).not.toContain('lumen-login.example')
    expect(text).not.toContain('locked')
    expect(text).toBe(
      [
        'Thank you for writing.',
        '',
        'You wrote to us through our contact form on 23 Nov 2026, 10:05 UTC.',
        'If you did not write to us, you can ignore this email.',
      ].join('\n'),
    )
  })

  it('quotes the visitor’s answer once one came back, not the message, nor the answer’s history', async () => {
    const mailer = flakyMailer()
    const to = await lured(mailer)
    const history = `On Mon, 23 Nov 2026 at 10:05, Lumen Code Academy <school@lumen.test> wrote:\n> ${phishing}`
    expect(await answer(to, `Yes, evenings suit me.\n\n${history}`, to.settings)).toEqual([])
    await reply(to, 'Then Tuesday evenings it is.')
    const text = mailOf(mailer, 'Then Tuesday evenings it is.')
    expect(text).toMatch(
      /\n\nOn \d+ \w+ \d{4}, \d\d:\d\d UTC, you wrote:\n> Yes, evenings suit me\.$/,
    )
    expect(text).not.toContain('lumen-login.example')
  })

  it('quotes the latest answer, not the first message nor an earlier answer', async () => {
    const mailer = flakyMailer()
    const to = await lured(mailer)
    await answer(to, 'First thought: mornings.', to.settings)
    await reply(to, 'Mornings are full.')
    await answer(to, 'Then evenings,\n\nplease.', to.settings)
    await reply(to, 'Evenings it is.')
    const second = mailOf(mailer, 'Evenings it is.')
    // Every line behind "> ", an empty one behind ">" alone (RFC 3676 §4.5).
    expect(second).toMatch(/you wrote:\n> Then evenings,\n>\n> please\.$/)
    expect(second).not.toContain('mornings')
    expect(mailOf(mailer, 'Mornings are full.')).toMatch(/you wrote:\n> First thought: mornings\.$/)
  })

  it('quotes the answer below an earlier reply again when no newer answer came', async () => {
    const mailer = flakyMailer()
    const to = await lured(mailer)
    await answer(to, 'Do you teach on Saturdays?', to.settings)
    await reply(to, 'Not yet.')
    await reply(to, 'Update: from March we do.')
    expect(mailOf(mailer, 'Update: from March')).toMatch(
      /you wrote:\n> Do you teach on Saturdays\?$/,
    )
  })

  it('quotes no answer that came from another address than the visitor’s', async () => {
    const mailer = flakyMailer()
    const to = await lured(mailer)
    await answer(to, 'My own answer.', to.settings)
    expect(await answerFromElsewhere(to, 'Pay here: https://pay.example/x')).toEqual([])
    await reply(to, 'Noted.')
    const text = mailOf(mailer, 'Noted.')
    expect(text).toMatch(/you wrote:\n> My own answer\.$/)
    expect(text).not.toContain('pay.example')
  })

  it('quotes the answer it replied to when it is sent later, after a newer answer came', async () => {
    const mailer = flakyMailer(1)
    const to = await lured(mailer)
    await answer(to, 'Is there a payment plan?', to.settings)
    // The first attempt fails; a newer answer arrives before the cron sends the reply.
    await reply(to, 'Yes, three instalments.')
    await answer(to, 'Never mind, found it.', to.settings)
    await runJob(
      { ...to.settings, NOTIFY_RETRY_BASE_SECONDS: '60' },
      secondsAfter(new Date().toISOString(), 3600),
    )
    const sent = sentBy(mailer).filter((mail) => String(mail.text).startsWith('Yes, three'))
    expect(sent).toHaveLength(2)
    expect(String(sent[1]?.text)).toMatch(/you wrote:\n> Is there a payment plan\?$/)
  })
})

describe('the reply box says what the mail will quote', () => {
  it('warns above the box while the address has not answered: nothing of the message is quoted', async () => {
    const to = await lured(flakyMailer())
    const box = await replyBox(to)
    expect(box).toContain(
      'No answer has come from this address yet, and anyone can type any address into the contact form',
    )
    expect(box.indexOf('No answer has come')).toBeLessThan(box.indexOf('Send reply'))
  })

  it('names the answer it will quote once the visitor answered, and warns no more', async () => {
    const to = await lured(flakyMailer())
    await answer(to, 'Evenings, please.', to.settings)
    const box = await replyBox(to)
    expect(box).not.toContain('No answer has come')
    expect(box).toMatch(/quotes the visitor’s latest answer \(\d+ \w+ \d{4}, \d\d:\d\d UTC\)/)
  })

  it('names the latest of several answers, in the inbox’s zone', async () => {
    const to = await lured(flakyMailer())
    await answer(to, 'Mornings?', to.settings)
    await answer(to, 'Or evenings.', to.settings)
    const times = ['2026-11-24T08:00:00.000Z', '2026-11-24T19:30:00.000Z']
    const { results } = await env.DB.prepare(
      "SELECT id FROM conversation_entries WHERE message_id = ? AND kind = 'answer' ORDER BY id",
    )
      .bind(to.id)
      .all<{ id: number }>()
    for (const [index, row] of results.entries())
      await env.DB.prepare('UPDATE conversation_entries SET written_at = ? WHERE id = ?')
        .bind(times[index], row.id)
        .run()
    to.settings = { ...to.settings, INBOX_TIME_ZONE: 'Europe/Berlin' }
    expect(await replyBox(to)).toContain(
      'quotes the visitor’s latest answer (24 Nov 2026, 20:30 CET)',
    )
  })

  it('still warns after a staff reply, and when the only answer came from another address', async () => {
    const to = await lured(flakyMailer())
    await reply(to, 'Thank you for writing.')
    expect(await replyBox(to)).toContain('No answer has come from this address yet')
    await answerFromElsewhere(to, 'I am the visitor, honestly.')
    const box = await replyBox(to)
    expect(box).toContain('No answer has come from this address yet')
    expect(box).not.toContain('quotes the visitor’s latest answer')
  })
})

describe('a reply erased while its send was under way', () => {
  it('is owed nothing: the sender resolves, sends nothing and logs no failure', async () => {
    const mailer = flakyMailer()
    const to = await lured(mailer)
    await reply(to, 'About to be erased.')
    const { id } = (await env.DB.prepare(
      "SELECT id FROM conversation_entries WHERE message_id = ? AND kind = 'reply'",
    )
      .bind(to.id)
      .first<{ id: number }>()) as { id: number }
    const sent = sentBy(mailer).length
    // Claimed by a run, then the message was deleted (its entries and outbox rows go with it).
    await env.DB.prepare('DELETE FROM contact_messages WHERE id = ?').bind(to.id).run()
    await expect(sendReply({ ...env, ...to.settings } as Bindings, { entryId: id })).resolves.toBe(
      undefined,
    )
    expect(sentBy(mailer)).toHaveLength(sent)
  })
})
