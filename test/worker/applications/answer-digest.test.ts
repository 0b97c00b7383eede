// The staff's one notice of an applicant's answers gathered (outbox kind 'application-answer'),
// as a visitor's (conversation/answer/digest.test.ts): its words on each channel, the reason it
// waits while its email cannot be sent, and nothing sent for an answer erased once claimed.
import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendApplicationAnswerNotice } from '../../../src/server/applications/mail/answer-digest'
import type { OutboxItem } from '../../../src/server/outbox/item'
import { minutesFromNow, webhookReceiver } from '../conversation/answer/answer-notify'
import { flakyMailer, runJob } from '../outbox/outbox'
import { answerApplication, answersOf } from './answer-mail'
import { seedApplication } from './conversation'
import { mailsAbout, noticeTime, staffChannels } from './staff-notices'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the staff’s notice of an applicant’s answers gathered', { timeout: 30_000 }, () => {
  it('tells who, how many, when and from which address, and links the application', async () => {
    const receiver = webhookReceiver()
    const mailer = flakyMailer()
    const settings = staffChannels(mailer)
    const application = await seedApplication()
    for (let n = 1; n <= 4; n++) await answerApplication(application, `Answer ${n}.`, { settings })
    await answerApplication(application, 'Answer 5.', {
      settings,
      from: 'someone@elsewhere.example',
    })
    expect(mailsAbout(mailer, application.id)).toHaveLength(3)
    await runJob(settings, minutesFromNow(16))

    const digest = mailsAbout(mailer, application.id).at(-1) as EmailMessageBuilder
    expect(digest).toMatchObject({
      from: { name: 'Lumen Code Academy', email: 'contact@lumen.test' },
      replyTo: application.email,
      subject: expect.stringMatching(/^2 more answers from Applicant \d+ · Application$/),
      headers: { 'Auto-Submitted': 'auto-generated' },
    })
    expect(String(digest.text)).toMatch(
      new RegExp(
        [
          `^Applicant \\d+ sent 2 more answers about their application for the cohort starting March 2, 2027, the first at ${noticeTime}, the latest at ${noticeTime}\\.`,
          `1 of them from another address than the applicant’s \\(${application.email}\\): check before trusting it\\.`,
          '',
          'The first 3 answers after each message from the school are told one by one; more come together in one notice like this, at most one every 15 minutes\\. Read them in the inbox\\.',
          `Open the application: https://lumen\\.test/inbox/applications/${application.id}$`,
        ].join('\n'),
      ),
    )
    expect(digest.text).not.toContain('Answer 4.')

    const answers = await answersOf(application.id)
    const gathered = answers[3] as { id: number; written_at?: string }
    const hook = receiver.accepted.filter(({ body }) => body.includes(application.id)).at(-1)
    expect(hook?.headers.get('Lumen-Message-Id')).toBe(`application-answers-${gathered.id}`)
    expect(hook?.headers.get('Lumen-Delivery-Attempt')).toBe('1')
    const times = await env.DB.prepare(
      `SELECT written_at FROM application_entries WHERE application_id = ? AND kind = 'answer'
       ORDER BY id`,
    )
      .bind(application.id)
      .all<{ written_at: string }>()
    expect(JSON.parse(String(hook?.body))).toEqual({
      type: 'application_answers',
      id: `application-answers-${gathered.id}`,
      applicationId: application.id,
      count: 2,
      fromOtherAddresses: 1,
      firstReceivedAt: times.results[3]?.written_at,
      lastReceivedAt: times.results[4]?.written_at,
    })
  })

  it('counts no other address when there is none, and leaves Reply-To out for an odd one', async () => {
    webhookReceiver()
    const mailer = flakyMailer()
    const settings = staffChannels(mailer)
    const application = await seedApplication({ email: 'two words@example.com' })
    for (let n = 1; n <= 4; n++) {
      await answerApplication(application, `Answer ${n}.`, { settings, from: 'me@example.com' })
    }
    await runJob(settings, minutesFromNow(16))
    const digest = mailsAbout(mailer, application.id).at(-1) as EmailMessageBuilder
    expect(digest.subject).toMatch(/^1 more answer from Applicant \d+ · Application$/)
    expect(digest).not.toHaveProperty('replyTo')
    expect(digest.text).toContain(
      '1 of them from another address than the applicant’s (two words@example.com): check before trusting it.',
    )

    const plain = await seedApplication()
    for (let n = 1; n <= 4; n++) await answerApplication(plain, `Answer ${n}.`, { settings })
    await runJob(settings, minutesFromNow(32))
    const second = mailsAbout(mailer, plain.id).at(-1) as EmailMessageBuilder
    expect(second.subject).toMatch(/^1 more answer from /)
    expect(second.text).toMatch(/\.\n\nThe first 3 answers/)
    expect(second.text).not.toContain('another address')
  })

  it('keeps the notice waiting, with the reason, while its email cannot be sent', async () => {
    const failure = vi.spyOn(console, 'error').mockImplementation(() => {})
    const mailer = flakyMailer()
    const emailOnly = { ...staffChannels(mailer), CONTACT_WEBHOOK_URL: '' }
    const application = await seedApplication()
    for (let n = 1; n <= 4; n++) {
      await answerApplication(application, `Answer ${n}.`, { settings: emailOnly })
    }
    await runJob({ ...emailOnly, CONTACT_NOTIFY_TO: '' }, minutesFromNow(16))
    await runJob({ ...emailOnly, CONTACT_NOTIFY_FROM: '' }, minutesFromNow(60))
    const reasons = failure.mock.calls.map((call) => String(call[1]))
    expect(reasons).toContain('email notifications are not configured')
    expect(reasons).toContainEqual(expect.stringMatching(/^CONTACT_NOTIFY_FROM is not set/))
    expect(mailsAbout(mailer, application.id)).toHaveLength(3)
    const pending = await env.DB.prepare(
      `SELECT count(*) AS n FROM outbox o JOIN application_entries e ON e.id = o.application_entry_id
       WHERE e.application_id = ? AND o.kind = 'application-answer' AND o.state = 'pending'`,
    )
      .bind(application.id)
      .first<{ n: number }>()
    expect(pending?.n).toBe(1)
  })

  it('sends nothing, on either channel, for an answer erased after its row was claimed', async () => {
    const receiver = webhookReceiver()
    const mailer = flakyMailer()
    const settings = staffChannels(mailer)
    const item = { kind: 'application-answer', applicationEntryId: 2 ** 31, attempts: 1 }
    for (const channel of ['email', 'webhook'] as const) {
      await expect(
        sendApplicationAnswerNotice(settings, { ...item, channel } as OutboxItem),
      ).resolves.toBeUndefined()
    }
    expect(mailer.send).not.toHaveBeenCalled()
    expect(receiver.accepted).toEqual([])
  })
})
