// What a visitor's answer does to its message, as staff see it: the history says an answer
// reopened it, from which address, and never reads like a member of staff's change; a message in
// Spam stays there, silently (docs/conversation.md, the visitor's answers).
import { applyD1Migrations, env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { visibleText } from '../../html'
import { asStaff, staffEmail } from '../../inbox/helpers'
import { flakyMailer } from '../../outbox/outbox'
import { answer, conversation, deliverMail, entriesOf, rawMail } from '../inbound-mail'
import { answerRows, staffChannels, webhookReceiver } from './answer-notify'

afterEach(() => {
  vi.restoreAllMocks()
})

const messageRow = (id: string) =>
  env.DB.prepare('SELECT state, answered_at FROM contact_messages WHERE id = ?').bind(id).first()

const historyRows = async (id: string) =>
  (
    await env.DB.prepare('SELECT state FROM contact_message_states WHERE message_id = ?')
      .bind(id)
      .all()
  ).results

/** The message page's History section, as staff read it. */
async function historyText(id: string) {
  const page = await (await asStaff(`/inbox/${id}`)).text()
  return visibleText(page.slice(page.indexOf('id="history"')))
}

describe('a visitor’s answer in the message’s history', () => {
  it('says an answer from the visitor’s address reopened the message', async () => {
    const to = await conversation('handled')
    await answer(to, 'Tuesday suits me.')
    const history = await historyText(to.id)
    expect(history).toContain(
      `Reopened by an answer from ${to.email} (the address the visitor gave)`,
    )
    expect(history).not.toContain('Marked New by')
  })

  it('never reads like a staff member’s change, whatever address and name the From claims', async () => {
    const to = await conversation('handled')
    // The Access identity of a member of staff, and a title, in a From anyone can write.
    const raw = rawMail(
      { From: `Head of Admissions <${staffEmail}>`, To: to.replyTo },
      'Your place is confirmed.',
    )
    await deliverMail(raw, { from: staffEmail, to: to.replyTo })
    const history = await historyText(to.id)
    expect(history).toContain(`Reopened by an answer from ${staffEmail} (another address)`)
    expect(history).not.toContain(`Marked New by ${staffEmail}`)
    expect(history).not.toContain('Head of Admissions')
  })

  it('keeps no character in the sender’s address that reorders or hides text', async () => {
    const to = await conversation('handled')
    // U+202E would show "evil.example@gro" as a mirrored, trustworthy-looking address; a
    // control character (U+0007) has no place in an address either.
    const from = 'ad\u202Ea\u200B\u0007@evil.example'
    await deliverMail(rawMail({ From: from, To: to.replyTo }, 'Hello.'), {
      from,
      to: to.replyTo,
    })
    // Nor longer than an address can be (RFC 5321: 254 characters without its brackets).
    const long = `${'𝒶'.repeat(300)}@evil.example`
    await deliverMail(rawMail({ From: long, To: to.replyTo }, 'Long.'), {
      from: long,
      to: to.replyTo,
    })
    const authors = (await entriesOf(to.id)).map((entry) => entry.author)
    expect(authors).toEqual(['ada@evil.example', '𝒶'.repeat(254)])
    expect(await historyText(to.id)).toContain(
      'Reopened by an answer from ada@evil.example (another address)',
    )
  })
})

describe('an answer to a message in Spam', () => {
  it('keeps it in the thread and changes nothing else: no state, no history, no notice', async () => {
    webhookReceiver()
    const mailer = flakyMailer()
    const to = await conversation('handled')
    await env.DB.prepare("UPDATE contact_messages SET state = 'spam' WHERE id = ?")
      .bind(to.id)
      .run()
    expect(await answer(to, 'Buy now!', staffChannels(mailer))).toEqual([])
    expect(await messageRow(to.id)).toEqual({
      state: 'spam',
      answered_at: '2026-11-20T10:00:00.000Z',
    })
    expect(await historyRows(to.id)).toEqual([])
    expect(await answerRows(to.id)).toEqual([])
    expect(mailer.send).not.toHaveBeenCalled()
    // Staff who take it out of Spam find the answer where it belongs.
    expect((await entriesOf(to.id)).map((entry) => entry.body)).toEqual(['Buy now!'])
  })
})

describe('history lines written before answers were told apart (0012)', () => {
  it('reads each line an answer wrote as that answer, and leaves staff changes alone', async () => {
    const earlier = env.TEST_MIGRATIONS.filter((migration) => migration.name < '0012')
    const mine = env.TEST_MIGRATIONS.filter((migration) => migration.name.startsWith('0012'))
    expect(mine).toHaveLength(1)
    const to = await conversation('handled')
    await answer(to, 'An answer from before.')
    const [entry] = await entriesOf(to.id)
    const at = String((entry as unknown as { written_at: string }).written_at)
    // The table as 0003 made it, holding the lines the earlier code wrote: a staff change, and an
    // answer's, named by the sender's address alone.
    const create = earlier
      .flatMap((migration) => migration.queries)
      .find((query) => query.includes('CREATE TABLE contact_message_states'))
    await env.DB.exec('DROP TABLE contact_message_states')
    await env.DB.prepare(String(create)).run()
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO contact_message_states (message_id, state, changed_by, changed_at) VALUES (?, 'handled', ?, ?)",
      ).bind(to.id, staffEmail, '2026-11-20T10:00:00.000Z'),
      env.DB.prepare(
        "INSERT INTO contact_message_states (message_id, state, changed_by, changed_at) VALUES (?, 'new', ?, ?)",
      ).bind(to.id, to.email, at),
      env.DB.prepare('DELETE FROM d1_migrations WHERE name = ?').bind(mine[0]?.name),
      env.DB.prepare('ALTER TABLE contact_messages DROP COLUMN answers_refused'),
      env.DB.prepare('ALTER TABLE contact_messages DROP COLUMN answer_refused_at'),
    ])
    await applyD1Migrations(env.DB, mine)
    const history = await historyText(to.id)
    expect(history).toContain(`Marked Handled by ${staffEmail}`)
    expect(history).toContain(
      `Reopened by an answer from ${to.email} (the address the visitor gave)`,
    )
    expect(history).not.toContain('Marked New by')
  })
})
