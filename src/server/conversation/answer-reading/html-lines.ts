// The lines an HTML answer becomes, written as html-text.ts reads the markup: white space collapsed
// as a browser collapses it, a line break where a block begins or ends, quoted blocks behind "> "
// as a plain-text client writes them, and the place a mail client marks as the start of the
// quoted history. It stops taking text past a limit, so no markup makes it grow without bound.

/** Put at the start of the line where a client's markup says the quoted history begins. */
export const historyMark = '\ue000'

/** Deeper quotes than this are written with this many marks (each level still reads as quoted). */
const maxQuoteMarks = 8

/** A link's text is compared with its target up to this length. */
const maxCaptured = 2048

export class HtmlLines {
  private readonly lines: string[] = []
  private line = ''
  private size = 0
  private pendingSpace = false
  private marked = false
  private linkText = ''
  /** Blockquotes open around the text being written. */
  depth = 0
  /** Inside <pre>: white space kept as typed. */
  preformatted = 0

  private readonly limit: number

  constructor(limit: number) {
    this.limit = limit
  }

  /** Whether the limit is passed: the caller stops reading. */
  get full() {
    return this.size > this.limit
  }

  /** Text as the markup holds it between tags (references already decoded). */
  text(raw: string) {
    if (this.preformatted > 0) {
      const lines = raw.replace(/\r\n?/g, '\n').split('\n')
      lines.forEach((line, index) => {
        if (index > 0) this.newline()
        this.append(line)
      })
      return
    }
    const collapsed = raw.replace(/[ \t\n\r\f]+/g, ' ')
    // A space is written only between words on one line (see below): one pending at a line's
    // start, or before a line break, writes nothing.
    if (collapsed === ' ') {
      this.pendingSpace = true
      return
    }
    const leading = collapsed.startsWith(' ')
    const trailing = collapsed.endsWith(' ')
    if ((leading || this.pendingSpace) && this.line !== '') this.append(' ')
    this.append(collapsed.slice(leading ? 1 : 0, trailing ? -1 : undefined))
    this.pendingSpace = trailing
  }

  /** A hard line break (<br>). */
  newline() {
    const prefix = this.prefix()
    this.lines.push(prefix + this.line)
    // Quote marks count: the limit bounds what is kept, and every mark is kept.
    this.size += prefix.length + 1
    this.line = ''
  }

  /** The edge of a block: a line break unless the line is still empty. */
  block() {
    if (this.line !== '') this.newline()
  }

  /** The edge of a paragraph: the block, then one blank line. */
  paragraph() {
    this.block()
    if (this.lines.length > 0 && this.lines.at(-1) !== this.prefix()) this.newline()
  }

  /** The client's mark of the history: the next line starts with `historyMark`. */
  markHistory() {
    this.block()
    this.marked = true
  }

  /** Keeps the text written from now on (a link's), up to a length worth comparing. */
  startCapture() {
    this.linkText = ''
  }

  /** The text written since startCapture (or since the start), its first 2,048 characters. */
  get captured() {
    return this.linkText
  }

  /** All lines written, the last one included. */
  toString() {
    this.block()
    return this.lines.join('\n')
  }

  private append(text: string) {
    if (text === '') return
    // Marked, the line is empty: markHistory ended the one before, and nothing was written since.
    if (this.marked) {
      this.line = historyMark
      this.marked = false
    }
    this.line += text
    this.size += text.length
    if (this.linkText.length < maxCaptured) this.linkText += text
  }

  private prefix() {
    return '> '.repeat(Math.min(this.depth, maxQuoteMarks))
  }
}
