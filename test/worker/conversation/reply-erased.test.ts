// A reply erased while its send was under way (reply-mail.ts): the sender resolves, sends nothing
// and logs no failure, so the outbox owes it nothing.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { sendReply } from '../../../src/server/conversation/reply-mail'
import type { Bindings } from '../../../src/server/settings/env'
import { flakyMailer } from '../outbox/outbox'
import { sentBy } from './conversation'
import { lured, reply } from './lured-conversation'

describe('a reply erased while its send was under way', () => {
  it('is owed nothing: the sender resolves, sends nothing and logs no failure', async () => {
    const mailer = flakyMailer()
    const to = await lured(mailer)
    await reply(to, 'About to be erased.')
    const { id } = (await env.DB.prepare(
      "SELECT id FROM conversation_entries WHERE message_id = ? AND kind = 'reply'",
    )
      .bind(to.id)
      .first<{ id: number }>()) as { id: number }
    const sent = sentBy(mailer).length
    // Claimed by a run, then the message was deleted (its entries and outbox rows go with it).
    await env.DB.prepare('DELETE FROM contact_messages WHERE id = ?').bind(to.id).run()
    await expect(sendReply({ ...env, ...to.settings } as Bindings, { entryId: id })).resolves.toBe(
      undefined,
    )
    expect(sentBy(mailer)).toHaveLength(sent)
  })
})
