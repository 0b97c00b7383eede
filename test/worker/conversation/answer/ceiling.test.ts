// How much one conversation keeps: anyone holding a reply address (a visitor writes the form from
// a mailbox they control) can send answers without end, each with a new Message-ID. A
// conversation keeps 20 answers and 100,000 characters of them; past that an answer is refused,
// its sender told what to do, and staff see how many were (docs/conversation.md).
import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { storeAnswer } from '../../../../src/server/conversation/answer-store'
import { visibleText } from '../../html'
import { asStaff } from '../../inbox/helpers'
import { answer, conversation, entriesOf } from '../inbound-mail'

afterEach(() => {
  vi.restoreAllMocks()
})

const full =
  'Conversation full: Lumen Code Academy keeps up to 20 answers in one conversation. Please write to us again through the contact form on our website.'

/** The message page as staff read it. */
const pageText = async (id: string) => visibleText(await (await asStaff(`/inbox/${id}`)).text())

// Each test delivers up to 22 mails through the email() handler: seconds on a busy machine.
describe('a conversation at its ceiling', { timeout: 30_000 }, () => {
  it('keeps 20 answers, refuses the 21st with what to do instead, and shows staff how many were refused', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const to = await conversation()
    for (let n = 1; n <= 20; n++) expect(await answer(to, `Answer ${n}.`)).toEqual([])
    expect(await answer(to, 'Answer 21.')).toEqual([full])
    expect(await answer(to, 'Answer 22.')).toEqual([full])
    const entries = await entriesOf(to.id)
    expect(entries).toHaveLength(20)
    expect(entries.at(-1)?.body).toBe('Answer 20.')
    const page = await pageText(to.id)
    expect(page).toContain(
      'This conversation is full: it keeps 20 answers and 100,000 characters of them.',
    )
    expect(page).toContain('2 more answers were refused since, the last on')
    // The worker's log says so too, for whoever reads it.
    expect(log).toHaveBeenCalledWith(
      `An answer to conversation ${to.id} was refused: the conversation is full.`,
    )
  })

  it('refuses an answer that would take its answers past 100,000 characters, whatever their number', async () => {
    const to = await conversation()
    // A character outside the BMP counts once, as SQLite counts it, not as two UTF-16 units.
    for (let n = 0; n < 10; n++) expect(await answer(to, '𝒶'.repeat(10_000))).toEqual([])
    expect(await answer(to, 'One more word.')).toEqual([full])
    expect(await entriesOf(to.id)).toHaveLength(10)
    expect(await pageText(to.id)).toContain('1 more answer was refused since, the last on')
  })

  it('stays silent at the ceiling for a mail delivered again or an auto-reply', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const to = await conversation()
    const repeated = { 'Message-ID': '<kept-twice@mail.example>' }
    expect(await answer(to, 'Kept once.', undefined, repeated)).toEqual([])
    for (let n = 2; n <= 19; n++) await answer(to, `Answer ${n}.`)
    expect(await pageText(to.id)).not.toContain('This conversation is full')
    await answer(to, 'Answer 20.')
    expect(await pageText(to.id)).toContain('This conversation is full')
    expect(await answer(to, 'Kept once.', undefined, repeated)).toEqual([])
    expect(
      await answer(to, 'Out of office.', undefined, { 'Auto-Submitted': 'auto-replied' }),
    ).toEqual([])
    expect(await entriesOf(to.id)).toHaveLength(20)
    expect(await pageText(to.id)).not.toContain('refused since')
  })

  it('holds when two answers race past the check for the last place', async () => {
    const to = await conversation()
    for (let n = 1; n <= 19; n++) await answer(to, `Answer ${n}.`)
    const raced = (key: string) =>
      storeAnswer(
        env.DB,
        {
          messageId: to.id,
          body: `Raced ${key}.`,
          quotedHistory: [],
          author: to.email,
          senderMismatch: false,
          attachmentNames: [],
          dedupeKey: `answer:${to.id}:id:<${key}@mail.example>`,
        },
        [],
        new Date(),
      )
    const outcomes = await Promise.allSettled([raced('a'), raced('b')])
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected'])
    // The loser throws, so its mail is retried by the sender's server, then refused as full.
    const lost = outcomes.find((outcome) => outcome.status === 'rejected')
    expect(String((lost as PromiseRejectedResult).reason)).toBe('Error: the answer was not stored')
    expect(await entriesOf(to.id)).toHaveLength(20)
  })
})

describe('the message page of a conversation at its ceiling', { timeout: 30_000 }, () => {
  it('stays a sensible size however much is sent: at most 0.7 MB', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const to = await conversation()
    // Answers of 20,000 characters (the longest kept), in the two costliest shapes: three bytes a
    // character (CJK), and a quote mark, which the page escapes as six. Without a ceiling, 40 of
    // them made a page of 3.6 MB; eight are already past it.
    for (let n = 0; n < 8; n++) {
      await answer(to, (n % 2 ? '漢' : '"').repeat(20_000))
    }
    const bytes = (await (await asStaff(`/inbox/${to.id}`)).arrayBuffer()).byteLength
    expect(bytes).toBeLessThanOrEqual(700_000)
  })
})
