import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { applyRetention } from '../../../src/server/contact/retention'
import { tracesOf } from '../db-traces'
import { asStaff, postForm, seedMessage } from '../inbox/helpers'

/** A conversation on a message: a reply with its queued mail, and an answer, each with a word of its own. */
async function converse(messageId: string, tag: string) {
  const reply = await env.DB.prepare(
    `INSERT INTO conversation_entries (message_id, kind, body, author, dedupe_key)
     VALUES (?, 'reply', ?, 'staff@lumen.example', ?) RETURNING id`,
  )
    .bind(messageId, `We reply Replywordxq${tag} to you.`, `reply:${messageId}:${tag}`)
    .first<{ id: number }>()
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO outbox (kind, entry_id, next_attempt_at, window_started_at, last_error)
       VALUES ('reply', ?, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', ?)`,
    ).bind(reply?.id, `refused Replywordxq${tag}`),
    env.DB.prepare(
      `INSERT INTO conversation_entries (message_id, kind, body, author, attachment_names, dedupe_key)
       VALUES (?, 'answer', ?, ?, ?, ?)`,
    ).bind(
      messageId,
      `Thanks! Answerwordzk${tag}`,
      `answerwordzk${tag}@example.org`,
      JSON.stringify([`Answerwordzk${tag}.pdf`]),
      `<answerwordzk${tag}@mail.example>`,
    ),
    env.DB.prepare(
      "UPDATE contact_messages SET answered_at = '2026-01-02T00:00:00Z' WHERE id = ?",
    ).bind(messageId),
  ])
}

const words = (tag: string) => [`replywordxq${tag}`, `answerwordzk${tag}`]

describe('the conversation in erasure, retention and the export', () => {
  it('deleting a message leaves no word of its replies or answers in any table', async () => {
    const id = await seedMessage()
    await converse(id, '701')
    expect(await tracesOf(words('701'))).not.toEqual([])
    expect((await postForm(`/inbox/${id}/delete`, { confirm: 'delete' })).status).toBe(303)
    expect(await tracesOf(words('701'))).toEqual([])
  })

  it('erasing an address leaves no word of any of its conversations in any table', async () => {
    const first = await seedMessage({ email: 'erase-conv@example.com' })
    const second = await seedMessage({ email: 'Erase-Conv@example.com' })
    await converse(first, '702')
    await converse(second, '703')
    const erased = await postForm(`/inbox/${first}/erase-address`, { confirm: 'erase' })
    expect(erased.status).toBe(303)
    expect(await tracesOf([...words('702'), ...words('703')])).toEqual([])
  })

  it('retention deletes a message’s conversation with it', async () => {
    const old = await seedMessage({ receivedAt: '2020-01-01T00:00:00.000Z' })
    await converse(old, '704')
    await applyRetention(env.DB, {}, new Date('2026-11-23T00:00:00Z'))
    expect(await tracesOf(words('704'))).toEqual([])
  })

  it('exports the conversation in one cell per message, every typed value as text', async () => {
    const id = await seedMessage({ name: 'Export Conversation', email: 'export-conv@example.com' })
    await env.DB.prepare(
      `INSERT INTO conversation_entries (message_id, kind, body, author, sender_mismatch, written_at)
       VALUES (?, 'answer', ?, '=cmd|x@example.org', 1, '2026-01-03T00:00:00.000Z'),
              (?, 'reply', 'Second "quoted" reply', 'staff@lumen.example', 0, '2026-01-04T00:00:00.000Z')`,
    )
      .bind(id, '=HYPERLINK("http://evil.example")', id)
      .run()
    const text = await (await asStaff('/inbox/export.csv?state=all&q=Conversation')).text()
    const [header, record] = text.slice(1).split('\r\n')
    expect(header).toMatch(/,"answered_at","conversation"$/)
    expect(record).toContain(
      `"[2026-01-03T00:00:00.000Z answer =cmd|x@example.org (another address)]\n'=HYPERLINK(""http://evil.example"")\n\n[2026-01-04T00:00:00.000Z reply staff@lumen.example]\nSecond ""quoted"" reply"`,
    )
    // No cell opens with what a spreadsheet would run, nor does a line inside one (a program
    // set to ';' reads a line break in a cell as a new row).
    expect(record).not.toMatch(/(^|,)"[=+\-@]/)
    expect(record).not.toMatch(/\n[=+\-@]/)
  })
})
