// The outbox's two senders about a proposal request, called as the outbox calls them: the
// company's confirmation waits, with the reason, while the school's mail is not set up, and
// neither it nor the staff's notice sends anything once the request is gone.
import { describe, expect, it } from 'vitest'
import type { OutboxItem } from '../../../src/server/outbox/item'
import { outboxSenders } from '../../../src/server/outbox/senders'
import { announcing, recordingMailer } from '../announcement/helpers'

const staff = { CONTACT_NOTIFY_TO: 'team@lumen.test', CONTACT_NOTIFY_FROM: 'contact@lumen.test' }

/** A row about a request no table holds (erased or expired since it was queued). */
const gone = (kind: 'proposal-confirmation' | 'proposal-notice') =>
  ({ kind, channel: 'email', proposalId: crypto.randomUUID(), attempts: 1 }) as OutboxItem

describe('the senders of a proposal request’s mail', () => {
  it('keeps the confirmation waiting, with the reason, while the school’s mail is not set up', async () => {
    const { mailer, accepted } = recordingMailer()
    const bindings = await announcing(mailer, { SITE_ORIGIN: '' })
    await expect(
      outboxSenders['proposal-confirmation'](bindings, gone('proposal-confirmation')),
    ).rejects.toThrow(/SITE_ORIGIN/)
    expect(accepted).toEqual([])
  })

  it('sends nothing, and says nothing went wrong, for a request gone since', async () => {
    const { mailer, accepted } = recordingMailer()
    const bindings = await announcing(mailer, staff)
    for (const kind of ['proposal-confirmation', 'proposal-notice'] as const) {
      await expect(outboxSenders[kind](bindings, gone(kind))).resolves.toBeUndefined()
    }
    expect(accepted).toEqual([])
  })
})
