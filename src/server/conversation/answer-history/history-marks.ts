// Where a client's mark starts a history that runs to the end of the mail (quoted-history.ts):
// an HTML client's mark, a separator of the tables, Outlook's header block in the visitors'
// languages, an attribution naming an address above what the client did not quote. One pass
// over the lines, each looking at most a header block's length ahead: linear in the text.
import { blank, type Facts, quoted } from './history-rules.ts'
import type { Role } from './quote-headers.ts'
import type { Line } from './quoted-lines.ts'

/**
 * The top of the block whose From is at `index`: a field or two of the tables right above it (a
 * webmail's "Message du :" before its "De :"), and a rule above those, maybe a blank line between.
 */
function blockTop(facts: Facts, index: number) {
  let top = index
  // Only fields of the tables: a field of the visitor's own ("Name: Ana") is no header's.
  while (facts.headers[top - 1]?.role !== undefined && index - top < 2) top -= 1
  const rule = blank(facts, top - 1) ? top - 2 : top - 1
  return facts.headers[rule]?.kind === 'separator' ? rule : top
}

/** The first line after `index` with words, or -1. */
function nextWords(facts: Facts, index: number) {
  let at = index + 1
  // Past the last line there is no line, so no blank one: the walk stops there.
  while (blank(facts, at)) at += 1
  return at < facts.lines.length ? at : -1
}

/**
 * Where a client's mark starts a history that runs to the end: an HTML client's mark, a
 * separator of the tables ("-----Original Message-----"), a rule right above a From field,
 * Outlook's header block (From, then two of Sent, To and Subject within a few lines), or an
 * attribution naming an address above lines the client did not quote ("Le … <ana@…> a écrit :"
 * and the mail as it was). -1 when none.
 */
export function markedStart(facts: Facts, history: readonly boolean[]) {
  const role = (index: number) => facts.headers[index]?.role
  const within = (from: number, count: number, wanted: Role) =>
    facts.lines
      .slice(from + 1, from + 1 + count)
      .some((_, offset) => role(from + 1 + offset) === wanted)
  for (let index = 0; index < facts.lines.length; index += 1) {
    const header = facts.headers[index]
    if ((facts.lines[index] as Line).marked) return index
    if (header?.kind === 'separator' && (header.strong || within(index, 3, 'from'))) return index
    if (header?.role === 'from') {
      const others = (['sent', 'to', 'subject'] as const).filter((wanted) =>
        within(index, 6, wanted),
      )
      if (others.length >= 2) return blockTop(facts, index)
    }
    const attribution = facts.attributions[index]
    if (attribution?.address && !history[index]) {
      const next = nextWords(facts, index)
      if (next >= 0 && !quoted(facts, next)) return attribution.top
    }
  }
  return -1
}
