// Adversarial answers at the size limit: mails shaped to make a careless pass over their text
// rescan it (long runs of one character, unclosed markup, deep nesting, very long and very many
// lines, mixed scripts), as plain text, quoted-printable, base64 and HTML only. Each is as large
// as the email() handler accepts. The worker test (conversation-answer-limits) runs every one
// under a generous bound; `BENCH_ONLY=mail npm run bench` times them against ordinary mails.

/** One mail's content: its MIME headers and body (CRLF added when the mail is built). */
export type MailShape = { name: string; headers: Record<string, string>; body: string }

const plain = { 'Content-Type': 'text/plain; charset=utf-8' }
const html = { 'Content-Type': 'text/html; charset=utf-8' }
const qp = { ...plain, 'Content-Transfer-Encoding': 'quoted-printable' }
const base64 = { ...plain, 'Content-Transfer-Encoding': 'base64' }

/** `unit` repeated to fill `size` characters (the last copy cut). */
const fill = (unit: string, size: number) =>
  unit.repeat(Math.ceil(size / unit.length)).slice(0, Math.max(0, size))

/** Ordinary prose, for the reference mails and the long reply. */
export const prose =
  'The next cohort starts in January; lectures are on Tuesday and Wednesday evenings, and every one is recorded so that shift workers can follow them the day after. '

const mixedScripts =
  'Grüße aus Zürich — Привет из Москвы — 東京からこんにちは — مرحبا من القاهرة — שלום — สวัสดี — 👩🏽‍💻🚀 — e\u0301te\u0301 '

