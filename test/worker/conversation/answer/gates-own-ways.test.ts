// The email() handler's gates for mail it reads in its own way: a mail nested deeper than the
// parser follows, a mail with no From, the school's own mail looping back, an address that only
// ends in a reply address, a conversation not set up; and what the log says of each.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { conversationMailContent } from '../../../../src/server/content/conversation'
import { rejections } from '../../../../src/server/conversation/receive-answer'
import {
  answer,
  conversation,
  deliverMail,
  entriesOf,
  rawMail,
  schoolDomain,
} from '../inbound-mail'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('mail the handler reads in its own way', () => {
  it('refuses a mail nested deeper than the parser follows as unreadable, storing nothing', async () => {
    const to = await conversation()
    const depth = 300
    const opening = Array.from(
      { length: depth },
      (_, i) => `Content-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}\r\n`,
    ).join('')
    const raw = `From: ${to.email}\r\nTo: ${to.replyTo}\r\nMIME-Version: 1.0\r\n${opening}Content-Type: text/plain\r\n\r\nDeep.\r\n`
    expect(await deliverMail(raw, { from: to.email, to: to.replyTo })).toEqual([
      rejections.unreadable,
    ])
    expect(await entriesOf(to.id)).toEqual([])
  })

  it('stores a mail without a From header, its author the envelope’s sender', async () => {
    const to = await conversation()
    const raw = rawMail({ To: to.replyTo }, 'No From line in this one.')
    expect(await deliverMail(raw, { from: to.email, to: to.replyTo })).toEqual([])
    const [entry] = await entriesOf(to.id)
    expect([entry?.author, entry?.sender_mismatch]).toEqual([to.email, 0])
  })

  it('drops the school’s own mail looping back, and says so in the log', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const to = await conversation()
    const own = `school@${schoolDomain}`
    const raw = rawMail({ From: own, To: to.replyTo }, 'Thank you for your message.')
    expect(await deliverMail(raw, { from: own, to: to.replyTo })).toEqual([])
    expect(await entriesOf(to.id)).toEqual([])
    expect(log).toHaveBeenCalledWith(
      `Mail from the school's own domain to conversation ${to.id} was dropped.`,
    )
  })

  it('hands the reading the school’s address: a header naming only it starts the history', async () => {
    const to = await conversation()
    const confirmation = conversationMailContent.confirmation.text('1 Jan 2026, 00:00 UTC')
    const body = `Thanks, that helps.\n\nFrom: school@${schoolDomain}\n\n${confirmation}`
    await answer(to, body)
    const [entry] = await entriesOf(to.id)
    expect(entry?.body).toBe('Thanks, that helps.')
  })

  it('refuses an address that only ends in a reply address', async () => {
    const to = await conversation()
    const padded = `x${to.replyTo}`
    const raw = rawMail({ From: to.email, To: padded }, 'Hello')
    expect(await deliverMail(raw, { from: to.email, to: padded })).toEqual([rejections.unknown])
    expect(await entriesOf(to.id)).toEqual([])
  })

  it('says in the log why an answer was refused while the conversation is not set up', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const to = await conversation()
    const raw = rawMail({ From: to.email, To: to.replyTo }, 'Hello')
    await deliverMail(raw, { from: to.email, to: to.replyTo }, { SCHOOL_MAIL_FROM: undefined })
    expect(error).toHaveBeenCalledWith(
      'An answer arrived while the conversation is not set up; it was refused.',
    )
  })
})
