// What the school recognises of a conversation when an answer arrives (answer-context.ts): every
// reply as its mail carried it (its ending dated, or the visitor's answer it quoted), the
// visitor's own message and answers, the latest 60,000 characters of them; and the school's
// name and domain in a client's header. Read straight from D1 and split as the email() handler
// does, so each case is what staff would see as the answer, without a mail in between.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  type AnswerContextRows,
  answerContextOf,
  answerContextReads,
} from '../../../../src/server/conversation/answer-history/answer-context'
import { answerText } from '../../../../src/server/conversation/answer-reading/answer-text'
import { seedMessage } from '../../inbox/helpers'

const school = { replyDomain: 'lumen.test', timeZone: undefined }

type Entry = { kind: 'reply' | 'answer'; body: string; at: string; otherSender?: boolean }

/** A message received at 10:05 UTC on 23 Nov 2026 and its conversation's entries, in order. */
async function conversationOf(message: string, entries: Entry[]) {
  const id = await seedMessage({ message, receivedAt: '2026-11-23T10:05:00.000Z' })
  for (const entry of entries) {
    await env.DB.prepare(
      `INSERT INTO conversation_entries (message_id, kind, body, author, sender_mismatch, written_at)
       VALUES (?, ?, ?, 'someone@example.com', ?, ?)`,
    )
      .bind(id, entry.kind, entry.body, entry.otherSender ? 1 : 0, entry.at)
      .run()
  }
  return id
}

/** The answer `text` as staff see it: the visitor's words, and what was folded. */
async function read(messageId: string, text: string) {
  const reads = await env.DB.batch<Record<string, unknown>>(answerContextReads(env.DB, messageId))
  const { body, history } = answerText(
    { text },
    answerContextOf(reads as AnswerContextRows, school),
  )
  return { body, folded: history.map((fold) => fold.text).join('\n') }
}

const message =
  'Hello, I work full time as a nurse. Is the accelerator possible with shifts? Which days are the lectures?'
const firstReply =
  'Thank you for your message. The lectures are on Tuesday and Wednesday evenings, and every lecture is recorded so shift workers can follow them the next day.'
/** How a reply's mail ended while the address had not answered (reply-mail.ts). */
const formEnding =
  'You wrote to us through our contact form on 23 Nov 2026, 10:05 UTC.\nIf you did not write to us, you can ignore this email.'
const visitorAnswer =
  'Thanks, that helps a lot. I work nights on Mondays and Thursdays, so Tuesday and Wednesday evenings are fine for me.'

