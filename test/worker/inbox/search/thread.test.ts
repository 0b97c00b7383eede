// Search reads the whole thread as staff read it: the visitor's message, each of their answers as
// they wrote it (not the history their mail client quoted) and the staff's notes; never the
// school's own replies (docs/decisions.md, "What search reads").
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { repliedConversation } from '../../conversation/answer-history/answer-history'
import { answer, conversation, deliverMail, rawMail } from '../../conversation/inbound-mail'
import { asStaff, postForm, seedMessage } from '../helpers'

/** The ids of the messages a staff member's search lists, across every state. */
async function found(q: string): Promise<string[]> {
  const response = await asStaff(`/inbox?state=all&q=${encodeURIComponent(q)}`)
  expect(response.status).toBe(200)
  const links = (await response.text()).match(/href="\/inbox\/[0-9a-f-]{36}[?"]/g) ?? []
  return links.map((link) => link.slice('href="/inbox/'.length, -1))
}

const noteOn = async (id: string, note: string) => {
  const posted = await postForm(`/inbox/${id}/note`, { note })
  expect(posted.status).toBe(303)
}

describe('search over the whole thread', () => {
  it('finds a conversation by a word only the visitor’s answer holds', async () => {
    const to = await conversation('handled')
    await seedMessage({ message: 'Nothing about it here' })
    expect(await found('quillborough')).toEqual([])
    expect(await answer(to, 'We moved to Quillborough last week.')).toEqual([])
    expect(await found('quillborough')).toEqual([to.id])
    expect(await found('quillb')).toEqual([to.id])
  })

  it('finds a conversation by a word only a note holds, and by words spread over the thread', async () => {
    const id = await seedMessage({ name: 'Perpetua Ashgrove', message: 'Do you teach Rust?' })
    await noteOn(id, 'Sent the Tarnwick brochure by post.')
    expect(await found('tarnwick')).toEqual([id])
    // Every word typed is required, wherever in the thread it stands.
    expect(await found('ashgrove tarnwick')).toEqual([id])
    expect(await found('ashgrove rust brochure')).toEqual([id])
    expect(await found('ashgrove velmorrow')).toEqual([])
  })

  it('reads each answer and note of a thread, not only the latest', async () => {
    const to = await conversation('handled')
    await answer(to, 'First I asked about Brindlecombe.')
    await answer(to, 'Then about Cawthorpe.')
    await noteOn(to.id, 'Mentioned Dunhallow on the phone.')
    await noteOn(to.id, 'And Eskerfield.')
    for (const word of ['brindlecombe', 'cawthorpe', 'dunhallow', 'eskerfield']) {
      expect(await found(word)).toEqual([to.id])
    }
  })

  it('finds neither the history an answer quoted nor the school’s reply', async () => {
    const to = await repliedConversation({
      message: 'Is there a course on Haskell?',
      reply: 'Yes: Larkspire Functional starts in March.',
    })
    const raw = rawMail(
      { From: `Visitor <${to.email}>`, To: to.replyTo },
      'Lovely, count me in for Marchwood.\n\nOn 24 Nov 2026, at 09:00, Lumen wrote:\n> Yes: Larkspire Functional starts in March.',
    )
    expect(await deliverMail(raw, { from: to.email, to: to.replyTo })).toEqual([])
    expect(await found('marchwood')).toEqual([to.id])
    expect(await found('larkspire')).toEqual([])
  })

  it('keeps the order messages arrived in, whenever their threads grew', async () => {
    const older = await conversation('handled')
    const newer = await conversation('handled')
    await answer(newer, 'Ravelstone, from the newer one.')
    await answer(older, 'Ravelstone, from the older one.')
    expect(await found('ravelstone')).toEqual([newer.id, older.id])
  })
})

