// The school's messages about an application: one entry in its conversation and one mail to the
// applicant, whose Reply-To brings an answer back to this application, ending with the link to the
// applicant's page; queued in the caller's own batch, once however often it is sent.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { applicationToken } from '../../../src/server/applications/application-token'
import { applicationMessageStatements } from '../../../src/server/applications/messages'
import { conversationOfReplyAddress } from '../../../src/server/conversation/reply-token'
import { recordingMailer } from '../announcement/helpers'
import { mailOn, messageApplicant, schoolDomain, secret, seedApplication } from './conversation'

const entriesOf = (applicationId: string) =>
  env.DB.prepare('SELECT * FROM application_entries WHERE application_id = ? ORDER BY id')
    .bind(applicationId)
    .all<Record<string, unknown>>()
    .then(({ results }) => results)

const outboxOf = (entryId: number) =>
  env.DB.prepare('SELECT kind, channel, state FROM outbox WHERE application_entry_id = ?')
    .bind(entryId)
    .all()
    .then(({ results }) => results)

describe('a message about an application', () => {
  it('mails the applicant once: from the school, answers routed back, the page linked', async () => {
    const { mailer, accepted } = recordingMailer()
    const application = await seedApplication()
    const entryId = await messageApplicant(mailOn(mailer), {
      applicationId: application.id,
      subject: 'Book your call',
      body: 'Hello Ada,\npick a time for our call.',
    })
    expect(accepted).toHaveLength(1)
    const [mail] = accepted
    expect(mail).toMatchObject({
      from: { name: 'Lumen Code Academy', email: `hello@${schoolDomain}` },
      to: application.email,
      subject: 'Book your call',
    })
    expect(await conversationOfReplyAddress(secret, String(mail?.replyTo), schoolDomain)).toEqual({
      context: 'application',
      id: application.id,
    })
    const page = `https://${schoolDomain}/application/${await applicationToken(secret, application.id, 'page')}`
    const text = String(mail?.text)
    expect(text.startsWith('Hello Ada,\npick a time for our call.\n')).toBe(true)
    expect(text.trimEnd().endsWith(page)).toBe(true)
    // A person wrote it: no mark of a machine's mail.
    expect(mail?.headers).toBeUndefined()
    expect(await outboxOf(entryId)).toEqual([
      { kind: 'application-message', channel: 'email', state: 'delivered' },
    ])
    expect(await entriesOf(application.id)).toMatchObject([
      { id: entryId, kind: 'message', subject: 'Book your call', author: 'staff@lumen.example' },
    ])
  })

  it('names the application in the subject when the message gives none', async () => {
    const { mailer, accepted } = recordingMailer()
    const application = await seedApplication()
    await messageApplicant(mailOn(mailer), { applicationId: application.id, subject: ' \n ' })
    expect(accepted[0]?.subject).toBe('Your application · Lumen Code Academy')
  })

  it('marks a message no person wrote as the school’s automatic mail', async () => {
    const { mailer, accepted } = recordingMailer()
    const application = await seedApplication()
    await messageApplicant(mailOn(mailer), { applicationId: application.id, author: 'school' })
    expect(accepted[0]?.headers).toEqual({
      'Auto-Submitted': 'auto-generated',
      'X-Auto-Response-Suppress': 'OOF, AutoReply',
    })
  })

  it('stores and sends a message sent twice with one key once', async () => {
    const { mailer, accepted } = recordingMailer()
    const application = await seedApplication()
    const dedupeKey = crypto.randomUUID()
    const first = await messageApplicant(mailOn(mailer), {
      applicationId: application.id,
      dedupeKey,
    })
    const second = await messageApplicant(mailOn(mailer), {
      applicationId: application.id,
      dedupeKey,
    })
    expect(second).toBe(first)
    expect(await entriesOf(application.id)).toHaveLength(1)
    expect(accepted).toHaveLength(1)
  })

  it('goes in the caller’s batch: the entry and its queued mail, or neither', async () => {
    const application = await seedApplication()
    const now = new Date('2026-12-02T09:00:00.000Z')
    const message = {
      applicationId: application.id,
      subject: 'Offer',
      body: 'We offer you a place.',
      author: 'staff@lumen.example',
      dedupeKey: crypto.randomUUID(),
      now,
    }
    await env.DB.batch([
      env.DB.prepare("UPDATE applications SET stage = 'offer' WHERE id = ?").bind(application.id),
      ...applicationMessageStatements(env.DB, message),
    ])
    const [entry] = await entriesOf(application.id)
    expect(entry).toMatchObject({ kind: 'message', body: 'We offer you a place.' })
    const queued = await env.DB.prepare(
      'SELECT kind, state, attempts, next_attempt_at, window_started_at FROM outbox WHERE application_entry_id = ?',
    )
      .bind(entry?.id)
      .first()
    expect(queued).toEqual({
      kind: 'application-message',
      state: 'pending',
      attempts: 0,
      next_attempt_at: '2026-12-02T09:01:00.000Z',
      window_started_at: '2026-12-02T09:00:00.000Z',
    })
    // Of an application erased meanwhile: the batch fails whole, nothing is queued.
    const gone = { ...message, applicationId: crypto.randomUUID(), dedupeKey: crypto.randomUUID() }
    await expect(env.DB.batch(applicationMessageStatements(env.DB, gone))).rejects.toThrow()
    expect(await entriesOf(gone.applicationId)).toEqual([])
  })

  it('sends nothing, quietly, once its application is erased', async () => {
    const { mailer, accepted } = recordingMailer(1)
    const application = await seedApplication()
    const entryId = await messageApplicant(mailOn(mailer), { applicationId: application.id })
    expect(await outboxOf(entryId)).toMatchObject([{ state: 'pending' }])
    await env.DB.prepare('DELETE FROM applications WHERE id = ?').bind(application.id).run()
    expect(await outboxOf(entryId)).toEqual([])
    const { outboxSenders } = await import('../../../src/server/outbox/senders')
    const item = {
      id: 0,
      kind: 'application-message',
      channel: 'email',
      applicationEntryId: entryId,
    }
    await expect(
      outboxSenders['application-message'](mailOn(mailer), item as never),
    ).resolves.toBeUndefined()
    expect(accepted).toEqual([])
  })

  it('is retried, not lost, while the page link cannot be made (no SITE_ORIGIN)', async () => {
    const { mailer, accepted } = recordingMailer()
    const application = await seedApplication()
    const entryId = await messageApplicant(mailOn(mailer, { SITE_ORIGIN: '' }), {
      applicationId: application.id,
    })
    expect(accepted).toEqual([])
    const row = await env.DB.prepare(
      'SELECT state, last_error FROM outbox WHERE application_entry_id = ?',
    )
      .bind(entryId)
      .first<{ state: string; last_error: string }>()
    expect(row?.state).toBe('pending')
    expect(row?.last_error).toMatch(/SITE_ORIGIN/)
  })

  it('is retried, with the reason, while the school’s mail is off or half set up', async () => {
    const { mailer, accepted } = recordingMailer()
    const settings = [
      [{ SCHOOL_MAIL_FROM: '' }, 'the conversation is off: SCHOOL_MAIL_FROM is not set'],
      [{ REPLY_TOKEN_SECRET: 'short' }, /^REPLY_TOKEN_SECRET must be set, at least \d+ characters/],
    ] as const
    for (const [missing, reason] of settings) {
      const application = await seedApplication()
      const entryId = await messageApplicant(mailOn(mailer, missing), {
        applicationId: application.id,
      })
      const row = await env.DB.prepare(
        'SELECT state, last_error FROM outbox WHERE application_entry_id = ?',
      )
        .bind(entryId)
        .first<{ state: string; last_error: string }>()
      expect(row?.state).toBe('pending')
      expect(row?.last_error).toMatch(reason)
    }
    expect(accepted).toEqual([])
  })
})