describe('the conversation the school recognises in an answer', () => {
  it('folds a reply’s mail down to its dated line on when the form was sent', async () => {
    const id = await conversationOf(message, [
      { kind: 'reply', body: firstReply, at: '2026-11-24T09:00:00.000Z' },
    ])
    const seen = await read(id, `Thanks, see you on Tuesday.\n\n${firstReply}\n\n${formEnding}`)
    expect(seen.body).toBe('Thanks, see you on Tuesday.')
    expect(seen.folded).toContain('contact form on 23 Nov 2026, 10:05 UTC.')
  })

  it('knows an older reply as it was sent, before the visitor had answered', async () => {
    // The visitor answers the first reply's mail again after the second came.
    const id = await conversationOf(message, [
      { kind: 'reply', body: firstReply, at: '2026-11-24T09:00:00.000Z' },
      { kind: 'answer', body: visitorAnswer, at: '2026-11-24T11:00:00.000Z' },
      { kind: 'reply', body: 'Good, then see you on Tuesday.', at: '2026-11-24T12:00:00.000Z' },
    ])
    const seen = await read(
      id,
      `One more question: is there parking?\n\n${firstReply}\n\n${formEnding}`,
    )
    expect(seen.body).toBe('One more question: is there parking?')
  })

  it('knows a short reply by the answer it quoted below it', async () => {
    const id = await conversationOf(message, [
      { kind: 'reply', body: firstReply, at: '2026-11-24T09:00:00.000Z' },
      { kind: 'answer', body: visitorAnswer, at: '2026-11-24T11:00:00.000Z' },
      { kind: 'reply', body: 'Yes, see you then.', at: '2026-11-24T12:00:00.000Z' },
    ])
    const mail = [
      'Great, thank you!',
      '',
      'Yes, see you then.',
      '',
      'On 24 Nov 2026, 11:00 UTC, you wrote:',
      `> ${visitorAnswer}`,
    ].join('\n')
    const seen = await read(id, mail)
    expect(seen.body).toBe('Great, thank you!')
    expect(seen.folded).toContain('Yes, see you then.')
  })

  it('folds the visitor’s own earlier answer and message, pasted without marks', async () => {
    const id = await conversationOf(message, [
      { kind: 'answer', body: visitorAnswer, at: '2026-11-23T11:00:00.000Z' },
    ])
    const seen = await read(id, `And one more thing: I can start in March.\n\n${visitorAnswer}`)
    expect(seen.body).toBe('And one more thing: I can start in March.')
    const again = await read(id, `Did my question arrive?\n\n${message}`)
    expect(again.body).toBe('Did my question arrive?')
  })

  it('keeps a reply’s ending the school never sent in this conversation', async () => {
    // The visitor answered the confirmation and no reply has gone out: no mail of this
    // conversation named the contact form's date so, so the line is the visitor's text.
    const id = await conversationOf(message, [
      { kind: 'answer', body: visitorAnswer, at: '2026-11-23T11:00:00.000Z' },
    ])
    const mail = `Is this still right?\n\n${formEnding.split('\n')[0]}`
    expect((await read(id, mail)).body).toBe(mail)
  })

  it('recognises only the latest 60,000 characters of replies and answers', async () => {
    // Seven replies of 10,000 characters: the latest five and most of the sixth are read.
    const filler = (reply: number, length: number) =>
      Array.from({ length: 2_000 }, (_, word) => `r${reply}w${word}`)
        .join(' ')
        .slice(0, length)
    const partlyRead =
      'The Quillon cohort meets on Thursdays in the east building near the old harbour gate.'
    const unread =
      'The Marvessa workshop takes place every second Saturday in the library of the north campus.'
    const replies = [
      `${unread}\n\n${filler(1, 10_000 - unread.length - 2)}`,
      `${filler(2, 10_000 - partlyRead.length - 2)}\n\n${partlyRead}`,
      ...[3, 4, 5, 6, 7].map((reply) => filler(reply, 10_000)),
    ]
    const id = await conversationOf(
      message,
      replies.map((body, index) => ({
        kind: 'reply' as const,
        body,
        at: `2026-11-2${4 + Math.floor(index / 4)}T1${index % 4}:00:00.000Z`,
      })),
    )
    const seen = await read(id, `Thanks.\n\n${partlyRead}\n\n${unread}`)
    expect(seen.body).toBe(`Thanks.\n\n${partlyRead}\n\n${unread}`)
    // The latest reply's words are recognised.
    const latest = filler(7, 400)
    expect((await read(id, `Thanks.\n\n${latest}`)).body).toBe('Thanks.')
  })

  it('folds a lone header field naming the school by name or by its domain', async () => {
    const id = await conversationOf(message, [])
    const history = '> Die Kurse beginnen im Januar.\n> Mit freundlichen Grüßen'
    for (const field of ['Von: Lumen Code Academy', 'Von: Sekretariat <office@lumen.test>']) {
      const seen = await read(id, `Danke!\n\n${field}\n\n${history}`)
      expect(seen.body).toBe('Danke!')
      expect(seen.folded).toContain(field)
    }
  })

  it('keeps an answer written between quoted lines, a time in it', async () => {
    const id = await conversationOf(message, [])
    const mail = '> Can you come on Tuesday?\nYes, at 10 on Tuesday.\n> Bring your laptop.'
    expect((await read(id, mail)).body).toBe('Yes, at 10 on Tuesday.')
  })
})
