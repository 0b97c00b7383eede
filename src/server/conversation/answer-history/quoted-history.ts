// An answer's text split into what the visitor wrote and the history their client quoted, in
// the order of the mail, so the thread can show the answer and fold the history where it was:
// below a top-posted answer, above a bottom-posted one, between the lines of an inline one.
// Nothing is dropped: each line is either answer or history. In order of trust:
// 1. what the school knows it sent (known-text.ts): runs of lines repeating the conversation;
// 2. quoted lines (">"), however deep;
// 3. the header a client writes above either (quote-headers.ts, attributions.ts: wrapped over up
//    to three lines), and the marks that start a history running to the end of the mail
//    (history-marks.ts: an Outlook separator or header block, an attribution naming an address
//    above a history left unquoted, an HTML client's mark); there, a line of words the school
//    never sent stays the visitor's (an answer written into the quote), as long as the school
//    recognises the rest.
// A mail that would keep no answer keeps all of it as the answer. Every rule is a pass over the
// lines, or a walk of a few lines above a history (history-rules.ts): linear in the text.
import { attributionAt } from './attributions.ts'
import { markedStart } from './history-marks.ts'
import { acceptHeaders, acceptKnownRuns } from './history-rules.ts'
import { type KnownText, repeatedWeights } from './known-text.ts'
import { headerLine, type School } from './quote-headers.ts'
import { type Line, linesOf, type Part, partsOf, rewrapped } from './quoted-lines.ts'

/** A line is known when this share of its words repeats, unknown below `unknownShare`. */
const knownShare = 0.8
const unknownShare = 0.3

export function splitHistory(text: string, known: KnownText, school: School): Part[] {
  const lines = linesOf(text)
  const { total, repeated } = repeatedWeights(
    lines.map((line) => line.content),
    known,
  )
  const share = (index: number) => (repeated[index] ?? 0) / ((total[index] ?? 0) || 1)
  const facts = {
    lines,
    headers: lines.map((line) => headerLine(line.content, school)),
    attributions: lines.map((_, index) => attributionAt(lines, index)),
    // A line without words has a share of 0.
    known: (index: number) => share(index) >= knownShare,
    repeated,
  }
  const history = lines.map((line, index) => line.depth > 0 || rewrapped(lines, index))
  acceptKnownRuns(facts, history)
  acceptHeaders(facts, history)
  const start = markedStart(facts, history)
  if (start >= 0) {
    const recognised = lines.some((_, index) => index > start && facts.known(index))
    for (let index = start; index < lines.length; index += 1) {
      const written =
        recognised &&
        !history[index] &&
        (total[index] ?? 0) > 0 &&
        share(index) < unknownShare &&
        facts.headers[index] === null &&
        !(lines[index] as Line).marked
      history[index] = !written
    }
  }
  const parts = partsOf(lines, history)
  // All history (a forward, a mail sent back as it came): better too much than nothing.
  if (parts.every((part) => part.history))
    return [{ history: false, text: lines.map((line) => line.text).join('\n') }]
  return parts
}
