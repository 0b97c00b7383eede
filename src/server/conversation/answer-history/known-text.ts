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
/** Printable ASCII (the text is tidied: no other control than tab): no normalising to do. */
const ascii = /^[\t -~]*$/

/** A text's words in order, with their weights and the line each is on. */
class Words {
  readonly texts: string[] = []
  readonly weights: number[] = []
  readonly lines: number[] = []

  /** Adds one line's words, as compared: NFKC, lower case; unspaced scripts by character. */
  add(line: string, index: number) {
    const plain = ascii.test(line)
    const text = plain ? line.toLowerCase() : line.normalize('NFKC').toLowerCase()
    word.lastIndex = 0
    for (let found = word.exec(text); found; found = word.exec(text)) {
      const token = found[0]
      if (plain || !unspaced.test(token)) this.push(token, 1, index)
      else this.split(token, index)
    }
  }

  private split(token: string, index: number) {
    let run = ''
    for (const character of token) {
      if (!unspaced.test(character)) {
        run += character
        continue
      }
      if (run) this.push(run, 1, index)
      run = ''
      this.push(character, 0.5, index)
    }
    if (run) this.push(run, 1, index)
  }

  private push(text: string, weight: number, line: number) {
    this.texts.push(text)
    this.weights.push(weight)
    this.lines.push(line)
  }

  /** Calls `each(start, end, key)` for every window: the shortest run from `start` of enough weight. */
  windows(each: (start: number, end: number, key: string) => void) {
    const { texts, weights } = this
    let end = 0
    let weight = 0
    for (let start = 0; start < texts.length; start += 1) {
      while (end < texts.length && weight < windowWeight) {
        weight += weights[end] as number
        end += 1
      }
      if (weight < windowWeight) return
      let key = texts[start] as string
      for (let index = start + 1; index < end; index += 1) key += ` ${texts[index]}`
      each(start, end, key)
      weight -= weights[start] as number
    }
  }
}

/** What the conversation holds, as windows of words. */
export type KnownText = ReadonlySet<string>

export function knownText(texts: readonly string[]): KnownText {
  const known = new Set<string>()
  for (const text of texts) {
    const words = new Words()
    for (const line of text.split('\n')) words.add(line, 0)
    words.windows((_start, _end, key) => known.add(key))
  }
  return known
}

/** Per line of the answer: its words' weight, and the weight of those that repeat a known text. */
export function repeatedWeights(lines: readonly string[], known: KnownText) {
  const words = new Words()
  for (const [index, line] of lines.entries()) words.add(line, index)
  const total = lines.map(() => 0)
  const repeated = lines.map(() => 0)
  words.lines.forEach((line, index) => {
    total[line] = (total[line] as number) + (words.weights[index] as number)
  })
  const repeats = (index: number) => {
    const line = words.lines[index] as number
    repeated[line] = (repeated[line] as number) + (words.weights[index] as number)
  }
  // Windows come in order of their start: once the one starting at a word is seen, every window
  // that could hold it is, and `reach` is the last word a matching window holds.
  let reach = -1
  let decided = 0
  words.windows((start, end, key) => {
    if (known.has(key)) reach = Math.max(reach, end - 1)
    if (reach >= start) repeats(start)
    decided = start + 1
  })
  for (let index = decided; index <= reach; index += 1) repeats(index)
  return { total, repeated }
}
