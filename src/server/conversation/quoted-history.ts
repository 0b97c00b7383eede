// The quoted history below a visitor's answer, cut where a mail client marked it in a way that
// cannot be mistaken for the visitor's own words; anything else is kept. A cut is made only when
// nothing but the history follows the mark (no answer written between quoted lines is lost), and
// never when it would leave nothing.

/** "On <date>, <name> wrote:" as the common clients write it (Gmail, Apple Mail, Thunderbird…). */
const attribution = [
  /^On\b.{4,300}\bwrote:$/i,
  /^Am\b.{4,300}\bschrieb\b.{0,200}:$/i,
  /^Le\b.{4,300}\ba écrit\s?:$/i,
  /^El\b.{4,300}\bescribió:$/i,
  /^Op\b.{4,300}\bschreef\b.{0,200}:$/i,
  /^Il\b.{4,300}\bha scritto:$/i,
  /^Em\b.{4,300}\bescreveu:$/i,
]

/** Outlook's separators: the quoted mail below them is not marked with ">". */
const originalMessage = /^-{2,}\s*(Original Message|Ursprüngliche Nachricht)\s*-{2,}$/i
const underscores = /^_{20,}$/
/** Outlook's header block of the mail answered: From, then Sent and Subject within a few lines. */
const headerBlock = [/^(From|Von):\s/i, /^(Sent|Gesendet|Date|Datum):\s/i, /^(Subject|Betreff):\s/i]

const quoted = (line: string) => line.startsWith('>')
const blank = (line: string) => line.trim() === ''

/** Only quoted or blank lines from `start` on (and at least one quoted, unless `allowEmpty`). */
function onlyQuotesFrom(lines: string[], start: number, allowEmpty: boolean) {
  const rest = lines.slice(start)
  return rest.every((line) => quoted(line) || blank(line)) && (allowEmpty || rest.some(quoted))
}

/** Outlook's "From: … Sent: … Subject: …" starting at `index`, within its next five lines. */
function outlookHeaderAt(lines: string[], index: number) {
  const block = lines.slice(index, index + 6).filter((line) => !blank(line))
  return headerBlock.every((pattern, position) =>
    position === 0 ? pattern.test(block[0] ?? '') : block.some((line) => pattern.test(line)),
  )
}

/** Where the history begins at line `index` (an attribution may wrap onto a second line). */
function historyStartsAt(lines: string[], index: number): boolean {
  const line = (lines[index] ?? '').trim()
  for (const [joined, next] of [
    [line, index + 1],
    [`${line} ${(lines[index + 1] ?? '').trim()}`, index + 2],
  ] as const) {
    // Below a mark left by HTML whose quote was removed (html-text.ts), nothing may follow.
    if (attribution.some((pattern) => pattern.test(joined)))
      return onlyQuotesFrom(lines, next, true)
  }
  if (quoted(line)) return onlyQuotesFrom(lines, index, false)
  if (originalMessage.test(line)) return true
  if (underscores.test(line)) return outlookHeaderAt(lines, index + 1)
  return outlookHeaderAt(lines, index)
}

/** The answer without the quoted history below it, when that history is reliably marked. */
export function trimQuotedHistory(text: string): string {
  const lines = text.split('\n')
  for (let index = 0; index < lines.length; index += 1) {
    if (blank(lines[index] ?? '') || !historyStartsAt(lines, index)) continue
    const answer = lines.slice(0, index).join('\n').trimEnd()
    // A mail that is all history (or all a forward) keeps it: better too much than nothing.
    return answer.trim() === '' ? text : answer
  }
  return text
}
