// An applicant's answer to the school's mail about their application joins the application's
// conversation, as a visitor's answer to a reply joins a message's: a real client's mail reduced to
// text with its quoted history folded apart, once however often it is delivered, refused when its
// address names no application this worker signed, or one erased or withdrawn.
import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { withReplyAddress } from '../../../scripts/answer-corpus/corpus'
import { rejections } from '../../../src/server/conversation/receive-answer'
import { replyAddress } from '../../../src/server/conversation/reply-token'
import { recordingMailer } from '../announcement/helpers'
import { deliverMail, entriesOf } from '../conversation/inbound-mail'
import { seedMessage } from '../inbox/helpers'
import { flakyMailer } from '../outbox/outbox'
import { answerApplication, answersOf, replyAddressOf, sample } from './answer-mail'
import { mailOn, messageApplicant, schoolDomain, secret, seedApplication } from './conversation'
import { answerWithCv } from './staff-notices'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('an applicant’s answer by mail', () => {
  it('lands a real client’s mail as the application’s answer, its history folded apart', async () => {
    const { raw, meta } = sample('gmail-android-en')
    const application = await seedApplication({ email: meta.conversation.email })
    const { mailer, accepted } = recordingMailer()
    await messageApplicant(mailOn(mailer), {
      applicationId: application.id,
      body: meta.conversation.reply,
    })
    const to = String(accepted[0]?.replyTo)
    const bytes = withReplyAddress(new TextEncoder().encode(raw), to)
    expect(await deliverMail(bytes, { from: meta.conversation.email, to }, mailOn())).toEqual([])

    const [answer, ...more] = await answersOf(application.id)
    expect(more).toEqual([])
    expect(answer).toMatchObject({
      kind: 'answer',
      subject: 'Re: Your message to Lumen Code Academy',
      author: meta.conversation.email,
      sender_mismatch: 0,
      attachment_names: null,
    })
    const flat = (text: string) => text.replace(/\s+/g, ' ')
    for (const phrase of meta.answer) expect(flat(String(answer?.body))).toContain(phrase)
    for (const phrase of meta.history) {
      expect(flat(String(answer?.body))).not.toContain(phrase)
      expect(flat(String(answer?.quoted_history))).toContain(phrase)
    }
  })

  it('keeps a mail delivered twice as one answer, told to the staff once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const application = await seedApplication()
    const headers = { 'Message-ID': '<twice@mail.example>' }
    // The staff's email on, its sends failing, so its notice stays queued to be counted.
    const settings = mailOn(flakyMailer(Number.POSITIVE_INFINITY), {
      CONTACT_NOTIFY_TO: 'team@lumen.test',
      CONTACT_NOTIFY_FROM: 'contact@lumen.test',
    })
    await answerApplication(application, 'Thursday works.', { headers, settings })
    await answerApplication(application, 'Thursday works.', { headers, settings })
    const answers = await answersOf(application.id)
    expect(answers.map(({ body }) => body)).toEqual(['Thursday works.'])
    const notices = await env.DB.prepare(
      "SELECT count(*) AS n FROM outbox WHERE application_entry_id = ? AND kind = 'application-answer'",
    )
      .bind(answers[0]?.id)
      .first<{ n: number }>()
    expect(notices?.n).toBe(1)
  })

  it('keeps the subject on one line of at most 300 characters, without hidden characters', async () => {
    const application = await seedApplication()
    await answerApplication(application, 'Short one.', {
      headers: { Subject: 'Re:\tYour  call\u200b' },
    })
    await answerApplication(application, 'Long one.', {
      headers: { Subject: `Re: ${'word '.repeat(100)}` },
    })
    const [short, long] = await answersOf(application.id)
    expect(short?.subject).toBe('Re: Your call')
    expect(long?.subject).toBe(`Re: ${'word '.repeat(100)}`.slice(0, 300))
  })

  it('folds a client’s header naming the school’s domain above the quoted mail', async () => {
    const application = await seedApplication()
    const body =
      'Danke!\n\nVon: Sekretariat <office@lumen.test>\n\n> Die Kurse beginnen im Januar.\n> Mit freundlichen Grüßen'
    await answerApplication(application, body, {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
    const [answer] = await answersOf(application.id)
    expect(answer?.body).toBe('Danke!')
    expect(answer?.quoted_history).toContain('Von: Sekretariat <office@lumen.test>')
  })

  it('flags another sender and lists attachments by name, keeping none', async () => {
    const application = await seedApplication()
    await answerApplication(application, answerWithCv.body, {
      from: 'someone@elsewhere.example',
      headers: answerWithCv.headers,
    })
    expect(await answersOf(application.id)).toMatchObject([
      {
        body: 'My CV is attached.',
        author: 'someone@elsewhere.example',
        sender_mismatch: 1,
        attachment_names: '["cv.pdf"]',
      },
    ])
  })

  it('refuses a forged address, and a message’s signature under an application’s shape', async () => {
    const application = await seedApplication()
    const hex = application.id.replaceAll('-', '')
    const message = await replyAddress(secret, application.id, schoolDomain)
    const real = await replyAddressOf(application.id)
    const forged = [
      `reply+app-${hex}-${message.split('@')[0]?.slice(-20)}@${schoolDomain}`,
      `${real.split('@')[0]?.slice(0, -1)}${real.endsWith('0@lumen.test') ? '1' : '0'}@${schoolDomain}`,
      // The application's id under a message's address: a message's conversation, which none has.
      message,
    ]
    for (const to of forged) {
      const raw = `From: ${application.email}\r\nTo: ${to}\r\nSubject: Re\r\n\r\nHello.`
      expect(await deliverMail(raw, { from: application.email, to }, mailOn()), to).toEqual([
        rejections.unknown,
      ])
    }
    expect(await answersOf(application.id)).toEqual([])
  })

  it('still takes an answer to a contact message’s address into the message', async () => {
    const email = 'visitor@example.com'
    const id = await seedMessage({ email })
    const to = await replyAddress(secret, id, schoolDomain)
    const raw = `From: ${email}\r\nTo: ${to}\r\nSubject: Re\r\nMessage-ID: <m1@x>\r\n\r\nStill here.`
    expect(await deliverMail(raw, { from: email, to }, mailOn())).toEqual([])
    expect((await entriesOf(id)).map(({ body }) => body)).toEqual(['Still here.'])
  })

  it('refuses, as for an erased message, an answer to an erased or withdrawn application', async () => {
    const erased = await seedApplication()
    const withdrawn = await seedApplication({ stage: 'withdrawn' })
    await env.DB.prepare('DELETE FROM applications WHERE id = ?').bind(erased.id).run()
    expect(await answerApplication(erased, 'Hello?')).toEqual([rejections.unknown])
    expect(await answerApplication(withdrawn, 'Hello?')).toEqual([rejections.unknown])
    expect(await answersOf(withdrawn.id)).toEqual([])
  })

  it('drops auto-replies and the school’s own mail quietly, as answers to replies', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const application = await seedApplication()
    const automatic = { headers: { 'Auto-Submitted': 'auto-replied' } }
    expect(await answerApplication(application, 'I am away.', automatic)).toEqual([])
    const own = { from: `admissions@${schoolDomain}` }
    expect(await answerApplication(application, 'Dean here.', own)).toEqual([])
    expect(await answersOf(application.id)).toEqual([])
    // The log names the application, for whoever reads it.
    expect(log).toHaveBeenCalledWith(
      `An automatic reply to application ${application.id} was dropped.`,
    )
  })
})
