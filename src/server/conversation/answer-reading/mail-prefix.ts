// How much of an answer's raw mail is parsed. A mail up to 1 MiB is accepted (receive-answer.ts),
// but the thread keeps at most 20,000 characters of its text, which any encoding carries in far
// fewer bytes: the parser (postal-mime) reads only the mail's first `maxParsedBytes`, and at most
// `maxParsedLines` lines, whatever the rest holds. Parsing costs the parser a step per line, so a
// mail of a million empty lines would hold the worker for seconds; this bound keeps every mail's
// cost near an ordinary one's (npm run bench, "Answers at the size limit"). Past the cut, only
// attachments lose out (their names are not listed), or text the answer could not keep anyway.

/** Enough for 20,000 characters of any script in any transfer encoding, with its headers. */
export const maxParsedBytes = 256 * 1024
/**
 * Far more lines than any written answer holds (a 20,000-character answer with its history runs
 * to a few hundred; quoted-printable and base64 put 76 characters on a line, 3,400 lines in the
 * bytes above), and few enough that the parser's step per line, and the reading's, stay small.
 */
export const maxParsedLines = 4_000

/** SMTP's longest line (RFC 5321 §4.5.3.1.6), its CRLF left out. */
const maxLineBytes = 998
/** A byte inside a UTF-8 character, not its first (10xxxxxx). */
const isContinuationByte = (byte: number) => (byte & 0xc0) === 0x80

const latin1 = new TextDecoder('windows-1252')
/** A part's (or the mail's) Content-Type header, at a line's start: is it text? */
const contentType = /^content-type:\s*(text\/)?/gim

/** Whether the cut at `end` loses text: it falls inside a text part, or one follows it. */
function cutsText(raw: Uint8Array, end: number) {
  const source = latin1.decode(raw)
  // A mail that names no type is plain text (RFC 2045 §5.2), until a header says otherwise.
  let textBefore = true
  contentType.lastIndex = 0
  for (let found = contentType.exec(source); found; found = contentType.exec(source)) {
    const text = found[1] !== undefined
    // A header right at the cut opens the part the cut falls in: the one before it is whole.
    if (found.index > end) {
      if (text) return true
    } else textBefore = text
  }
  return textBefore
}

/** The bytes to parse (the whole mail, or its first lines up to the bounds), and what is lost. */
export function mailPrefix(raw: Uint8Array<ArrayBuffer>) {
  let end = Math.min(raw.byteLength, maxParsedBytes)
  let lines = 0
  let at = 0
  for (; lines < maxParsedLines; lines += 1) {
    const lineFeed = raw.indexOf(10, at)
    if (lineFeed === -1 || lineFeed >= end) break
    at = lineFeed + 1
  }
  // Cut at a line's end: the parser sees whole lines, and a part cut short ends there. A line
  // longer than SMTP allows is cut inside (never inside a character): cut at its start, a text
  // written as one long line would keep nothing.
  if (lines === maxParsedLines) end = at
  // (Cut by bytes, `end` is the bound, far past a line's length: `at` is past the mail's start.)
  else if (end < raw.byteLength && end - at <= maxLineBytes) end = at
  else while (end > 0 && isContinuationByte(raw[end] ?? 0)) end -= 1
  if (end >= raw.byteLength) return { bytes: raw, textCut: false }
  return { bytes: raw.subarray(0, end), textCut: cutsText(raw, end) }
}
