// The staff told of an applicant's answer on each notification channel (outbox kind
// 'application-answer'), as of a visitor's: the first 3 after each message from the school one by
// one, the rest gathered into one notice; and erasing the address takes the answers and their
// queued notices with the application.
import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { minutesFromNow, webhookReceiver } from '../conversation/answer/answer-notify'
import { postForm, seedMessage } from '../inbox/helpers'
import { flakyMailer, runJob } from '../outbox/outbox'
import { answerApplication, answersOf } from './answer-mail'
import { everyRow, messageApplicant, seedApplication } from './conversation'
import { answerWithCv, mailsAbout, noticeTime, staffChannels } from './staff-notices'

afterEach(() => {
  vi.restoreAllMocks()
})

const noticeRows = (applicationId: string) =>
  env.DB.prepare(
    `SELECT o.channel, o.state, o.attempts FROM outbox o
     JOIN application_entries e ON e.id = o.application_entry_id
     WHERE e.application_id = ? AND o.kind = 'application-answer' ORDER BY o.id`,
  )
    .bind(applicationId)
    .all()
    .then(({ results }) => results)

describe('the staff’s notice of an applicant’s answer', { timeout: 30_000 }, () => {
  it('tells the staff on each channel: who, which application, the answer as text', async () => {
    const receiver = webhookReceiver()
    const mailer = flakyMailer()
    const settings = staffChannels(mailer)
    const application = await seedApplication()
    await answerApplication(application, 'Is <b>Thursday</b> fine?', { settings })
    expect(await noticeRows(application.id)).toEqual([
      { channel: 'email', state: 'delivered', attempts: 1 },
      { channel: 'webhook', state: 'delivered', attempts: 1 },
    ])
    const [notice, ...more] = mailsAbout(mailer, application.id)
    expect(more).toEqual([])
    expect(notice).toMatchObject({
      from: { name: 'Lumen Code Academy', email: 'contact@lumen.test' },
      replyTo: application.email,
      subject: expect.stringMatching(/^Answer from Applicant \d+ · Application$/),
      headers: { 'Auto-Submitted': 'auto-generated' },
    })
    const [answer] = await answersOf(application.id)
    expect(String(notice?.text)).toMatch(
      new RegExp(
        [
          `^Applicant \\d+ answered about their application for the cohort starting March 2, 2027 \\(answer ${answer?.id}, received ${noticeTime}\\)\\.`,
          `Open the application: https://lumen\\.test/inbox/applications/${application.id}`,
          '',
          `From: ${application.email}`,
          '',
          'Is <b>Thursday</b> fine\\?$',
        ].join('\n'),
      ),
    )
    const [hook] = receiver.accepted.filter(({ body }) => body.includes(application.id))
    expect(hook?.headers.get('Lumen-Message-Id')).toBe(`application-answer-${answer?.id}`)
    expect(JSON.parse(String(hook?.body))).toMatchObject({
      type: 'application_answer',
      id: `application-answer-${answer?.id}`,
      applicationId: application.id,
      from: application.email,
      senderMismatch: false,
      text: 'Is <b>Thursday</b> fine?',
    })
  })

  it('flags another sender and names the attachments; links nothing without the site’s origin', async () => {
    webhookReceiver()
    const mailer = flakyMailer()
    const settings = { ...staffChannels(mailer), SITE_ORIGIN: '' }
    const application = await seedApplication()
    await answerApplication(application, answerWithCv.body, {
      settings,
      from: 'someone@elsewhere.example',
      headers: answerWithCv.headers,
    })
    const [notice] = mailsAbout(mailer, 'someone@elsewhere.example')
    expect(String(notice?.text)).toMatch(
      new RegExp(
        [
          `^Applicant \\d+ answered about their application for the cohort starting March 2, 2027 \\(answer \\d+, received ${noticeTime}\\)\\.`,
          '',
          'From: someone@elsewhere.example',
          `Sent from another address than the applicant's \\(${application.email}\\): check before trusting it\\.`,
          'Attachments \\(not kept\\): cv\\.pdf',
          '',
          'My CV is attached\\.$',
        ].join('\n'),
      ),
    )
  })

  it('tells the first 3 answers after a message one by one, the next ones in one notice', async () => {
    webhookReceiver()
    const mailer = flakyMailer()
    const settings = staffChannels(mailer)
    const application = await seedApplication()
    for (let n = 1; n <= 3; n++) await answerApplication(application, `Early ${n}.`, { settings })
    // A message from the school starts a new turn: its answers are told one by one again.
    await messageApplicant(settings, { applicationId: application.id })
    for (let n = 1; n <= 6; n++) await answerApplication(application, `Answer ${n}.`, { settings })
    expect(mailsAbout(mailer, application.id)).toHaveLength(6)
    await runJob(settings, minutesFromNow(16))
    const notices = mailsAbout(mailer, application.id)
    expect(notices).toHaveLength(7)
    expect(notices.at(-1)?.subject).toMatch(/^3 more answers from Applicant \d+ · Application$/)
    expect(await answersOf(application.id)).toHaveLength(9)
  })

  it('is taken, with the answers and the queued mail, when the address is erased', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    // Every send fails, so the message's mail and the notices stay queued.
    webhookReceiver(Number.POSITIVE_INFINITY)
    const settings = staffChannels(flakyMailer(Number.POSITIVE_INFINITY))
    const application = await seedApplication()
    await messageApplicant(settings, { applicationId: application.id })
    await answerApplication(application, 'Please erase me.', { settings })
    const kinds = await env.DB.prepare(
      `SELECT o.kind FROM outbox o JOIN application_entries e ON e.id = o.application_entry_id
       WHERE e.application_id = ? ORDER BY o.kind`,
    )
      .bind(application.id)
      .all<{ kind: string }>()
    expect(kinds.results.map(({ kind }) => kind)).toEqual([
      'application-answer',
      'application-answer',
      'application-message',
    ])

    const message = await seedMessage({ email: application.email })
    expect((await postForm(`/inbox/${message}/erase-address`, { confirm: 'erase' })).status).toBe(
      303,
    )
    const left = JSON.stringify([
      await everyRow('applications'),
      await everyRow('application_entries'),
      await everyRow('outbox'),
    ])
    expect(left).not.toContain(application.id)
    expect(left).not.toContain(application.email)
    expect(left).not.toContain('Please erase me.')
  })
})
