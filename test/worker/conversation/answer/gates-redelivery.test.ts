// What makes a second delivery of an answer a no-op: its Message-ID, or the SHA-256 of its bytes
// where it has none, a very long one kept bounded; two mails of their own are both kept.
import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answer, conversation, deliverMail, entriesOf, rawMail } from '../inbound-mail'

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
