import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { applyRetention } from '../../../../src/server/contact/retention'
import { tracesOf } from '../../db-traces'
import { postForm, seedMessage } from '../helpers'

// Erasure must leave no erased word anywhere an SQL reader could look: every table of the
// database, the full-text index's shadow tables included, every column, blobs read as text.

// The index keeps words lower-cased, and each after the first on a page only as the part that
// differs from the word before it: so each word is looked for by its tail, which no other word has.
const visitor = (tag: string) => ({
  name: `Quimby${tag} Zorbalight${tag}`,
  email: `zorbalight${tag}.q@quimbymail${tag}.example`,
  message: `Call me on 07700900${tag} at Wexhamptonfield${tag} Lane, about my niece.`,
})
const tails = (tag: string) => [
  `mby${tag}`,
  `rrowvane${tag}`,
  `strelmoor${tag}`,
  `overcrag${tag}`,
  `rbalight${tag}`,
  `mail${tag}`,
  `700900${tag}`,
  `hamptonfield${tag}`,
  `zorbalight${tag}.q@quimbymail${tag}.example`,
]

/**
 * The thread of a message: the visitor's answer (with the history their client quoted, folded)
 * and a staff note, each with words of their own, all of them in the search index but the fold.
 */
async function threadOn(id: string, tag: string) {
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO conversation_entries (message_id, kind, body, quoted_history, author)
       VALUES (?, 'answer', ?, ?, ?)`,
    ).bind(
      id,
      `Yes, Yarrowvane${tag} suits me.`,
      JSON.stringify([{ at: 0, text: `> Plovercrag${tag} on Monday?` }]),
      visitor(tag).email,
    ),
    env.DB.prepare(
      "INSERT INTO contact_message_notes (message_id, note, written_by) VALUES (?, ?, 'staff@lumen.example')",
    ).bind(id, `Rang Kestrelmoor${tag} back.`),
  ])
  // The check sees the thread in the index: before the erasure its words are in the segments.
  const indexed = (await tracesOf(tails(tag))).filter((trace) =>
    trace.startsWith('contact_messages_fts_data'),
  )
  expect(indexed).toEqual(
    expect.arrayContaining([
      `contact_messages_fts_data.block: rrowvane${tag}`,
      `contact_messages_fts_data.block: strelmoor${tag}`,
    ]),
  )
}

describe('erasure leaves no erased word in the database', () => {
  it('deleting one message takes its words out of every table, the index included', async () => {
    const id = await seedMessage(visitor('461'))
    await threadOn(id, '461')
    await seedMessage({ name: 'Someone Else', message: 'about my niece too' })
    // The check sees the index: before the erasure the words are there, in its segments too.
    expect(await tracesOf(tails('461'))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^contact_messages_fts_data\.block/)]),
    )
    const erased = await postForm(`/inbox/${id}/delete`, { confirm: 'delete' })
    expect(erased.status).toBe(303)
    expect(await tracesOf(tails('461'))).toEqual([])
  })

  it('deleting everything from an address leaves nothing of any of its messages', async () => {
    const first = await seedMessage(visitor('532'))
    await threadOn(first, '532')
    const second = await seedMessage({
      ...visitor('532'),
      message: 'Second from Wexhamptonfield532',
    })
    await threadOn(second, '532')
    await env.DB.prepare(
      "INSERT INTO waitlist_signups (id, offering, email) VALUES (?, 'corporate', ?)",
    )
      .bind(crypto.randomUUID(), visitor('532').email)
      .run()
    expect((await tracesOf(tails('532'))).length).toBeGreaterThan(0)
    await postForm(`/inbox/${first}/erase-address`, { confirm: 'erase' })
    expect(await tracesOf(tails('532'))).toEqual([])
  })

  it('erasing an address from the waiting lists leaves nothing of it either', async () => {
    const { email } = visitor('617')
    await seedMessage(visitor('617'))
    await env.DB.prepare(
      "INSERT INTO waitlist_signups (id, offering, email) VALUES (?, 'technical', ?)",
    )
      .bind(crypto.randomUUID(), email)
      .run()
    const erased = await postForm('/inbox/waitlists/erase', { email, confirm: 'erase' })
    expect(erased.status).toBe(303)
    expect(await tracesOf(tails('617'))).toEqual([])
  })

  it("retention's deletions leave nothing of what they delete", async () => {
    const old = await seedMessage({ ...visitor('788'), receivedAt: '2020-01-01T00:00:00.000Z' })
    await threadOn(old, '788')
    await seedMessage({ name: 'Recent Visitor', receivedAt: new Date().toISOString() })
    expect((await tracesOf(tails('788'))).length).toBeGreaterThan(0)
    const deleted = await applyRetention(env.DB, { RETENTION_DAYS: '365' }, new Date())
    expect(deleted).toBeGreaterThan(0)
    expect(await tracesOf(tails('788'))).toEqual([])
  })

  it('a note or an answer deleted on its own leaves nothing of it, the index included', async () => {
    const id = await seedMessage({ name: 'Kept Visitor', message: 'Still here' })
    await threadOn(id, '904')
    await env.DB.prepare('DELETE FROM contact_message_notes WHERE message_id = ?').bind(id).run()
    await env.DB.prepare('DELETE FROM conversation_entries WHERE message_id = ?').bind(id).run()
    expect(await tracesOf(tails('904'))).toEqual([])
    expect(await tracesOf(['kept visitor'])).toContain('contact_messages.name: kept visitor')
  })

  it('a thread past the index’s cuts, changed every way, leaves nothing once erased', async () => {
    const id = await seedMessage(visitor('966'))
    const filler = Array.from({ length: 3000 }, (_, i) => `fil${i}`).join(' ')
    const entry = env.DB.prepare(
      "INSERT INTO conversation_entries (message_id, kind, body, author) VALUES (?, 'answer', ?, 'a@example.com')",
    )
    const note = env.DB.prepare(
      "INSERT INTO contact_message_notes (message_id, note, written_by) VALUES (?, ?, 'staff@lumen.example')",
    )
    await entry.bind(id, `Yarrowvane966 first. ${filler}`).run()
    await entry.bind(id, 'Yarrowvane966 again, past the cut.').run()
    for (let n = 0; n < 12; n++) {
      await note.bind(id, `Kestrelmoor966 ${n}. ${filler}`.slice(0, 2000)).run()
    }
    // Each change moves what the cuts let in: the first answer gone, the oldest note back.
    await env.DB.prepare(
      "UPDATE contact_message_notes SET note = 'Short now' WHERE note LIKE '%966 11.%'",
    ).run()
    await env.DB.prepare("DELETE FROM contact_message_notes WHERE note LIKE '%966 10.%'").run()
    await env.DB.prepare("DELETE FROM conversation_entries WHERE body LIKE '%966 first.%'").run()
    expect(await tracesOf(tails('966'))).toEqual(
      expect.arrayContaining([
        `contact_messages_fts_data.block: rrowvane966`,
        `contact_messages_fts_data.block: strelmoor966`,
      ]),
    )
    await postForm(`/inbox/${id}/delete`, { confirm: 'delete' })
    expect(await tracesOf(tails('966'))).toEqual([])
  })
})
