// The outbox's two senders about a new application, called as the outbox calls them: the
// applicant's confirmation waits, with the reason, while the school's mail is not set up, and
// neither it nor the staff's notice sends anything once the application is gone.
import { describe, expect, it } from 'vitest'
import type { OutboxItem } from '../../../src/server/outbox/item'
import { outboxSenders } from '../../../src/server/outbox/senders'
import { announcing, recordingMailer } from '../announcement/helpers'

const staff = { CONTACT_NOTIFY_TO: 'team@lumen.test', CONTACT_NOTIFY_FROM: 'contact@lumen.test' }

/** A row about an application no table holds (erased since it was queued). */
const erased = (kind: 'application-confirmation' | 'application-notice') =>
  ({ kind, channel: 'email', applicationId: crypto.randomUUID(), attempts: 1 }) as OutboxItem

describe('the senders of a new application’s mail', () => {
  it('keeps the confirmation waiting, with the reason, while the school’s mail is not set up', async () => {
    const { mailer, accepted } = recordingMailer()
    const bindings = await announcing(mailer, { SITE_ORIGIN: '' })
    await expect(
      outboxSenders['application-confirmation'](bindings, erased('application-confirmation')),
    ).rejects.toThrow(/SITE_ORIGIN/)
    expect(accepted).toEqual([])
  })

  it('sends nothing, and says nothing went wrong, for an application erased since', async () => {
    const { mailer, accepted } = recordingMailer()
    const bindings = await announcing(mailer, staff)
    for (const kind of ['application-confirmation', 'application-notice'] as const) {
      await expect(outboxSenders[kind](bindings, erased(kind))).resolves.toBeUndefined()
    }
    expect(accepted).toEqual([])
  })
})
