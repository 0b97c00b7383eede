// An HTML-only answer as plain text, read in one pass from left to right: every `<` is looked at
// once, and a tag, comment or quoted value that never closes ends the reading there (as a browser
// drops an unfinished tag at the end of the input), so no markup can make the reading go back
// over what it has read. Nothing is removed: what mail clients quote inside <blockquote> comes out
// behind "> " as a plain-text client would quote it, and where a client marks the start of the
// history without quoting it (Outlook, Windows Mail, Hotmail), the line carries html-lines.ts's
// mark. quoted-history.ts decides what is history. Head, style and script never show.

import { decodeEntities } from './html-entities'
import { HtmlLines } from './html-lines'
import { clientMark, linkTarget, tagRoles } from './html-tags'

const tagName = /[a-zA-Z][a-zA-Z0-9:-]*/y
const valueOrEnd = /[>"']/g
/** Elements whose content is never shown, read past whole. */
const hidden = new Set(['style', 'script', 'title', 'template', 'noscript', 'xml'])

const closers = new Map<string, RegExp>()
const closingTag = (tag: string) => {
  const known = closers.get(tag) ?? new RegExp(`</${tag}\\b`, 'gi')
  closers.set(tag, known)
  return known
}

/** Where the tag whose name ends at `from` closes (its `>`), skipping quoted values; -1: never. */
function tagEnd(html: string, from: number) {
  let at = from
  for (;;) {
    valueOrEnd.lastIndex = at
    const found = valueOrEnd.exec(html)
    if (!found) return -1
    if (found[0] === '>') return found.index
    const close = html.indexOf(found[0], found.index + 1)
    if (close < 0) return -1
    at = close + 1
  }
}

/** Reads `html` into lines until its end or until `limit` characters of text are written. */
export function htmlToText(html: string, limit: number): string {
  const out = new HtmlLines(limit)
  const role = tagRoles(out)
  /** The target of the link being read. */
  let href: string | null = null
  let at = 0
  while (at < html.length && !out.full) {
    const lt = html.indexOf('<', at)
    const text = html.slice(at, lt < 0 ? html.length : lt)
    if (text) out.text(decodeEntities(text))
    if (lt < 0) break
    const next = html[lt + 1] ?? ''
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4)
      if (end < 0) break
      at = end + 3
      continue
    }
    const closing = next === '/'
    tagName.lastIndex = lt + (closing ? 2 : 1)
    const name = tagName.exec(html)?.[0]
    if (!name && next !== '!' && next !== '?') {
      // A "<" that opens no tag is text ("a < b").
      out.text('<')
      at = lt + 1
      continue
    }
    const end = tagEnd(html, name ? tagName.lastIndex : lt + 2)
    if (end < 0) break
    at = end + 1
    if (!name) continue // <!doctype>, <?xml?>
    const tag = name.toLowerCase()
    if (!closing && hidden.has(tag)) {
      const close = closingTag(tag)
      close.lastIndex = at
      const found = close.exec(html)
      if (!found) break
      at = found.index
      continue
    }
    const attributes = html.slice(lt + 1 + name.length, end)
    if (!closing && clientMark(tag, attributes)) out.markHistory()
    if (tag === 'a') {
      // A link's target is part of what was sent: named after its text unless the text shows it.
      if (closing && href !== null && !out.endCapture().includes(href)) out.text(` <${href}>`)
      href = closing ? null : linkTarget(attributes)
      if (href !== null) out.startCapture()
      continue
    }
    role(tag, closing, attributes)
  }
  return out.toString()
}
