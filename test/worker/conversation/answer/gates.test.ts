// The email() handler's gates, each at its edge: the size a mail may have, a mail read from the
// network in pieces, what makes a redelivery a no-op, every way a bounce or an auto-reply says so,
// a mail the parser gives up on, a mail with no From, and the school's own mail; and the lines an
// operator reads in the log when a mail is dropped or refused.
import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { conversationMailContent } from '../../../../src/server/content/conversation'
import { maxAnswerBytes, rejections } from '../../../../src/server/conversation/receive-answer'
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

/** The dedupe keys the conversation's answers were stored under, oldest first. */
async function keysOf(messageId: string) {
  const { results } = await env.DB.prepare(
    'SELECT dedupe_key AS key FROM conversation_entries WHERE message_id = ? ORDER BY id',
  )
    .bind(messageId)
    .all<{ key: string }>()
  return results.map(({ key }) => key)
}

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

describe('what makes a second delivery a no-op', () => {
  it('keeps two mails with their own Message-IDs, both, in one conversation', async () => {
    const to = await conversation()
    await answer(to, 'First thought.')
    await answer(to, 'Second thought.')
    expect((await entriesOf(to.id)).map(({ body }) => body)).toEqual([
      'First thought.',
      'Second thought.',
    ])
  })

  it('names a mail without a Message-ID by the SHA-256 of its bytes, in 64 hex digits', async () => {
    const to = await conversation()
    const sha256 = async (raw: string) =>
      new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(raw)))
    // A mail whose digest holds a byte under 16, which a hex digit alone would write.
    let raw = ''
    for (let n = 0; !raw || (await sha256(raw)).every((byte) => byte >= 16); n += 1) {
      raw = rawMail({ From: to.email, To: to.replyTo, 'Message-ID': '' }, `No id here (${n}).`)
    }
    await deliverMail(raw, { from: to.email, to: to.replyTo })
    const hex = [...(await sha256(raw))].map((b) => b.toString(16).padStart(2, '0')).join('')
    expect(hex).toMatch(/^[0-9a-f]{64}$/)
    expect(await keysOf(to.id)).toEqual([`answer:${to.id}:sha256:${hex}`])
  })

  it('keeps the key of a very long Message-ID bounded, and still drops its redelivery', async () => {
    const to = await conversation()
    const id = `<${'m'.repeat(3000)}@mail.example>`
    await answer(to, 'A long id.', undefined, { 'Message-ID': id })
    await answer(to, 'A long id.', undefined, { 'Message-ID': id })
    expect(await keysOf(to.id)).toEqual([`answer:${to.id}:id:${id.slice(0, 900)}`])
  })
})

describe('a mail no person wrote, dropped without a refusal', () => {
  it('is a bounce however its empty envelope sender is written', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const to = await conversation()
    for (const from of ['', ' ', '<>', ' <> ']) {
      const bounce = rawMail(
        { From: 'MAILER-DAEMON@mail.example', To: to.replyTo },
        'Undeliverable',
      )
      expect(await deliverMail(bounce, { from, to: to.replyTo })).toEqual([])
    }
    expect(await entriesOf(to.id)).toEqual([])
  })

  it('is an auto-reply by X-Autoreply or by X-Autorespond, each alone', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const to = await conversation()
    await answer(to, 'Out of office.', undefined, { 'X-Autoreply': 'yes' })
    await answer(to, 'Out of office.', undefined, { 'X-Autorespond': 'yes' })
    expect(await entriesOf(to.id)).toEqual([])
  })

  it('is marked by a Precedence of bulk, list or junk exactly, not by one that only holds the word', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const to = await conversation()
    for (const precedence of ['bulk', 'list', 'junk', 'Bulk']) {
      await answer(to, 'A list mail.', undefined, { Precedence: precedence })
    }
    expect(await entriesOf(to.id)).toEqual([])
    await answer(to, 'From a person, first.', undefined, { Precedence: 'nonbulk' })
    await answer(to, 'From a person, second.', undefined, { Precedence: 'listed' })
    expect((await entriesOf(to.id)).map(({ body }) => body)).toEqual([
      'From a person, first.',
      'From a person, second.',
    ])
  })

  it('says in the log which conversation an automatic mail was dropped from', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const to = await conversation()
    await answer(to, 'Out of office.', undefined, { 'Auto-Submitted': 'auto-replied' })
    expect(log).toHaveBeenCalledWith(`An automatic reply to conversation ${to.id} was dropped.`)
  })
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
