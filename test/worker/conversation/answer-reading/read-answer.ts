// How the tests of an answer's reading read it: as the email() handler does (receive-answer.ts),
// the parsed part of a raw mail through postal-mime, with no database and no worker in between;
// and the mails they read, built line by line.
import PostalMime from 'postal-mime'
import { knownText } from '../../../../src/server/conversation/answer-history/known-text'
import {
  answerText,
  attachmentNames,
} from '../../../../src/server/conversation/answer-reading/answer-text'
import {
  mailPrefix,
  maxParsedBytes,
} from '../../../../src/server/conversation/answer-reading/mail-prefix'

export const context = {
  known: knownText([]),
  school: { names: ['lumen code academy'], addresses: ['@lumen.test'] },
}
export const plain = (text: string, cutBefore?: boolean) => answerText({ text }, context, cutBefore)
export const html = (markup: string) => answerText({ html: markup }, context)
export const encode = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>

/** What staff see of a raw mail: the parsed part read as the handler reads it. */
export async function received(raw: Uint8Array<ArrayBuffer>) {
  const prefix = mailPrefix(raw)
  const email = await PostalMime.parse(prefix.bytes)
  return { ...answerText(email, context, prefix.textCut), files: attachmentNames(email) }
}

/** A mail's head and body, CRLF lines. */
export const mail = (head: string[], body: string) =>
  encode(`${['From: ada@example.com', ...head].join('\r\n')}\r\n\r\n${body}`)

/** A multipart mail of the parts given as [headers, body]. */
export const multipart = (parts: [string, string][]) =>
  mail(
    ['Content-Type: multipart/mixed; boundary="b1"'],
    `${parts.map(([head, body]) => `--b1\r\n${head}\r\n\r\n${body}`).join('\r\n')}\r\n--b1--\r\n`,
  )

/** Base64 lines of a file larger than the part of a mail that is parsed. */
export const bigFile = `${'QUJD'.repeat(19)}\r\n`.repeat(Math.ceil((maxParsedBytes * 2) / 78))
export const pdf =
  'Content-Type: application/pdf; name="cv.pdf"\r\nContent-Transfer-Encoding: base64'
