// A visitor's mail reduced to what the thread keeps: plain text (the HTML converted when there is
// no plain part), without the quoted history where it is reliably marked, and the names of its
// attachments, never their content. Every value stays text wherever it is shown again.
import type { Email } from 'postal-mime'
import { htmlToText } from './html-text'
import { trimQuotedHistory } from './quoted-history'

/** An answer longer than this (four contact messages) is cut, and says so. */
export const maxAnswerCharacters = 20_000
export const cutNotice = '[The answer was longer; the rest was not kept.]'
/** At most this many attachment names, each at most this long. */
const maxAttachments = 20
const maxNameLength = 200

/** Control characters (C0, DEL, C1) but tab and line feed: no stored answer carries one. */
const controls = /(?![\t\n])\p{Cc}/gu

/** Line ends as "\n", controls gone, no trailing spaces or blank lines at either end. */
function tidy(text: string) {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(controls, '')
    .replace(/[ \t]+$/gm, '')
    .replace(/^\n+|\n+$/g, '')
}

/** The answer's text, from its plain part, or from its HTML when it has none. */
export async function answerText(email: Pick<Email, 'text' | 'html'>): Promise<string> {
  const source = email.text?.trim() ? email.text : await htmlToText(email.html ?? '')
  const text = trimQuotedHistory(tidy(source))
  if (text.length <= maxAnswerCharacters) return text
  return `${text.slice(0, maxAnswerCharacters)}\n${cutNotice}`
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
