// "The school knows what it sent": how much of each line of an answer repeats a text of this
// conversation (the staff's replies as sent, the visitor's own message and earlier answers, the
// confirmation). Texts and answer are read as words, whatever a client did to them: rewrapped,
// re-encoded, quoted behind ">", punctuation and case changed. Scripts written without spaces
// (Chinese, Japanese, Thai…) count each character as half a word. A run of words repeats when
// every window of `windowWeight` words in it occurs in a known text: one pass to learn the
// windows of the known texts, one over the answer, each window a set lookup (linear in both).

/** Words a window holds: short enough to survive a rewrap, long enough never to be chance. */
const windowWeight = 6

const word = /[\p{L}\p{M}\p{N}]+/gu
const unspaced =
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u

type Token = { text: string; weight: number; line: number }

/** The words of one line, as compared: NFKC, lower case; unspaced scripts one character each. */
function tokensOf(line: string, index: number, into: Token[]) {
  for (const [found] of line.normalize('NFKC').toLowerCase().matchAll(word)) {
    if (!unspaced.test(found)) {
      into.push({ text: found, weight: 1, line: index })
      continue
    }
    let run = ''
    for (const character of found) {
      if (unspaced.test(character)) {
        if (run) into.push({ text: run, weight: 1, line: index })
        run = ''
        into.push({ text: character, weight: 0.5, line: index })
      } else run += character
    }
    if (run) into.push({ text: run, weight: 1, line: index })
  }
}

/** Calls `each(start, end)` for every window: the shortest run from `start` of enough weight. */
function windows(tokens: Token[], each: (start: number, end: number) => void) {
  let end = 0
  let weight = 0
  for (let start = 0; start < tokens.length; start += 1) {
    while (end < tokens.length && weight < windowWeight) {
      weight += (tokens[end] as Token).weight
      end += 1
    }
    if (weight < windowWeight) return
    each(start, end)
    weight -= (tokens[start] as Token).weight
  }
}

const key = (tokens: Token[], start: number, end: number) =>
  tokens
    .slice(start, end)
    .map((token) => token.text)
    .join(' ')

/** What the conversation holds, as windows of words. */
export type KnownText = ReadonlySet<string>

export function knownText(texts: readonly string[]): KnownText {
  const known = new Set<string>()
  for (const text of texts) {
    const tokens: Token[] = []
    for (const line of text.split('\n')) tokensOf(line, 0, tokens)
    windows(tokens, (start, end) => known.add(key(tokens, start, end)))
  }
  return known
}

/** Per line of the answer: its words' weight, and the weight of those that repeat a known text. */
export function repeatedWeights(lines: readonly string[], known: KnownText) {
  const tokens: Token[] = []
  for (const [index, line] of lines.entries()) tokensOf(line, index, tokens)
  const total = lines.map(() => 0)
  const repeated = lines.map(() => 0)
  for (const token of tokens) total[token.line] = (total[token.line] ?? 0) + token.weight
  const repeats = (index: number) => {
    const token = tokens[index] as Token
    repeated[token.line] = (repeated[token.line] ?? 0) + token.weight
  }
  // Windows come in order of their start: once the one starting at a token is seen, every window
  // that could hold it is, and `reach` is the last token a matching window holds.
  let reach = -1
  let decided = 0
  windows(tokens, (start, end) => {
    if (known.has(key(tokens, start, end))) reach = Math.max(reach, end - 1)
    if (reach >= start) repeats(start)
    decided = start + 1
  })
  for (let index = decided; index <= reach; index += 1) repeats(index)
  return { total, repeated }
}
