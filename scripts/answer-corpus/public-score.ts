// The public corpora of two reply parsers (test/fixtures/public-answers/: crisp-oss/email-reply-parser's
// text fixtures, mailgun/talon's mails and HTML), with what their manifest says the visitor wrote,
// and the one rule every reader is scored by there: the shown text must hold every line the
// visitor wrote, in order, and nothing else but lines the manifest calls neither (a mailing
// list's footer, a client's "Sent from" line). White space is ignored: readers rewrap and
// HTML has none of its own. Imports nothing from Node: the worker suite scores with it too.

/** What the manifest says of one fixture: the visitor's lines, and the lines that are neither. */
export type PublicAnswer = {
  visitor: string[]
  either?: string[]
  basis?: string
  note?: string
  reason?: string
}

export type PublicManifest = {
  /** The paragraph most of crisp's fixtures open with, `{common}` in a list of lines. */
  common: string[]
  /** The fixtures with a quoted history, by path under the corpus folder. */
  answers: Record<string, PublicAnswer>
  /** Fixtures read only to check that no visitor's word is lost (a forward, a history without a mark). */
  unscored: Record<string, PublicAnswer>
}

export const publicCorpusDir = 'test/fixtures/public-answers'

export type PublicScore = {
  /** The visitor's lines the shown text lacks. */
  lost: string[]
  /** Whether every visitor line is shown and nothing else but lines that are neither. */
  cut: boolean
}

const squeezed = (text: string) => text.replace(/\s+/gu, '')

export function scorePublic(manifest: PublicManifest, entry: PublicAnswer, shown: string) {
  const visitor = entry.visitor.flatMap((line) => (line === '{common}' ? manifest.common : [line]))
  const text = squeezed(shown)
  const lost: string[] = []
  let rest = ''
  let at = 0
  for (const line of visitor) {
    const found = text.indexOf(squeezed(line), at)
    if (found < 0) {
      lost.push(line)
      continue
    }
    rest += text.slice(at, found)
    at = found + squeezed(line).length
  }
  rest += text.slice(at)
  for (const line of entry.either ?? []) rest = rest.replace(squeezed(line), '')
  return { lost, cut: lost.length === 0 && rest === '' } satisfies PublicScore
}
