// A visitor's mail reduced to what the thread keeps: plain text (the HTML read as text when there
// is no plain part), cut to its size before anything else reads it, and split into the visitor's
// answer and the history their client quoted (quoted-history.ts), which the thread folds; the
// names of its attachments, never their content. Every value stays text wherever it is shown.
import type { Email } from 'postal-mime'
import type { KnownText } from '../answer-history/known-text.ts'
import type { School } from '../answer-history/quote-headers.ts'
import { splitHistory } from '../answer-history/quoted-history.ts'
import { historyMark } from './html-lines.ts'
import { htmlToText } from './html-text.ts'

/** An answer longer than this (four contact messages), history included, is cut, and says so. */
export const maxAnswerCharacters = 20_000
export const cutNotice = '[The answer was longer; the rest was not kept.]'
/** At most this many attachment names, each at most this long. */
const maxAttachments = 20
const maxNameLength = 200

/** Control characters (C0, DEL, C1) but tab and line feed: no stored answer carries one. */
const controls = /(?![\t\n])\p{Cc}/gu

/** Without the spaces and tabs at its end, found from the end (a regex would rescan a long run). */
function trimLineEnd(line: string) {
  let end = line.length
  // Before the first character, line[-1] is undefined: the loop ends there.
  while (line[end - 1] === ' ' || line[end - 1] === '\t') end -= 1
  return line.slice(0, end)
}

/** Line ends as "\n", controls gone, no trailing spaces, no blank lines at either end. */
function tidy(text: string) {
  const lines = text.replace(/\r\n?/g, '\n').replace(controls, '').split('\n').map(trimLineEnd)
  // With no line of text, both are -1 and nothing is kept.
  const first = lines.findIndex((line) => line !== '')
  const last = lines.findLastIndex((line) => line !== '')
  return lines.slice(first, last + 1).join('\n')
}

/** The text's first `maxAnswerCharacters` UTF-16 units: one fewer rather than half a character. */
function headOf(text: string) {
  // A shorter text has no character there (NaN), and is kept whole.
  const last = text.charCodeAt(maxAnswerCharacters - 1)
  const split = last >= 0xd800 && last < 0xdc00
  return text.slice(0, split ? maxAnswerCharacters - 1 : maxAnswerCharacters)
}

/** The history a client quoted, folded in the answer at `at` (a position in its text). */
export type QuotedHistory = { at: number; text: string }

/** The answer as stored: what the visitor wrote, and the history folded apart. */
export type AnswerText = { body: string; history: QuotedHistory[] }

/** What an answer's history is recognised by: the conversation's texts and the school's names. */
export type AnswerContext = { known: KnownText; school: School }

/**
 * The answer's text, from its plain part, or from its HTML when it has none; `cutBefore` when
 * the mail itself was read only in part (mail-prefix.ts) and its text with it.
 */
export function answerText(
  email: Pick<Email, 'text' | 'html'>,
  context: AnswerContext,
  cutBefore = false,
): AnswerText {
  const plain = email.text?.trim() ? email.text : undefined
  // Cut first: no pass below ever reads more than the limit (and the HTML reader stops there).
  // The reader counts line breaks: given the limit itself, it would stop at the break after a
  // text of exactly that length, and what followed would be lost without a word; a character
  // more lets it read on to the next text, or to the end.
  const text =
    plain ?? htmlToText((email.html ?? '').replaceAll(historyMark, ''), maxAnswerCharacters + 1)
  const kept = headOf(text)
  // Cut when words were left out, not for the line break that ends a mail; the HTML reader stops
  // a character past the limit, so there any character left means more (at worst an empty
  // paragraph after a text that ends exactly at the limit is taken for more).
  const rest = text.slice(kept.length)
  const cut = cutBefore || (plain ? /\S/.test(rest) : rest !== '')
  // The HTML reader's marks of a client's history stay; a plain text's are the sender's own.
  const marked = plain ? kept.replaceAll(historyMark, '') : kept
  const parts = splitHistory(tidy(marked), context.known, context.school)
  if (cut) parts.push({ history: false, text: cutNotice })
  let body = ''
  const history: QuotedHistory[] = []
  for (const part of parts) {
    if (part.history) history.push({ at: body.length, text: part.text })
    else body = body ? `${body}\n\n${part.text}` : part.text
  }
  return { body, history }
}

/**
 * The names of the files it carried, for the thread to list. Images the HTML shows inline (a
 * signature's logo) are part of the text's layout, not something the visitor sent.
 */
export function attachmentNames(email: Pick<Email, 'attachments'>): string[] {
  return email.attachments
    .filter((attachment) => !attachment.related)
    .slice(0, maxAttachments)
    .map((attachment) =>
      tidy(attachment.filename ?? `unnamed (${attachment.mimeType})`)
        .replace(/\n/g, ' ')
        .slice(0, maxNameLength),
    )
}
