// The rules of quoted-history.ts that look beyond one line: which runs of lines the school knows
// are history, and which client headers stand above a history (history-marks.ts: where a mark
// starts one that runs to the end). Each is one pass over the lines, with walks of at most a
// header block's length: linear in the text.
import type { Attribution } from './attributions.ts'
import type { HeaderLine } from './quote-headers.ts'
import type { Line } from './quoted-lines.ts'

/** Repeated words a run of known lines needs, alone, to be history (a sentence, never a phrase). */
const substantialWeight = 12
/** Lines a client's header block holds, at most (a separator, the fields, wrapped ones). */
const maxHeaderLines = 10

export type Facts = {
  lines: readonly Line[]
  headers: readonly (HeaderLine | null)[]
  /** The attribution ending on each line (attributions.ts), wrapped or not. */
  attributions: readonly (Attribution | null)[]
  /** Whether the line repeats what the school knows it sent. */
  known: (index: number) => boolean
  /** The weight of its repeated words. */
  repeated: readonly number[]
}

/** Whether the line is blank (none above the first: the text starts with words). */
export const blank = (facts: Facts, index: number) => facts.lines[index]?.content === ''
export const quoted = (facts: Facts, index: number) => (facts.lines[index] as Line).depth > 0

/** The end (exclusive) of the run of known, quoted or blank lines from `start`. */
function runEnd(facts: Facts, start: number) {
  let end = start
  while (end < facts.lines.length && (facts.known(end) || quoted(facts, end) || blank(facts, end)))
    end += 1
  return end
}

/**
 * Marks the lines from `start` as history, blank lines at its end too: a blank line joins the part
 * before it whatever its mark (quoted-lines.ts), and no rule asks whether one is history.
 */
function markRun(history: boolean[], start: number, end: number) {
  for (let index = start; index < end; index += 1) history[index] = true
}

/**
 * Runs of lines that repeat the conversation: history when they hold a sentence's worth of its
 * words, or touch quoted lines (a client that rewrapped a quote and lost a ">" on the way).
 */
export function acceptKnownRuns(facts: Facts, history: boolean[]) {
  for (let start = 0; start < facts.lines.length; ) {
    if (!facts.known(start) && !quoted(facts, start)) {
      start += 1
      continue
    }
    const end = runEnd(facts, start)
    let weight = 0
    let anyQuoted = false
    for (let index = start; index < end; index += 1) {
      // The run's other lines are known or blank (no words, no weight).
      if (quoted(facts, index)) anyQuoted = true
      else weight += facts.repeated[index] ?? 0
    }
    if (anyQuoted || weight >= substantialWeight) markRun(history, start, end)
    start = end
  }
}

/** A line ending a sentence: never the first half of a wrapped attribution. */
const sentenceEnd = /[.!?。！？]$/

/**
 * The first line of the client's header right above the history (or known run) at `below`, or
 * -1 when there is none to trust. What it stands on is always recognised (acceptHeaders asks
 * only above quoted lines or the school's own words), so an attribution is trusted in any
 * language (wrapped onto two lines at most), and a block of fields when it holds two fields or
 * more, or a line in the tables: a From naming the school, a separator ("Original Message").
 */
function headerAbove(facts: Facts, history: readonly boolean[], below: number) {
  let at = below - 1
  while (at >= below - 2 && blank(facts, at)) at -= 1
  const lowest = facts.headers[at]
  const wrapped = facts.attributions[at]
  if ((!lowest && !wrapped) || history[at]) return -1
  let top = at
  if (wrapped && !history[wrapped.top]) top = wrapped.top
  else if (!lowest) return -1
  else if (lowest.kind === 'attribution') {
    const above = facts.lines[at - 1]
    if (above && !history[at - 1] && /\d/.test(above.content) && !sentenceEnd.test(above.content))
      top = at - 1
  } else {
    let trusted = lowest.strong === true
    for (;;) {
      const next = facts.headers[top - 1]
      if (!next || next.kind === 'attribution' || history[top - 1] || at - top >= maxHeaderLines)
        break
      top -= 1
      trusted ||= next.strong === true
    }
    // The walk went over headers only.
    const block = facts.headers.slice(top, at + 1) as HeaderLine[]
    const fields = block.filter((header) => header.kind === 'field')
    if (!trusted && fields.length < 2) return -1
  }
  // A rule above the block, maybe a blank line between (Outlook's <hr> above its header box).
  const rule = blank(facts, top - 1) ? top - 2 : top - 1
  return facts.headers[rule]?.kind === 'separator' && !history[rule] ? rule : top
}

/**
 * The client headers above each history or line the school knows, and the known run below a
 * trusted header. Inside a history the line above is history already (headerAbove finds none).
 */
export function acceptHeaders(facts: Facts, history: boolean[]) {
  for (const index of facts.lines.keys()) {
    if (!history[index] && !facts.known(index)) continue
    const top = headerAbove(facts, history, index)
    if (top < 0) continue
    // The header and the run below it; a run already history (quoted, or substantial) is
    // marked again, to the same end.
    markRun(history, top, runEnd(facts, index))
  }
}
