// The school's own mail arriving at a reply address is no visitor's answer: a confirmation sent to
// an address that is itself a reply address, or a mail that claims the school's domain in its
// From (docs/conversation.md, the visitor's answers).
import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { flakyMailer } from '../../outbox/outbox'
import { conversation, deliverMail, entriesOf, rawMail } from '../inbound-mail'
import { answerRows, staffChannels, webhookReceiver } from './answer-notify'

afterEach(() => {
  vi.restoreAllMocks()
})

const stateOf = async (id: string) =>
  (await env.DB.prepare('SELECT state FROM contact_messages WHERE id = ?').bind(id).first())?.state

/** Both channels on; notifications sent from an address on a domain of their own. */
const settings = (mailer: SendEmail) => ({
  ...staffChannels(mailer),
  CONTACT_NOTIFY_FROM: ' alerts@notify.lumen-mail.example ',
})

describe('mail from the school’s own senders at a reply address', () => {
  it('is neither stored nor refused, reopens nothing and tells no one', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    webhookReceiver()
    const mailer = flakyMailer()
    const to = await conversation('handled')
    const senders = [
      // Our own confirmation, sent to an address that is a reply address.
      { header: 'Lumen Code Academy <school@lumen.test>', envelope: 'bounce@cf-bounce.example' },
      // Anyone claiming the school's domain, in any case, or a subdomain of it.
      { header: 'Head of Admissions <dean@LUMEN.test>', envelope: 'dean@lumen.test' },
      { header: 'news@mail.lumen.test', envelope: 'news@mail.lumen.test' },
      { header: 'dean@lumen.test.', envelope: 'dean@example.com' },
      // The notifications' sender, on its own domain.
      { header: 'alerts@notify.lumen-mail.example', envelope: 'x@elsewhere.example' },
      // A visitor's From, but sent by the school's own domain.
      { header: `Visitor <${to.email}>`, envelope: 'relay@lumen.test' },
    ]
    for (const { header, envelope } of senders) {
      const raw = rawMail({ From: header, To: to.replyTo }, 'Thank you for writing to us.')
      expect(await deliverMail(raw, { from: envelope, to: to.replyTo }, settings(mailer))).toEqual(
        [],
      )
    }
    expect(await entriesOf(to.id)).toEqual([])
    expect(await stateOf(to.id)).toBe('handled')
    expect(await answerRows(to.id)).toEqual([])
    expect(mailer.send).not.toHaveBeenCalled()
    expect(log).toHaveBeenCalledWith(
      `Mail from the school's own domain to conversation ${to.id} was dropped.`,
    )
  })

  it('still takes an answer from a domain that only looks like the school’s', async () => {
    webhookReceiver()
    const to = await conversation('handled')
    // And a From with no domain at all, even one that spells the school's domain without an @.
    const lookalikes = [
      'ada@lumen.test.example',
      'ada@evillumen.test',
      'lumen.test@example.com',
      'nobody',
      'lumen.test',
    ]
    for (const from of lookalikes) {
      const raw = rawMail({ From: from, To: to.replyTo }, `From ${from}.`)
      await deliverMail(raw, { from, to: to.replyTo }, settings(flakyMailer()))
    }
    // Without notifications there is no second domain: an unset setting names none.
    const odd = 'ada@mail.undefined'
    await deliverMail(rawMail({ From: odd, To: to.replyTo }, 'Odd.'), { from: odd, to: to.replyTo })
    // A mail with no From at all is the envelope sender's (spaces around it trimmed).
    const bare = rawMail({ To: to.replyTo }, 'No From line.').replace(/^From: .*\r\n/m, '')
    await deliverMail(bare, { from: ` ${to.email} `, to: to.replyTo })
    expect((await entriesOf(to.id)).map((entry) => entry.author)).toEqual([
      ...lookalikes,
      odd,
      to.email,
    ])
  })
})