/** Quoted-printable of `text`, lines of at most 76 characters (soft breaks), every byte encoded. */
function quotedPrintable(text: string) {
  const encoded = [...new TextEncoder().encode(text)]
    .map((byte) => `=${byte.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('')
  return (encoded.match(/.{1,75}/g) ?? []).join('=\r\n')
}

/** Base64 of UTF-8 `text` in lines of 76 characters. */
function base64Lines(text: string) {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return (btoa(binary).match(/.{1,76}/g) ?? []).join('\r\n')
}

const bytes = (text: string) => new TextEncoder().encode(text).byteLength

/** The body with CRLF line ends (as a mail carries it), cut to at most `size` bytes. */
function fitted(shape: MailShape, size: number): MailShape {
  let body = shape.body.replace(/\r?\n/g, '\r\n')
  while (bytes(body) > size)
    body = body.slice(0, Math.floor((body.length * size) / bytes(body)) - 4)
  return { ...shape, body }
}

/** Every shape, its body at most `size` bytes (leave room for the mail's headers). */
export function mailShapes(size: number): MailShape[] {
  return adversarial(size).map((shape) => fitted(shape, size))
}

function adversarial(size: number): MailShape[] {
  const third = Math.floor(size / 3.2) // quoted-printable's =XX triples every byte, plus breaks
  const fourth = Math.floor((size / 4) * 3 * 0.97) // base64's four characters per three bytes
  return [
    { name: 'plain: one run of spaces', headers: plain, body: `a${fill(' ', size - 2)}x` },
    { name: 'plain: lines of ">"', headers: plain, body: `${fill('>\n', size - 1)}x` },
    { name: 'plain: one line of ">"', headers: plain, body: `${fill('>', size - 2)} x` },
    { name: 'plain: empty lines', headers: plain, body: `a${fill('\n', size - 2)}x` },
    { name: 'plain: many short lines', headers: plain, body: fill('a\n', size) },
    { name: 'plain: one very long line', headers: plain, body: fill(prose, size) },
    {
      name: 'plain: spaces and tabs at line ends',
      headers: plain,
      body: fill(`a${' \t'.repeat(200)}\n`, size),
    },
    {
      name: 'plain: mixed scripts',
      headers: plain,
      body: fill(`${mixedScripts}\n`, Math.floor(size / 2)),
    },
    {
      name: 'plain: header lookalikes',
      headers: plain,
      body: fill('From: a\nSent: b\nOn 1 wrote:\n-----Original Message-----\n> x\n', size),
    },
    { name: 'plain: a run of dashes', headers: plain, body: `--x${fill('-', size - 3)}` },
    { name: 'plain: one line of ":"', headers: plain, body: `a${fill(':', size - 1)}` },
    {
      name: 'plain: wrapped attribution lookalikes',
      headers: plain,
      body: fill('On 1 May 2026,\nat 10:00,\nAna <a@b.io>\nwrote:\n> x\nlower case\n', size),
    },
    {
      name: 'plain: header fields of the tables',
      headers: plain,
      body: fill('De : a\nÀ :\nCc:\nVon: b\nAn:\n10:00, a@b.io:\n', size),
    },
    {
      name: 'quoted-printable: spaces',
      headers: qp,
      body: `a${fill(`${' '.repeat(75)}=\n`, size - 2)}x`,
    },
    {
      name: 'quoted-printable: lines of ">"',
      headers: qp,
      body: quotedPrintable(fill('>\n', third)),
    },
    {
      name: 'quoted-printable: mixed scripts',
      headers: qp,
      body: quotedPrintable(fill(mixedScripts, third / 2)),
    },
    {
      name: 'base64: mixed scripts',
      headers: base64,
      body: base64Lines(fill(mixedScripts, fourth / 2)),
    },
    { name: 'html: "<hr " without end', headers: html, body: fill('<hr ', size) },
    { name: 'html: unclosed "<a "', headers: html, body: fill('<a ', size) },
    { name: 'html: unclosed comments', headers: html, body: fill('<!--', size) },
    { name: 'html: a run of "<"', headers: html, body: fill('<', size) },
    { name: 'html: nested blockquotes', headers: html, body: `${fill('<blockquote>', size - 2)}x` },
    { name: 'html: nested divs with text', headers: html, body: fill('<div>x', size) },
    {
      name: 'html: nested Yahoo quotes',
      headers: html,
      body: fill('<div class="yahoo_quoted">x', size),
    },
    { name: 'html: line breaks', headers: html, body: fill('<br>', size) },
    { name: 'html: entities', headers: html, body: fill('&amp;&#x41;&nbsp;&#', size) },
    {
      name: 'html: one tag of many attributes',
      headers: html,
      body: `<div${fill(' id=divRplyFwdMsg class=a', size - 6)}>x`,
    },
    {
      name: 'html: an unclosed quoted value',
      headers: html,
      body: `<a title="${fill('x', size - 12)}`,
    },
    { name: 'html: a run of spaces', headers: html, body: `<p>a${fill(' ', size - 5)}x` },
    { name: 'html: newlines and spaces', headers: html, body: `a${fill('\n ', size - 2)}x` },
    { name: 'html: unclosed style', headers: html, body: `<style>${fill('p{}', size - 7)}` },
  ]
}

/** Shapes of answer against the conversation's long reply (`reply`, as the school sent it). */
export function knownShapes(size: number, reply: string): MailShape[] {
  const quoted = `> ${reply.replaceAll('\n', '\n> ')}\n`
  const shapes: MailShape[] = [
    {
      name: 'known: the long reply, again and again',
      headers: plain,
      body: fill(`${reply}\n`, size),
    },
    {
      name: 'known: reply lines between answer lines',
      headers: plain,
      body: fill(`${quoted}Yes.\n`, size),
    },
    {
      name: 'known: header lines above every reply line',
      headers: plain,
      body: fill(
        `From: Lumen Code Academy <school@lumen.test>\nSent: 24 Nov 2026\n${reply.slice(0, 200)}\n`,
        size,
      ),
    },
  ]
  return shapes.map((shape) => fitted(shape, size))
}

/** Ordinary answers of the same size, the reference the shapes are compared with. */
export function ordinaryShapes(size: number): MailShape[] {
  const paragraph = `${(prose.repeat(3).match(/.{1,72}(\s|$)/g) ?? []).join('\n')}\n\n`
  const shapes: MailShape[] = [
    { name: 'ordinary: plain prose', headers: plain, body: fill(paragraph, size) },
    { name: 'ordinary: HTML prose', headers: html, body: fill(`<p>${prose}</p>\n`, size) },
  ]
  return shapes.map((shape) => fitted(shape, size))
}
