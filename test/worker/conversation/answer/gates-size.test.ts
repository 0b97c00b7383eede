// The size an answer may have, at its edge: exactly the limit taken, one byte more refused; and a
// mail read from the network in many small pieces read whole, in order.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { maxAnswerBytes, rejections } from '../../../../src/server/conversation/receive-answer'
import { conversation, deliverMail, entriesOf, rawMail } from '../inbound-mail'

afterEach(() => {
  vi.restoreAllMocks()
})

/** A plain mail from the visitor padded with its body to exactly `size` bytes. */
function mailOfSize(to: { email: string; replyTo: string }, size: number) {
  const empty = rawMail({ From: to.email, To: to.replyTo }, '')
  const raw = rawMail({ From: to.email, To: to.replyTo }, 'z'.repeat(size - empty.length))
  expect(raw.length).toBe(size)
  return raw
}

describe('the size of an answer', () => {
  it(`takes a mail of exactly ${maxAnswerBytes} bytes, and refuses one byte more`, async () => {
    const to = await conversation()
    const exact = mailOfSize(to, maxAnswerBytes)
    expect(await deliverMail(exact, { from: to.email, to: to.replyTo })).toEqual([])
    expect(await entriesOf(to.id)).toHaveLength(1)
    // Its size understated by the envelope: the handler counts what it reads.
    const over = mailOfSize(to, maxAnswerBytes + 1)
    const envelope = { from: to.email, to: to.replyTo, rawSize: maxAnswerBytes }
    expect(await deliverMail(over, envelope)).toEqual([rejections.tooLarge])
    expect(await entriesOf(to.id)).toHaveLength(1)
  })

  it('reads a mail that arrives in many small pieces whole, in order', async () => {
    const to = await conversation()
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ')
    const raw = rawMail({ From: to.email, To: to.replyTo }, words)
    expect(await deliverMail(raw, { from: to.email, to: to.replyTo, chunkBytes: 7 })).toEqual([])
    const [entry] = await entriesOf(to.id)
    expect(entry?.body.replace(/\s+/g, ' ').trim()).toBe(words)
  })
})