describe('what leaves the thread leaves the search', () => {
  it('a message erased takes its answers’ and notes’ words out of the search', async () => {
    const to = await conversation('handled')
    await answer(to, 'Greetings from Mossbeck.')
    await noteOn(to.id, 'Prefers Northwold mornings.')
    const kept = await seedMessage({ message: 'Mossbeck and Northwold too' })
    // Newest first: the message stored last comes first.
    expect(await found('mossbeck northwold')).toEqual([kept, to.id])
    const erased = await postForm(`/inbox/${to.id}/delete`, { confirm: 'delete' })
    expect(erased.status).toBe(303)
    expect(await found('mossbeck')).toEqual([kept])
    expect(await found('northwold')).toEqual([kept])
  })

  it('a note edited or deleted, and an answer deleted, from a console take their words out', async () => {
    const to = await conversation('handled')
    await answer(to, 'Ask about Oxlade.')
    await answer(to, 'And about Pellworth.')
    await noteOn(to.id, 'Quernmoor first.')
    await noteOn(to.id, 'Rookhaven second.')
    await env.DB.prepare(
      "UPDATE contact_message_notes SET note = 'Saltmarsh instead' WHERE note = 'Quernmoor first.'",
    ).run()
    expect(await found('quernmoor')).toEqual([])
    expect(await found('saltmarsh')).toEqual([to.id])
    await env.DB.prepare("DELETE FROM contact_message_notes WHERE note = 'Rookhaven second.'").run()
    expect(await found('rookhaven')).toEqual([])
    await env.DB.prepare("DELETE FROM conversation_entries WHERE body = 'Ask about Oxlade.'").run()
    expect(await found('oxlade')).toEqual([])
    await env.DB.prepare(
      "UPDATE conversation_entries SET body = 'About Tidewell' WHERE body = 'And about Pellworth.'",
    ).run()
    expect(await found('pellworth')).toEqual([])
    await env.DB.prepare('UPDATE contact_messages SET message = ? WHERE id = ?')
      .bind('Now about Umberleigh', to.id)
      .run()
    expect(await found('umberleigh')).toEqual([to.id])
    expect(await found('umberleigh second')).toEqual([])
    // What is left is still found, and the message's own words too.
    for (const word of ['saltmarsh', 'tidewell', 'answerer']) {
      expect(await found(word)).toContain(to.id)
    }
  })
})

/** `count` words of filler, about 7 characters each, that no test searches for. */
const filler = (count: number) => Array.from({ length: count }, (_, i) => `fil${i}`).join(' ')

const insertAnswer = (id: string, body: string) =>
  env.DB.prepare(
    "INSERT INTO conversation_entries (message_id, kind, body, author) VALUES (?, 'answer', ?, 'a@example.com')",
  )
    .bind(id, body)
    .run()

const insertNote = (id: string, note: string) =>
  env.DB.prepare(
    "INSERT INTO contact_message_notes (message_id, note, written_by) VALUES (?, ?, 'staff@lumen.example')",
  )
    .bind(id, note)
    .run()

describe('what a thread puts in the index is bounded', () => {
  it('holds the first 20,000 characters of the answers and the newest 20,000 of the notes', async () => {
    const id = await seedMessage({ message: 'A long story follows' })
    await insertAnswer(id, `Alderbrook first. ${filler(3000)}`)
    await insertAnswer(id, 'Farthingale, past the cut.')
    await insertNote(id, 'Gorsemoor, the oldest note.')
    for (let n = 0; n < 10; n++) await insertNote(id, `Note ${n}. ${filler(400)}`.slice(0, 2000))
    await insertNote(id, 'Hollowmere, the newest note.')
    expect(await found('alderbrook')).toEqual([id])
    expect(await found('hollowmere')).toEqual([id])
    expect(await found('farthingale')).toEqual([])
    expect(await found('gorsemoor')).toEqual([])
  })

  it('writes nothing to the index for an answer past the cut', async () => {
    const id = await seedMessage({ message: 'Another long story' })
    // What the index's segments hold: re-indexing a row writes some, a cut thread none.
    const segments = async () =>
      (await env.DB.prepare('SELECT id, block FROM contact_messages_fts_data ORDER BY id').all())
        .results
    const before = await segments()
    await insertAnswer(id, `Ivybridge. ${filler(3000)}`)
    const indexed = await segments()
    expect(indexed).not.toEqual(before)
    await insertAnswer(id, `Jessamine ${filler(400)}`)
    expect(await segments()).toEqual(indexed)
    expect(await found('ivybridge')).toEqual([id])
    expect(await found('jessamine')).toEqual([])
  })
})
