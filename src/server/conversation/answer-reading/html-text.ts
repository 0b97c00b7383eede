// An HTML-only answer as plain text, read in one pass from left to right: every `<` is looked at
// once, and a tag, comment or quoted value that never closes ends the reading there (as a browser
// drops an unfinished tag at the end of the input), so no markup can make the reading go back
// over what it has read. Nothing is removed: what mail clients quote inside <blockquote> comes out
// behind "> " as a plain-text client would quote it, and where a client marks the start of the
// history without quoting it (Outlook, Windows Mail, Hotmail), the line carries html-lines.ts's
// mark. quoted-history.ts decides what is history. Head, style and script never show.

import { decodeEntities } from './html-entities.ts'
import { HtmlLines } from './html-lines.ts'
import { clientMark, linkTarget, tagRoles } from './html-tags.ts'

const valueOrEnd = /[>"']/g
/** Elements whose content is never shown, read past whole: each with the pattern of its end. */
const hidden = new Map(
  ['style', 'script', 'title', 'template', 'noscript', 'xml'].map(
    (tag) => [tag, new RegExp(`</${tag}\\b`, 'gi')] as const,
  ),
)

/** Where the tag whose name ends at `from` closes (its `>`), skipping quoted values; -1: never. */
function tagEnd(html: string, from: number) {
  let at = from
  for (;;) {
    valueOrEnd.lastIndex = at
    const found = valueOrEnd.exec(html)
    if (!found) return -1
    if (found[0] === '>') return found.index
    const close = html.indexOf(found[0], found.index + 1)
    if (close === -1) return -1
    at = close + 1
  }
}

/** What ends a tag's name, as in a browser: white space, "/" or ">". */
const nameEnds = /[\t\n\f\r />]/g

/** Where the name of a tag that goes on at `from` ends (every other character is part of it). */
function nameEndFrom(html: string, from: number) {
  nameEnds.lastIndex = from
  return nameEnds.exec(html)?.index ?? html.length
}

/** How much text is decoded at once: the reading stops as soon as the limit is passed. */
const textChunk = 4096

/** Text between tags, in chunks (never splitting a reference), until the limit is passed. */
function readText(out: HtmlLines, text: string) {
  for (let from = 0; from < text.length && !out.full; ) {
    let to = Math.min(text.length, from + textChunk)
    // A reference is at most 40 characters: a chunk that ends before the text does ends before
    // the last "&" of its last 40 (a whole chunk is far longer than 40).
    if (to < text.length) {
      const tail = text.slice(to - 40, to).lastIndexOf('&')
      if (tail >= 0) to = to - 40 + tail
    }
    out.text(decodeEntities(text.slice(from, to)))
    from = to
  }
}

/** Reads `html` into lines until its end or until `limit` characters of text are written. */
export function htmlToText(html: string, limit: number): string {
  const out = new HtmlLines(limit)
  const role = tagRoles(out)
  /** The target of the link being read. */
  let href: string | null = null
  let at = 0
  /** Where the text not yet read begins: a "<" that opens no tag is part of it ("a < b"). */
  let textFrom = 0
  // Past the end, no "<" is found.
  while (!out.full) {
    const lt = html.indexOf('<', at)
    if (lt < 0) break
    const next = html[lt + 1]
    const closing = next === '/'
    const nameStart = lt + (closing ? 2 : 1)
    const first = html.charCodeAt(nameStart) | 0x20
    const named = first >= 0x61 && first <= 0x7a
    if (!named && next !== '!' && next !== '?') {
      at = lt + 1
      // A long run of them is read as it comes, so the limit stops it like any text.
      if (at - textFrom >= textChunk) {
        readText(out, html.slice(textFrom, at))
        textFrom = at
      }
      continue
    }
    readText(out, html.slice(textFrom, lt))
    textFrom = html.length // until this tag is read to its end
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4)
      if (end === -1) break
      at = textFrom = end + 3
      continue
    }
    // <!doctype>, <?xml?>: read as a tag named "!" or "?", which does nothing.
    const nameEnd = named ? nameEndFrom(html, nameStart + 1) : lt + 2
    const end = tagEnd(html, nameEnd)
    if (end === -1) break
    at = textFrom = end + 1
    const tag = html.slice(nameStart, nameEnd).toLowerCase()
    const close = hidden.get(tag)
    if (!closing && close) {
      close.lastIndex = at
      const found = close.exec(html)
      if (!found) {
        // Open to the end: all of it is the element's, which never shows.
        textFrom = html.length
        break
      }
      at = textFrom = found.index
      continue
    }
    // A closing tag's attributes mean nothing (as in a browser); its roles never read them.
    const attributes = html.slice(nameEnd, end)
    if (!closing && clientMark(tag, attributes)) out.markHistory()
    if (tag === 'a') {
      // A link's target is part of what was sent: named after its text unless the text shows it.
      // (The text is captured from every link tag on, and compared only at a link's end.)
      if (closing && href !== null && !out.captured.includes(href)) out.text(` <${href}>`)
      href = closing ? null : linkTarget(attributes)
      out.startCapture()
    }
    role(tag, closing, attributes)
  }
  readText(out, html.slice(textFrom))
  return out.toString()
}
