// What the school recognises of an application's conversation when the applicant answers
// (applications/mail/answer-context.ts): each message as its mail carried it (subject, text, the
// lines below it), the applicant's earlier answers, the latest 60,000 characters of them; and the
// school's name and domain in a client's header. Read straight from D1 and split as the email()
// handler does, so each case is what staff would see as the answer, without a mail in between.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  applicationAnswerContext,
  applicationContextRead,
} from '../../../src/server/applications/mail/answer-context'
import { applicationConversationContent } from '../../../src/server/content/application-conversation'
import { answerText } from '../../../src/server/conversation/answer-reading/answer-text'
import { seedApplication } from './conversation'

type Entry = { kind: 'message' | 'answer'; subject?: string; body: string }

/** An application and its conversation's entries, in order. */
async function conversationOf(entries: Entry[]) {
  const { id } = await seedApplication()
  for (const entry of entries) {
    await env.DB.prepare(
      `INSERT INTO application_entries (application_id, kind, subject, body, author)
       VALUES (?, ?, ?, ?, 'someone@example.com')`,
    )
      .bind(id, entry.kind, entry.subject ?? '', entry.body)
      .run()
  }
  return id
}

/** The answer `text` as staff see it: the applicant's words, and what was folded. */
async function read(applicationId: string, text: string) {
  const { results } = await applicationContextRead(env.DB, applicationId).all()
  const context = applicationAnswerContext(results, { replyDomain: 'lumen.test' })
  const { body, history } = answerText({ text }, context)
  return { body, folded: history.map((fold) => fold.text).join('\n') }
}

const subject = 'Your call with Lumen Code Academy is booked for next Tuesday morning'
const message =
  'Thank you for booking a call. We will talk about your goals, the schedule of the cohort and how the projects are reviewed.'
/**
 * The sentences below every message the school sends about an application. The "--" above them
 * and the page link below hold no word the school recognises: pasted, they stay with the answer.
 */
const footer = applicationConversationContent.message
  .footer('')
  .split('\n')
  .filter((line) => /\p{L}/u.test(line))
  .join('\n')
const applicantAnswer =
  'Thanks, that helps a lot. I work nights on Mondays and Thursdays, so a Tuesday morning is fine for me.'

describe('the application’s conversation the school recognises in an answer', () => {
  it('folds a message’s mail as sent: its subject, its text and the lines below it', async () => {
    const id = await conversationOf([{ kind: 'message', subject, body: message }])
    const seen = await read(id, `See you on Tuesday.\n\n${message}\n\n${footer}`)
    expect(seen.body).toBe('See you on Tuesday.')
    expect(seen.folded).toContain('Where your application stands')
    const forwarded = await read(id, `See you on Tuesday.\n\n${subject}\n\n${message}`)
    expect(forwarded.body).toBe('See you on Tuesday.')
  })

  it('folds the applicant’s own earlier answer, pasted without marks', async () => {
    const id = await conversationOf([
      { kind: 'message', subject, body: message },
      { kind: 'answer', subject: 'Re: booked', body: applicantAnswer },
    ])
    const seen = await read(id, `And one more thing: I can start in March.\n\n${applicantAnswer}`)
    expect(seen.body).toBe('And one more thing: I can start in March.')
    // An answer's subject is the client's, never sent by the school: it stays the applicant's.
    const titled = 'Re: booked call on Tuesday morning for the March cohort, thank you'
    const again = await conversationOf([{ kind: 'answer', subject: titled, body: applicantAnswer }])
    expect((await read(again, `${titled}\n\nIs that right?`)).body).toBe(
      `${titled}\n\nIs that right?`,
    )
  })

  it('recognises only the latest 60,000 characters of messages and answers', async () => {
    const filler = (entry: number, length: number) =>
      Array.from({ length: 12_000 }, (_, word) => `m${entry}w${word}`)
        .join(' ')
        .slice(0, length)
    const unread =
      'The Marvessa workshop takes place every second Saturday in the library of the north campus.'
    const beyondTheBound =
      'The Quillon cohort meets on Thursdays in the east building near the old harbour gate.'
    // The latest message alone is longer than the bound: the words past it, and every older
    // entry, are not read.
    const id = await conversationOf([
      { kind: 'message', body: `${unread}\n\n${filler(1, 2_000)}` },
      { kind: 'message', body: `${filler(2, 60_000)}\n\n${beyondTheBound}` },
    ])
    const seen = await read(id, `Thanks.\n\n${beyondTheBound}\n\n${unread}`)
    expect(seen.body).toBe(`Thanks.\n\n${beyondTheBound}\n\n${unread}`)
    expect((await read(id, `Thanks.\n\n${filler(2, 400)}`)).body).toBe('Thanks.')
  })

  it('folds a lone header field naming the school by name or by its domain', async () => {
    const id = await conversationOf([])
    const history = '> Die Kurse beginnen im Januar.\n> Mit freundlichen Grüßen'
    for (const field of ['Von: Lumen Code Academy', 'Von: Sekretariat <office@lumen.test>']) {
      const seen = await read(id, `Danke!\n\n${field}\n\n${history}`)
      expect(seen.body).toBe('Danke!')
      expect(seen.folded).toContain(field)
    }
    // Anyone else's name above a quote is a line the applicant may have written.
    const stranger = 'Von: Sekretariat <office@elsewhere.example>'
    expect((await read(id, `Danke!\n\n${stranger}\n\n${history}`)).body).toBe(
      `Danke!\n\n${stranger}`,
    )
  })
})
