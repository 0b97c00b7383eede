// An HTML-only answer as plain text. Mail clients wrap the history they quote in elements of
// their own (Gmail's .gmail_quote, Apple Mail's and Thunderbird's blockquote type=cite, Outlook's
// #divRplyFwdMsg and everything after it): those go first, with what never shows (head, style,
// script), then postal-mime's own converter turns the rest into text, entities decoded.
import PostalMime from 'postal-mime'

/** Quote containers the clients name; removed with their content, whatever follows them. */
const quoteContainers = [
  '.gmail_quote',
  'blockquote[type="cite"]',
  '.moz-cite-prefix',
  'head',
  'style',
  'script',
  'title',
].join(', ')

/**
 * Outlook (desktop and web) puts no container around the mail it answers: a rule or an empty
 * div, then the answered mail's header block, then its body, to the end. It never writes between
 * quoted lines, so everything from that mark on is the history.
 */
const outlookHistory =
  /<hr\b[^>]*>\s*<div\b[^>]*\bid=["']?divRplyFwdMsg|<div\b[^>]*\bid=["']?divRplyFwdMsg/i

/** The HTML without quoted history and invisible parts. */
async function withoutHistory(html: string): Promise<string> {
  const outlook = outlookHistory.exec(html)
  const answer = outlook ? html.slice(0, outlook.index) : html
  return new HTMLRewriter()
    .on(quoteContainers, {
      element(element) {
        element.remove()
      },
    })
    .transform(new Response(answer, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }))
    .text()
}

const boundary = 'lumen-html-text'

/**
 * The text of an HTML body, by postal-mime's own converter. Its package exports no converter;
 * it runs it on an HTML part only when the message also holds plain text, so the HTML goes in as
 * the first part of a message whose second part is an empty plain text.
 */
export async function htmlToText(html: string): Promise<string> {
  const body = await withoutHistory(html)
  const { text } = await PostalMime.parse(
    [
      `Content-Type: multipart/mixed; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      base64(body),
      `--${boundary}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      '',
      `--${boundary}--`,
    ].join('\r\n'),
  )
  return (text ?? '').trim()
}

/** Base64 of UTF-8: no line of the HTML can then be read as the boundary. */
function base64(text: string) {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}
