import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { maxAnswerBytes, rejections } from '../../../../src/server/conversation/receive-answer'
import { replyAddress } from '../../../../src/server/conversation/reply-token'
import {
  conversation,
  conversationOn,
  deliverMail,
  entriesOf,
  rawMail,
  schoolDomain,
  secret,
} from '../inbound-mail'

afterEach(() => {
  vi.restoreAllMocks()
})

/** Everything an answer could have left behind, across every conversation of this file. */
async function traces() {
  const count = async (sql: string) =>
    ((await env.DB.prepare(sql).first<{ n: number }>()) ?? { n: -1 }).n
  return {
    entries: await count('SELECT count(*) AS n FROM conversation_entries'),
    outbox: await count("SELECT count(*) AS n FROM outbox WHERE kind = 'answer'"),
    newAgain: await count("SELECT count(*) AS n FROM contact_messages WHERE state = 'new'"),
  }
}

/** Delivers a mail to `to` and returns what was refused and whether anything was stored. */
async function refusedTo(to: string, options: { rawSize?: number; body?: string } = {}) {
  const before = await traces()
  const raw = rawMail({ From: 'ada@example.com', To: to }, options.body ?? 'Here is my answer.')
  const refusals = await deliverMail(raw, { from: 'ada@example.com', to, rawSize: options.rawSize })
  expect(await traces()).toEqual(before)
  return refusals
}

describe('mail the email() handler refuses, storing nothing', () => {
  it('refuses a mail with no token in its address', async () => {
    await conversation()
    expect(await refusedTo(`school@${schoolDomain}`)).toEqual([rejections.unknown])
    expect(await refusedTo(`reply@${schoolDomain}`)).toEqual([rejections.unknown])
  })

  it('refuses a forged token: an altered signature, another secret, another domain', async () => {
    const { replyTo, id } = await conversation()
    const [local] = replyTo.split('@') as [string]
    const altered = `${local.slice(0, -1)}${local.endsWith('0') ? '1' : '0'}@${schoolDomain}`
    const otherSecret = await replyAddress('o'.repeat(48), id, schoolDomain)
    for (const forged of [altered, otherSecret, `${local}@elsewhere.example`]) {
      expect(await refusedTo(forged)).toEqual([rejections.unknown])
    }
    expect(await entriesOf(id)).toEqual([])
  })

  it('refuses a genuine token whose conversation does not exist (never, or erased since)', async () => {
    const unknown = await replyAddress(secret, crypto.randomUUID(), schoolDomain)
    expect(await refusedTo(unknown)).toEqual([rejections.unknown])
    const erased = await conversation()
    await env.DB.prepare('DELETE FROM contact_messages WHERE id = ?').bind(erased.id).run()
    expect(await refusedTo(erased.replyTo)).toEqual([rejections.unknown])
  })

  it(`refuses a mail over ${maxAnswerBytes} bytes, by its size or by what it holds`, async () => {
    const { replyTo, id } = await conversation()
    // The bounce tells the sender the limit in the unit it is counted in: 1,048,576 bytes.
    expect(await refusedTo(replyTo, { rawSize: maxAnswerBytes + 1 })).toEqual([
      'Message too large: answers up to 1 MiB are accepted (attachments are not kept); please write again without them.',
    ])
    // A size that understates the stream: the handler stops reading at the limit.
    const body = 'x'.repeat(maxAnswerBytes)
    expect(await refusedTo(replyTo, { rawSize: 100, body })).toEqual([rejections.tooLarge])
    expect(await entriesOf(id)).toEqual([])
  })

  it('accepts a mail just under the limit', async () => {
    const to = await conversation()
    const body = 'y'.repeat(maxAnswerBytes - 1024)
    const raw = rawMail({ From: to.email, To: to.replyTo }, body)
    expect(raw.length).toBeLessThanOrEqual(maxAnswerBytes)
    expect(await deliverMail(raw, { from: to.email, to: to.replyTo })).toEqual([])
    expect(await entriesOf(to.id)).toHaveLength(1)
  })

  it('refuses every answer while the conversation is not set up', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { replyTo } = await conversation()
    const raw = rawMail({ From: 'ada@example.com', To: replyTo }, 'Hello')
    const off = { SCHOOL_MAIL_FROM: undefined }
    expect(await deliverMail(raw, { from: 'ada@example.com', to: replyTo }, off)).toEqual([
      rejections.unknown,
    ])
    const tooShort = { ...conversationOn(), REPLY_TOKEN_SECRET: 'short' }
    expect(await deliverMail(raw, { from: 'ada@example.com', to: replyTo }, tooShort)).toEqual([
      rejections.unknown,
    ])
  })
})
