// A draft of a mail, written in UTF-8 as a person reads it, made into the bytes a client sends:
// each leaf part's text in its declared charset and transfer encoding (quoted-printable, base64,
// 7bit/8bit), and `=?charset?B|Q?…?=` header words encoded from the text written inside them.
// Structure, headers and line breaks stay exactly as drafted (lines end in CRLF).
// `npm run answer-mail -- <draft> <out.eml>` (test/fixtures/answers/README.md).
import { readFileSync, writeFileSync } from 'node:fs'
import { encoderFor } from './charsets.ts'

const crlf = '\r\n'

/** A header's parameter (`charset`, `boundary`), unquoted, the header unfolded first. */
function parameter(headers: string, header: string, name: string): string | undefined {
  const unfolded = headers.replace(/\n[ \t]+/g, ' ')
  const line = unfolded.match(new RegExp(`^${header}:(.*)$`, 'im'))?.[1] ?? ''
  return line.match(new RegExp(`${name}="?([^";\\s]+)"?`, 'i'))?.[1]
}

/** One char a byte (Node's latin1 is ISO-8859-1 proper, unlike TextDecoder's windows-1252). */
const bytesToBinary = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')

/** RFC 2045 §6.7: lines of at most 76 characters, `=` soft breaks, hard breaks kept as CRLF. */
export function quotedPrintable(bytes: Uint8Array): string {
  const lines: string[] = []
  let line = ''
  const hex = (byte: number) => `=${byte.toString(16).toUpperCase().padStart(2, '0')}`
  const push = (token: string) => {
    if (line.length + token.length > 75) {
      lines.push(`${line}=`)
      line = ''
    }
    line += token
  }
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index] as number
    if (byte === 0x0d && bytes[index + 1] === 0x0a) {
      // White space before a hard break would be lost in transport: encode it.
      line = line.replace(/[ \t]$/, (space) => hex(space.charCodeAt(0)))
      lines.push(line)
      line = ''
      index += 1
    } else if ((byte >= 33 && byte <= 126 && byte !== 61) || byte === 32 || byte === 9)
      push(String.fromCharCode(byte))
    else push(hex(byte))
  }
  lines.push(line.replace(/[ \t]$/, (space) => hex(space.charCodeAt(0))))
  return lines.join(crlf)
}

const base64 = (bytes: Uint8Array) =>
  (
    Buffer.from(bytes)
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join(crlf)

/** Encoded words written with their text in the clear: `=?gb2312?B?你好?=` → `=?gb2312?B?xOO6ww==?=`. */
export function encodeHeaderWords(headers: string): string {
  return headers.replace(/=\?([^?]+)\?([BbQq])\?(.*?)\?=/g, (_, charset: string, kind, text) => {
    const bytes = encoderFor(charset)(text)
    const body =
      kind.toUpperCase() === 'B'
        ? Buffer.from(bytes).toString('base64')
        : [...bytes]
            .map((byte) =>
              /[A-Za-z0-9!*+\-/]/.test(String.fromCharCode(byte))
                ? String.fromCharCode(byte)
                : byte === 32
                  ? '_'
                  : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`,
            )
            .join('')
    return `=?${charset}?${kind}?${body}?=`
  })
}

/** One part (headers, blank line, body) in wire form, as a binary string (one char a byte). */
function encodePart(part: string): string {
  const split = part.indexOf('\n\n')
  const headers = split < 0 ? part : part.slice(0, split)
  const body = split < 0 ? '' : part.slice(split + 2)
  // A header written with raw non-ASCII goes as UTF-8 (RFC 6532), as some clients send it.
  const head = bytesToBinary(
    new TextEncoder().encode(encodeHeaderWords(headers).replace(/\n/g, crlf)),
  )
  const boundary = parameter(headers, 'Content-Type', 'boundary')
  if (boundary) {
    const pieces = body.split(`--${boundary}`)
    const [preamble = '', ...rest] = pieces
    const encoded = rest.map((piece) => {
      if (piece.startsWith('--')) return piece.replace(/\n/g, crlf)
      return `${crlf}${encodePart(piece.replace(/^\n/, '').replace(/\n$/, ''))}${crlf}`
    })
    return `${head}${crlf}${crlf}${[preamble.replace(/\n/g, crlf), ...encoded].join(`--${boundary}`)}`
  }
  const charset = parameter(headers, 'Content-Type', 'charset') ?? 'us-ascii'
  const transfer = (
    headers.match(/^Content-Transfer-Encoding:\s*(\S+)/im)?.[1] ?? '7bit'
  ).toLowerCase()
  const bytes = encoderFor(charset)(body.replace(/\n/g, crlf))
  const wire =
    transfer === 'quoted-printable'
      ? quotedPrintable(bytes)
      : transfer === 'base64'
        ? base64(bytes)
        : bytesToBinary(bytes)
  return `${head}${crlf}${crlf}${wire}`
}

/** The draft (UTF-8 text, `\n` lines) as the bytes of the mail. */
export function encodeDraft(draft: string): Uint8Array {
  return Buffer.from(encodePart(draft.replace(/\r\n?/g, '\n')), 'latin1')
}

if (import.meta.main) {
  const [draft, out] = process.argv.slice(2)
  if (!draft || !out) {
    console.error('usage: npm run answer-mail -- <draft> <out.eml>')
    process.exit(1)
  }
  writeFileSync(out, encodeDraft(readFileSync(draft, 'utf8')))
}
