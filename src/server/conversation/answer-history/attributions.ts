// A client's attribution above the mail it quotes ("On … wrote:", "Le … a écrit :", "W dniu …
// napisał:", "… <ana@example.com>:"), on one line or wrapped by the client over up to three: a
// name or an address pushed to the next line, the verb alone on the last, a date cut at its
// comma. Found from its last line, looking at most two lines up; every test reads one line of
// at most `maxLineLength` characters, or three joined: linear in the text.
import { wrote } from './quote-headers.ts'
import type { Line } from './quoted-lines.ts'

/** Longer than this, a line is written text, not part of a client's attribution. */
const maxLineLength = 300
/** The lines an attribution is wrapped over, at most. */
const maxLines = 3

const months = 'jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec'
/** A time (10:00, 18.30), a year, a numeric date, or an English month beside a day ("Dec 9"). */
const datePattern = new RegExp(
  `\\d{1,2}[:.h]\\d{2}|\\b(?:19|20)\\d{2}\\b|\\d{1,2}[./-]\\d{1,2}[./-]\\d{2}|\\b(?:${months})[a-z]*\\.? \\d{1,2}\\b`,
  'i',
)
const hasDate = (text: string) => datePattern.test(text)
/** A line ending a sentence: the visitor's, never part of an attribution wrapped below it. */
const sentenceEnd = /[.!?。！？]$/
/** What ends an attribution without a verb: a colon, maybe after the quote or bracket it closes. */
const colonEnd = /[:：]["'”»>)]?$/

/** Where an attribution begins, and whether it names an address (a client wrote it, not a person). */
export type Attribution = { top: number; address: boolean }

/**
 * The attribution ending at `index`, or null. Its last line ends with a verb of the tables
 * ("wrote", "a écrit", "napisał") or a colon (or the quoted line right below is only the colon
 * the client wrapped there); the lines above join it while it has no date yet, or while they end
 * at a date's comma ("On Nov 21, 2014,"). It is one when it holds a date, and the verb or an
 * address: a sentence of the visitor's ending in a colon has neither.
 */
export function attributionAt(lines: readonly Line[], index: number): Attribution | null {
  const line = lines[index] as Line
  if (line.depth > 0 || line.content === '' || line.content.length > maxLineLength) return null
  const below = lines[index + 1]
  const colonBelow = below !== undefined && below.depth > 0 && /^[:：]$/.test(below.content)
  let text = colonBelow ? `${line.content}:` : line.content
  const verb = wrote.test(text)
  if (!verb && !colonEnd.test(text)) return null
  let top = index
  while (index - top < maxLines - 1) {
    const above = lines[top - 1]
    if (!above || above.depth > 0 || above.content === '' || above.content.length > maxLineLength)
      break
    if (sentenceEnd.test(above.content)) break
    // A date the client cut at its comma goes on above ("On Nov 21, 2014," / "at 10:18,").
    const datePart = above.content.endsWith(',') && hasDate(above.content)
    if (hasDate(text) && !datePart) break
    text = `${above.content} ${text}`
    top -= 1
  }
  // Lines joined in search of a date that none of them holds are the visitor's: no attribution.
  const address = text.includes('@')
  return hasDate(text) && (verb || address) ? { top, address } : null
}
