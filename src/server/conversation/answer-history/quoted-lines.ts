// An answer's lines as the history rules read them: how deep each is quoted (">", "> >", ">>"),
// its words without the marks, whether an HTML client marked it as the start of the history; and
// the lines put back together as the parts the thread shows. One pass each.
import { historyMark } from '../answer-reading/html-lines.ts'

/** A piece of the answer's text, in order: the visitor's words or the quoted history. */
export type Part = { history: boolean; text: string }

export type Line = {
  /** The line as received (without the HTML reader's mark). */
  text: string
  /** How many ">" quote it. */
  depth: number
  /** Its words: quote marks and surrounding white space taken off. */
  content: string
  /** Where an HTML client's markup says the history begins (html-lines.ts). */
  marked: boolean
}

function lineOf(raw: string): Line {
  const marked = raw.startsWith(historyMark)
  const text = marked ? raw.slice(historyMark.length) : raw
  let depth = 0
  let at = 0
  for (;;) {
    while (text[at] === ' ' || text[at] === '\t') at += 1
    if (text[at] !== '>') break
    depth += 1
    at += 1
  }
  // Unquoted, `at` is past the leading blanks only, which trim() takes off anyway.
  return { text, depth, content: text.slice(at).trim(), marked }
}

export const linesOf = (text: string) => text.split('\n').map(lineOf)

/** A quoted line this long was likely wrapped by the client that quoted it. */
const wrapWidth = 60

/**
 * A piece of a quoted line that the client wrapped onto a line of its own without the ">":
 * between two quoted lines, below a long one, and starting in lower case, as no answer does.
 */
export function rewrapped(lines: readonly Line[], index: number) {
  const [above, line, below] = [lines[index - 1], lines[index] as Line, lines[index + 1]]
  return (
    line.depth === 0 &&
    /^\p{Ll}/u.test(line.content) &&
    above !== undefined &&
    above.depth > 0 &&
    above.content.length >= wrapWidth &&
    below !== undefined &&
    below.depth > 0
  )
}

/**
 * Consecutive lines of one kind as parts, blank lines at a part's end left out (a part never
 * starts with one: a blank line joins the part before it, and the text has none at its start).
 * A quoted empty line (">") is not blank: it is history, and shows in the fold.
 */
export function partsOf(lines: readonly Line[], history: readonly boolean[]): Part[] {
  const parts: Part[] = []
  let from = 0
  for (let index = 1; index <= lines.length; index += 1) {
    // Past the last line there is neither a line nor a mark (undefined): the last part ends.
    const line = lines[index]
    const blank = line?.depth === 0 && line.content === ''
    if (blank || history[index] === history[from]) continue
    const text = lines
      .slice(from, index)
      .map((line) => line.text)
      .join('\n')
      .trimEnd()
    if (text !== '') parts.push({ history: history[from] === true, text })
    from = index
  }
  return parts
}
