// Every mail the school sends by itself says so (RFC 3834's Auto-Submitted), so a visitor's
// out-of-office, a mailing list or our own email() handler never answers it; a reply a member of
// staff wrote is a person's mail and carries no such mark (docs/conversation.md).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { conversationMailContent } from '../../../src/server/content/conversation'
import {
  announcing,
  clearLists,
  drain,
  recordingMailer,
  seedList,
  sendAnnouncement,
} from '../announcement/helpers'
import { staffChannels, webhookReceiver } from '../conversation/answer/answer-notify'
import { conversationOn } from '../conversation/conversation'
import { answer, conversation } from '../conversation/inbound-mail'
import { emailServiceRefusals } from '../email-service-headers'
import { seedMessage } from '../inbox/helpers'
import { postReply } from '../inbox/message/reply-posts'
import { confirming, joinWith } from '../waitlist/confirmation-helpers'
import { emailTo, sendMessage } from './outbox'

afterEach(() => {
  vi.restoreAllMocks()
})

const automatic = {
  'Auto-Submitted': 'auto-generated',
  'X-Auto-Response-Suppress': 'OOF, AutoReply',
}

describe('the mark on the mail the school sends', () => {
  it('marks the staff’s notification and the visitor’s confirmation as automatic', async () => {
    const { mailer, accepted } = recordingMailer()
    await sendMessage({ ...emailTo(mailer), ...conversationOn(mailer) }, 'marked@example.com')
    expect(accepted.map((mail) => mail.subject).sort()).toEqual([
      'Contact form: Ada · A general question',
      conversationMailContent.confirmation.subject,
    ])
    for (const mail of accepted) expect(mail.headers).toEqual(automatic)
  })

  it('marks the staff’s notice of an answer as automatic', async () => {
    webhookReceiver()
    const { mailer, accepted } = recordingMailer()
    const to = await conversation()
    await answer(to, 'Tuesday suits me.', staffChannels(mailer))
    expect(accepted.map((mail) => [mail.subject, mail.headers])).toEqual([
      [expect.stringMatching(/^Answer from /), automatic],
    ])
  })

  it('marks an announcement as automatic, beside its unsubscribe headers', async () => {
    await clearLists()
    await seedList('corporate', 2, 'marked-list')
    const { mailer, accepted } = recordingMailer()
    const bindings = await announcing(mailer)
    await sendAnnouncement('corporate', bindings)
    await drain(bindings, new Date(Date.now() + 1000))
    expect(accepted).toHaveLength(2)
    for (const mail of accepted) {
      expect(mail.headers).toMatchObject(automatic)
      expect(mail.headers).toHaveProperty('List-Unsubscribe-Post', 'List-Unsubscribe=One-Click')
    }
  })

  it('marks a waiting-list sign-up’s confirmation link as automatic', async () => {
    const { accepted, bindings } = await confirming()
    await joinWith(bindings, { offering: 'technical', email: 'marked-signup@example.com' })
    expect(accepted).toHaveLength(1)
    expect(accepted[0]?.headers).toEqual(automatic)
  })

  it('leaves a reply a member of staff wrote unmarked: a person wrote it', async () => {
    const { mailer, accepted } = recordingMailer()
    const id = await seedMessage({ email: 'person@example.com' })
    await postReply(mailer, id, 'It starts on 12 January.', crypto.randomUUID())
    expect(accepted).toHaveLength(1)
    expect(accepted[0]?.headers?.['Auto-Submitted']).toBeUndefined()
    expect(accepted[0]?.headers?.['X-Auto-Response-Suppress']).toBeUndefined()
  })

  it('uses only headers Email Service accepts, with values it accepts', async () => {
    expect(emailServiceRefusals(automatic)).toEqual([])
    // The checker itself refuses what Email Service refuses.
    expect(emailServiceRefusals({ 'Auto-Submitted': 'no', Date: 'x', 'X-A': 'a\nb' })).toEqual([
      'Auto-Submitted: value "no" not accepted',
      'Date: not on the allowlist',
      'X-A: empty or holds a line break',
    ])
    const { mailer, accepted } = recordingMailer()
    await sendMessage({ ...emailTo(mailer), ...conversationOn(mailer) }, 'allowed@example.com')
    const bindings = await announcing(mailer)
    await clearLists()
    await seedList('technical', 1, 'allowed-list')
    await sendAnnouncement('technical', bindings)
    await drain(bindings, new Date(Date.now() + 1000))
    expect(accepted).toHaveLength(3)
    for (const mail of accepted) expect(emailServiceRefusals(mail.headers)).toEqual([])
  })
})
