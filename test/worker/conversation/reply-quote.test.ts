// What a staff reply quotes below its text. Anyone can type any address into the contact form, so
// the message it brought is an outsider's words until the address shows it reads the school's
// mail: a reply quotes only what came back through the conversation's reply address (the
// visitor's latest answer before it, the answer alone), and says when the form was sent while
// nothing has.
import { describe, expect, it } from 'vitest'
import { flakyMailer, runJob, secondsAfter } from '../outbox/outbox'
import { sentBy } from './conversation'
import { answer } from './inbound-mail'
import { answerFromElsewhere, lured, mailOf, phishing, reply } from './lured-conversation'

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
