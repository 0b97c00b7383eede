// What each tag of an HTML answer does to its text (html-text.ts reads the markup): where lines
// and paragraphs break, what is quoted, and the marks mail clients put where the history they
// quote begins without quoting it. Attributes are read only for the few tags that need them, by
// one left-to-right pass over the tag (a tag of a million attributes costs one pass, never more).
import { decodeEntities } from './html-entities.ts'
import type { HtmlLines } from './html-lines.ts'

const blocks = new Set(
  'address article aside center dd div dl dt fieldset figcaption figure footer form header li main nav ol section table tbody tfoot thead tr ul'.split(
    ' ',
  ),
)
const paragraphs = new Set('p h1 h2 h3 h4 h5 h6'.split(' '))

const attributePattern = /([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g
/** Attributes past this much of a tag are not read: no client marks anything that far in. */
const maxAttributeText = 8192

/**
 * The tag's attributes by lower-case name (the first of a name counts, as in HTML), each read as
 * '' when the tag has none of that name.
 */
function attributesOf(source: string) {
  const found = new Map<string, string>()
  for (const match of source.slice(0, maxAttributeText).matchAll(attributePattern)) {
    // The name's group takes part in every match.
    const [, name, double, single, bare] = match as unknown as [string, string, ...string[]]
    const key = name.toLowerCase()
    if (!found.has(key)) found.set(key, decodeEntities(double ?? single ?? bare ?? ''))
  }
  return (name: string) => found.get(name) ?? ''
}

/**
 * Where a client marks the quoted history without quoting it, all of it below the mark: Outlook's
 * reply header (#divRplyFwdMsg; #appendonsend before its rule; desktop Outlook's and Windows
 * Mail's bordered header box; the old .OutlookMessageHeader), Outlook on phones' reference
 * container, and Hotmail's #stopSpelling rule.
 */
const markIds =
  /^(divRplyFwdMsg|appendonsend|stopSpelling|mail-editor-reference-message-container)$/i
const markBorder = /border-top\s*:\s*solid\s+#(e1e1e1|b5c4df)\b/i

/** Containers that quote what they hold without a <blockquote>: Yahoo's. */
const quotingClasses = /(^|\s)yahoo_quoted(\s|$)/

const attributeTags = new Set(['div', 'hr', 'a', 'p'])

/** Words without which no tag is a mark: most tags are passed over without reading them. */
const markWords =
  /divrplyfwdmsg|appendonsend|stopspelling|mail-editor-reference|outlookmessageheader|border-top/i

/** Whether this start tag is a client's mark of the history below it. */
export function clientMark(tag: string, source: string) {
  if (!attributeTags.has(tag) || !markWords.test(source.slice(0, maxAttributeText))) return false
  const attributes = attributesOf(source)
  if (markIds.test(attributes('id'))) return true
  if (/(^|\s)OutlookMessageHeader(\s|$)/.test(attributes('class'))) return true
  return tag === 'div' && markBorder.test(attributes('style'))
}

/** A link's web address, when it has one worth naming beside its text. */
export function linkTarget(source: string): string | null {
  const href = attributesOf(source)('href').trim()
  return /^https?:\/\//i.test(href) && href.length <= 2000 ? href : null
}

/** A reader of the tags of one answer: what each does to the lines, with what it must remember. */
export function tagRoles(out: HtmlLines) {
  /** Open <div>s, and the depth of each open Yahoo quote among them. */
  let divs = 0
  const quotingDivs: number[] = []
  return (tag: string, closing: boolean, source: string) => {
    if (tag === 'br') return out.newline()
    if (tag === 'blockquote') {
      out.block()
      out.depth = Math.max(0, out.depth + (closing ? -1 : 1))
      return
    }
    if (tag === 'div' && closing) {
      if (quotingDivs.at(-1) === divs) {
        quotingDivs.pop()
        out.block()
        out.depth = Math.max(0, out.depth - 1)
      }
      divs = Math.max(0, divs - 1)
      return out.block()
    }
    if (tag === 'div') {
      divs += 1
      out.block()
      if (source.includes('yahoo_quoted') && quotingClasses.test(attributesOf(source)('class'))) {
        quotingDivs.push(divs)
        out.depth += 1
      }
      return
    }
    if (tag === 'hr') {
      out.block()
      out.text('----------')
      return out.block()
    }
    if (tag === 'pre') {
      out.block()
      out.preformatted = Math.max(0, out.preformatted + (closing ? -1 : 1))
      return
    }
    if (paragraphs.has(tag)) {
      // Outlook writes every line as a paragraph of its own, without a margin.
      const outlookLine =
        /msonormal/i.test(source) && /(^|\s)MsoNormal(\s|$)/i.test(attributesOf(source)('class'))
      return closing || outlookLine ? out.block() : out.paragraph()
    }
    if (tag === 'li' && !closing) {
      out.block()
      return out.text('- ')
    }
    if (tag === 'td' || tag === 'th') return out.text(' ')
    if (blocks.has(tag)) out.block()
  }
}
