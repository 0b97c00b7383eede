// Seeding the inbox benchmark's local D1 through Miniflare's API, and finding a deep cursor in it.
import type { Cursor } from '../../src/server/inbox/list/cursor.ts'
import type { startBuiltWorker } from '../built-worker.ts'

export type Db = Awaited<
  ReturnType<Awaited<ReturnType<typeof startBuiltWorker>>['miniflare']['getD1Database']>
>

const seedChunk = 5_000

/**
 * Messages `from`..`to` (1-based) in one statement each chunk: 80 % new, 15 % handled, 5 % spam;
 * one in a hundred asks about "evening" classes; "Hopper" signs five messages at any size; and
 * their threads (seedThreads).
 */
export async function seed(db: Db, from: number, to: number) {
  for (let start = from; start <= to; start += seedChunk) {
    const end = Math.min(to, start + seedChunk - 1)
    await db
      .prepare(
        `INSERT INTO contact_messages (id, name, email, message, user_agent, received_at, state)
         WITH RECURSIVE seq(i) AS (SELECT ? UNION ALL SELECT i + 1 FROM seq WHERE i < ?)
         SELECT printf('%s-%s-4%s-a%s-%s', lower(hex(randomblob(4))), lower(hex(randomblob(2))),
                       substr(lower(hex(randomblob(2))), 2), substr(lower(hex(randomblob(2))), 2),
                       lower(hex(randomblob(6)))),
                CASE WHEN i % 20000 IN (1, 2, 3, 4, 5) THEN 'Grace Hopper ' || i ELSE 'Visitor ' || i END,
                'visitor' || i || '@example.com',
                'Hello, I would like to know more about the ' ||
                  CASE i % 4 WHEN 0 THEN 'accelerator' WHEN 1 THEN 'corporate training'
                             WHEN 2 THEN 'consulting' ELSE 'PERN stack course' END ||
                  CASE WHEN i % 100 = 7 THEN '. Do you run evening classes?' ELSE '.' END ||
                  char(10) || 'Reference ' || i || ', ' || hex(randomblob(12)),
                'bench',
                strftime('%Y-%m-%dT%H:%M:%fZ', '2024-01-01', '+' || (i * 7) || ' seconds'),
                CASE WHEN i % 20 = 0 THEN 'spam' WHEN i % 20 < 4 THEN 'handled' ELSE 'new' END
         FROM seq`,
      )
      .bind(start, end)
      .run()
    await seedThreads(db, start, end)
  }
}

/**
 * Threads on messages `from`..`to`, so the index holds what search reads (docs/decisions.md, "What search reads"): one
 * message in ten has the visitor's answer, and one in a hundred of those asks about "weekend"
 * classes; one in 25 has a staff note. Each goes through the triggers that index it.
 */
async function seedThreads(db: Db, from: number, to: number) {
  const number = "CAST(substr(email, 8, instr(email, '@') - 8) AS INTEGER)"
  const inRange = `user_agent = 'bench' AND ${number} BETWEEN ? AND ?`
  await db
    .prepare(
      `INSERT INTO conversation_entries (message_id, kind, body, author)
       SELECT id, 'answer',
              'Thank you, that sounds right for me.' ||
                CASE WHEN ${number} % 1000 = 13 THEN ' Is there a weekend option?' ELSE '' END ||
                char(10) || 'Order ' || hex(randomblob(8)),
              email
       FROM contact_messages WHERE ${inRange} AND ${number} % 10 = 3`,
    )
    .bind(from, to)
    .run()
  await db
    .prepare(
      `INSERT INTO contact_message_notes (message_id, note, written_by)
       SELECT id, 'Called back; prefers email. Ticket ' || hex(randomblob(6)), 'bench@lumen.example'
       FROM contact_messages WHERE ${inRange} AND ${number} % 25 = 4`,
    )
    .bind(from, to)
    .run()
}

/**
 * A list's `?after=` token as cursor.ts's encodeCursor writes it (`<time>|<id>`, unpadded
 * base64url). Written here with Buffer: encodeCursor uses Uint8Array's toBase64, which workerd
 * has and Node 24 has not (TypeError), so the bench cannot call it.
 */
export const benchCursor = ({ receivedAt, id }: Cursor) =>
  Buffer.from(`${receivedAt}|${id}`).toString('base64url')

/** The cursor 90 % of the way down the New filter, as the list's "Older" links build them. */
export async function deepCursor(db: Db, newMessages: number) {
  const row = await db
    .prepare(
      "SELECT received_at, id FROM contact_messages WHERE state = 'new' ORDER BY received_at DESC, id DESC LIMIT 1 OFFSET ?",
    )
    .bind(Math.floor(newMessages * 0.9))
    .first<{ received_at: string; id: string }>()
  if (!row) throw new Error('no deep cursor')
  return benchCursor({ receivedAt: row.received_at, id: row.id })
}
