// Conversations as the school really had them before an answer came back: the visitor's message,
// the staff's reply stored as the inbox stores it, and the answer's text and folded history as
// stored (migrations/0011).
import { env } from 'cloudflare:test'
import type { QuotedHistory } from '../../../../src/server/conversation/answer-reading/answer-text'
import { replyAddress } from '../../../../src/server/conversation/reply-token'
import { seedMessage } from '../../inbox/helpers'
import { entriesOf, schoolDomain, secret } from '../inbound-mail'

let conversations = 0

/**
 * A message received at 10:05 UTC on 23 Nov 2026 (the reply's mail quoted it "On 23 Nov 2026,
 * 10:05 UTC, you wrote:") and the staff's `reply` to it.
 */
export async function repliedConversation(seed: { message: string; reply: string }) {
  conversations += 1
  const email = `history${conversations}@example.com`
  const id = await seedMessage({
    email,
    name: `Visitor ${conversations}`,
    message: seed.message,
    receivedAt: '2026-11-23T10:05:00.000Z',
  })
  await env.DB.prepare(
    `INSERT INTO conversation_entries (message_id, kind, body, author, written_at)
     VALUES (?, 'reply', ?, 'staff@lumen.example', '2026-11-24T09:00:00.000Z')`,
  )
    .bind(id, seed.reply)
    .run()
  return { id, email, replyTo: await replyAddress(secret, id, schoolDomain) }
}

/** The answer stored in the conversation (its last entry): the visitor's words and the folds. */
export async function storedAnswer(messageId: string) {
  const entry = (await entriesOf(messageId)).at(-1) as unknown as {
    kind: string
    body: string
    quoted_history: string | null
  }
  if (entry?.kind !== 'answer') throw new Error('no answer stored')
  const history: QuotedHistory[] = JSON.parse(entry.quoted_history ?? '[]')
  return { body: entry.body, history, folded: history.map((fold) => fold.text).join('\n') }
}
