// An answer split as the email() handler splits it, without a mail in between: its text and what
// the conversation holds in, the visitor's words and the folded history out (what staff see).

import { knownText } from '../../../../src/server/conversation/answer-history/known-text'
import { answerText } from '../../../../src/server/conversation/answer-reading/answer-text'

/** The school as answer-context.ts names it: its name and its domain, lower case. */
export const school = { names: ['lumen code academy'], addresses: ['@lumen.test'] }

/** The answer `text` read against the conversation's `known` texts. */
export function split(text: string, known: readonly string[] = []) {
  const { body, history } = answerText({ text }, { known: knownText(known), school })
  return { body, history, folded: history.map((fold) => fold.text).join('\n') }
}

/** A visitor's message and the staff's reply: the conversation the history tests answer. */
export const message =
  'Hello, I work full time as a nurse. Is the accelerator possible with shifts? Which days are the lectures?'
export const reply = [
  'Hello Ada,',
  '',
  'Thank you for your message. The lectures are on Tuesday and Wednesday evenings, 7 to 10 pm, and every lecture is recorded, so shift workers can follow them the next day. Office hours are on Monday, Thursday, Friday and Saturday.',
  '',
  'Best regards,',
  'Maria from Lumen Code Academy',
].join('\n')

/** Text rewrapped at `width` columns, as a client rewraps what it quotes. */
export const wrapped = (text: string, width: number, prefix = '') =>
  text
    .split('\n')
    .flatMap((paragraph) => {
      const lines: string[] = []
      let line = ''
      for (const word of paragraph.split(' ')) {
        if (line && `${line} ${word}`.length > width) {
          lines.push(line)
          line = word
        } else line = line ? `${line} ${word}` : word
      }
      return [...lines, line]
    })
    .map((line) => `${prefix}${line}`.trimEnd())
    .join('\n')

/** Lines quoted once with "> ". */
export const quoted = (text: string) =>
  text
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n')

/** History the conversation never held: only the client's marks can tell it apart. */
export const unknown = 'Die Kurse beginnen im Januar.\nMit freundlichen Grüßen\nDas Team'

/** The conversation's texts the school knows as its own: the message and the reply. */
export const known = [message, reply]
