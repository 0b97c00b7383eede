// A visitor's answer read as the email() handler reads it (receive-answer.ts): the part of the
// mail that is parsed (mail-prefix.ts), the text kept from it and the names of its files
// (answer-text.ts), with no database and no worker in between, so each test runs in milliseconds
// and mutation testing can afford all of them for every change of the reading.
import PostalMime from 'postal-mime'
import { describe, expect, it } from 'vitest'
import { knownText } from '../../../../src/server/conversation/answer-history/known-text'
import {
  answerText,
  attachmentNames,
  cutNotice,
  maxAnswerCharacters,
} from '../../../../src/server/conversation/answer-reading/answer-text'
import { historyMark } from '../../../../src/server/conversation/answer-reading/html-lines'
import {
  mailPrefix,
  maxParsedBytes,
  maxParsedLines,
} from '../../../../src/server/conversation/answer-reading/mail-prefix'

const context = {
  known: knownText([]),
  school: { names: ['lumen code academy'], addresses: ['@lumen.test'] },
}
const plain = (text: string, cutBefore?: boolean) => answerText({ text }, context, cutBefore)
const html = (markup: string) => answerText({ html: markup }, context)
const encode = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>

/** What staff see of a raw mail: the parsed part read as the handler reads it. */
async function received(raw: Uint8Array<ArrayBuffer>) {
  const prefix = mailPrefix(raw)
  const email = await PostalMime.parse(prefix.bytes)
  return { ...answerText(email, context, prefix.textCut), files: attachmentNames(email) }
}

/** A mail's head and body, CRLF lines. */
const mail = (head: string[], body: string) =>
  encode(`${['From: ada@example.com', ...head].join('\r\n')}\r\n\r\n${body}`)

/** A multipart mail of the parts given as [headers, body]. */
const multipart = (parts: [string, string][]) =>
  mail(
    ['Content-Type: multipart/mixed; boundary="b1"'],
    `${parts.map(([head, body]) => `--b1\r\n${head}\r\n\r\n${body}`).join('\r\n')}\r\n--b1--\r\n`,
  )

/** Base64 lines of a file larger than the part of a mail that is parsed. */
const bigFile = `${'QUJD'.repeat(19)}\r\n`.repeat(Math.ceil((maxParsedBytes * 2) / 78))
const pdf = 'Content-Type: application/pdf; name="cv.pdf"\r\nContent-Transfer-Encoding: base64'

describe('the text kept of an answer', () => {
  it('keeps a plain answer’s lines as written, tidied at their ends', () => {
    expect(plain('\r\n\n  \nHello Ada,\r\n\r\n  indented  \t\r\nbye\t \n \n\n')).toEqual({
      body: 'Hello Ada,\n\n  indented\nbye',
      history: [],
    })
    expect(plain('one\rtwo\r\rthree')).toEqual({ body: 'one\ntwo\n\nthree', history: [] })
  })

  it('drops control characters, never a tab, a line break or a letter', () => {
    expect(plain('a\u0000b\u0007c\u001bd\u007fe\u0085f\u009fg\th\ni\u00a0j').body).toBe(
      'abcdefg\th\ni\u00a0j',
    )
  })

  it('reads the HTML when the plain part is missing or blank, and the plain part otherwise', () => {
    expect(answerText({ text: ' \r\n\t', html: '<p>From HTML</p>' }, context).body).toBe(
      'From HTML',
    )
    expect(answerText({ text: 'From text', html: '<p>From HTML</p>' }, context).body).toBe(
      'From text',
    )
    expect(answerText({}, context)).toEqual({ body: '', history: [] })
    expect(html('<p>Tom &amp; Jerry<br>  say   hi</p>').body).toBe('Tom & Jerry\nsay hi')
  })

  it('keeps a plain answer’s "<" and "&" as typed: it is no markup', () => {
    expect(plain('Is <b>bold</b> &amp; fine?').body).toBe('Is <b>bold</b> &amp; fine?')
  })

  it('keeps the answer’s parts apart from each history, each fold where it was', () => {
    const text = '\n> Which day?\n>\n> Lumen\n\n\nTuesday.\n\n  Ada  \n\n> Anything else?\n\nNo.'
    expect(plain(text)).toEqual({
      body: 'Tuesday.\n\n  Ada\n\nNo.',
      history: [
        { at: 0, text: '> Which day?\n>\n> Lumen' },
        { at: 'Tuesday.\n\n  Ada'.length, text: '> Anything else?' },
      ],
    })
  })

  it('folds what an HTML client marks as history, but never for a character the sender typed', () => {
    const marked = html('<div>Yes.</div><div id="divRplyFwdMsg">From: Lumen</div>')
    expect(marked).toEqual({ body: 'Yes.', history: [{ at: 4, text: 'From: Lumen' }] })
    // The mark's own character typed in the text, or in the markup, marks nothing and is dropped.
    expect(plain(`Yes.\n${historyMark}From: Lumen`)).toEqual({
      body: 'Yes.\nFrom: Lumen',
      history: [],
    })
    expect(html(`<div>Yes.</div><div>${historyMark}From: Lumen</div>`)).toEqual({
      body: 'Yes.\nFrom: Lumen',
      history: [],
    })
  })
})

describe('an answer at the length it is kept to', () => {
  const limit = maxAnswerCharacters

  it('keeps a plain answer of exactly the limit whole, white space after it too', () => {
    const text = 'a'.repeat(limit)
    expect(plain(text).body).toBe(text)
    expect(plain(`${text}\r\n \t\n`).body).toBe(text)
  })

  it('cuts a plain answer with a word past the limit, and says so', () => {
    expect(plain(`${'a'.repeat(limit)}b`).body).toBe(`${'a'.repeat(limit)}\n\n${cutNotice}`)
    expect(plain(`${'a'.repeat(limit)}\n\nmore`).body).toBe(`${'a'.repeat(limit)}\n\n${cutNotice}`)
  })

  it('never keeps half a character: one fewer unit rather than half a pair', () => {
    const emoji = '𝒶'.repeat(limit / 2)
    expect(plain(emoji).body).toBe(emoji)
    expect(plain(`x${emoji}`).body).toBe(`x${'𝒶'.repeat(limit / 2 - 1)}\n\n${cutNotice}`)
    // The first character past U+FFFF: its two halves are the lowest of each kind.
    expect(plain(`${'a'.repeat(limit - 1)}\u{10000}`).body).toBe(
      `${'a'.repeat(limit - 1)}\n\n${cutNotice}`,
    )
    expect(plain(`${'a'.repeat(limit - 2)}\u{10000}z`).body).toBe(
      `${'a'.repeat(limit - 2)}\u{10000}\n\n${cutNotice}`,
    )
    // A character of one unit, or one outside the surrogates, ends the kept text as it is.
    expect(plain(`${'a'.repeat(limit - 1)}\ud7ffz`).body).toBe(
      `${'a'.repeat(limit - 1)}\ud7ff\n\n${cutNotice}`,
    )
    expect(plain(`${'a'.repeat(limit - 1)}\ue000z`).body).toBe(
      `${'a'.repeat(limit - 1)}\n\n${cutNotice}`,
    )
  })

  it('says an HTML answer was cut when any text at all lay past the limit', () => {
    const words = 'a'.repeat(limit)
    expect(html(`<p>${words}</p>`).body).toBe(words)
    expect(html(`<p>${words}b</p>`).body).toBe(`${words}\n\n${cutNotice}`)
  })

  it('says an HTML answer was cut when a paragraph follows one that ends at the limit', () => {
    const words = 'a'.repeat(limit)
    expect(html(`<p>${words}</p><p>More words.</p>`).body).toBe(`${words}\n\n${cutNotice}`)
    expect(html(`<div>${words}</div><blockquote>Quoted</blockquote>`).body).toBe(
      `${words}\n\n${cutNotice}`,
    )
    expect(html(`${words}<br>more`).body).toBe(`${words}\n\n${cutNotice}`)
    expect(html(`${words}<br>`).body).toBe(words)
  })

  it('says it was cut when the mail itself was read only in part', () => {
    expect(plain('Short.', true).body).toBe(
      'Short.\n\n[The answer was longer; the rest was not kept.]',
    )
    expect(plain('Short.', false).body).toBe('Short.')
    expect(plain('Short.').body).toBe('Short.')
  })
})

describe('the names of the files an answer carried', () => {
  const file = (filename: string | null, extra: object = {}) => ({
    filename,
    mimeType: 'application/pdf',
    disposition: 'attachment' as const,
    content: new ArrayBuffer(0),
    ...extra,
  })

  it('lists each file by its name, a nameless one by its type', () => {
    expect(attachmentNames({ attachments: [file('cv.pdf'), file(null)] })).toEqual([
      'cv.pdf',
      'unnamed (application/pdf)',
    ])
  })

  it('leaves out the images the HTML shows inline', () => {
    const logo = file('logo.png', { related: true, mimeType: 'image/png' })
    expect(attachmentNames({ attachments: [logo, file('cv.pdf')] })).toEqual(['cv.pdf'])
  })

  it('lists at most twenty names, each on one line, without controls, at most 200 long', () => {
    const many = Array.from({ length: 25 }, (_, index) => file(`f${index}.pdf`))
    expect(attachmentNames({ attachments: many })).toEqual(
      Array.from({ length: 20 }, (_, index) => `f${index}.pdf`),
    )
    expect(
      attachmentNames({ attachments: [file(' two\r\nlines\u0007.pdf '), file('x'.repeat(300))] }),
    ).toEqual([' two lines.pdf', 'x'.repeat(200)])
    expect(attachmentNames({ attachments: [file('a\nb\nc')] })).toEqual(['a b c'])
    expect(attachmentNames({ attachments: [file('\r\n\ncv.pdf\r\n\r\n')] })).toEqual(['cv.pdf'])
  })
})

describe('the part of a mail that is parsed', () => {
  it('parses a mail within the bounds whole, and says nothing was cut', () => {
    const raw = mail([], 'Hello\r\n'.repeat(1000))
    expect(mailPrefix(raw)).toEqual({ bytes: raw, textCut: false })
    // Its last line without a line break after it too.
    const unended = mail([], 'Hello')
    expect(mailPrefix(unended)).toEqual({ bytes: unended, textCut: false })
  })

  it('parses at most the bound’s bytes, cut at a line’s end', async () => {
    const line = `${'y'.repeat(99)}\n`
    const raw = encode(`From: ada@example.com\nContent-Type: text/plain\n\n${line.repeat(3000)}`)
    const { bytes, textCut } = mailPrefix(raw)
    expect(textCut).toBe(true)
    expect(bytes.byteLength).toBeLessThanOrEqual(maxParsedBytes)
    expect(bytes.byteLength).toBeGreaterThan(maxParsedBytes - 100)
    expect(bytes[bytes.byteLength - 1]).toBe(10)
    const { body } = await received(raw)
    expect(body.endsWith(`${'y'.repeat(99)}\n\n${cutNotice}`)).toBe(true)
  })

  it('parses a mail of exactly the bound’s bytes whole', () => {
    const head = 'From: ada@example.com\n\n'
    const raw = encode(`${head}${'z'.repeat(maxParsedBytes - head.length)}`)
    expect(mailPrefix(raw)).toEqual({ bytes: raw, textCut: false })
    const over = encode(`${head}${'z'.repeat(maxParsedBytes - head.length + 1)}`)
    expect(mailPrefix(over).bytes.byteLength).toBe(maxParsedBytes)
  })

  it('parses at most 4,000 lines, however short', async () => {
    const head = 'From: ada@example.com\nContent-Type: text/plain\n\n'
    const lines = (count: number) => encode(`${head}${'l\n'.repeat(count)}`)
    // The head's three lines count: 3,997 of text fill the bound exactly.
    expect(mailPrefix(lines(maxParsedLines - 3))).toEqual({
      bytes: lines(maxParsedLines - 3),
      textCut: false,
    })
    const over = mailPrefix(encode(`${head}${'l\n'.repeat(maxParsedLines)}end`))
    expect(over.bytes.byteLength).toBe(head.length + 2 * (maxParsedLines - 3))
    expect(over.textCut).toBe(true)
    const cut = await received(encode(`${head}${'l\n'.repeat(maxParsedLines)}end`))
    expect(cut.body.endsWith(`l\nl\n\n${cutNotice}`)).toBe(true)
    expect(cut.body).not.toContain('end')
  })

  it('cuts a line longer than SMTP allows inside, never inside a character', () => {
    const head = 'From: ada@example.com\nContent-Type: text/plain; charset=utf-8\n\n'
    for (const pad of ['', 'x', 'xx']) {
      const raw = encode(`${head}${pad}${'長'.repeat(maxParsedBytes / 2)}`)
      const { bytes, textCut } = mailPrefix(raw)
      expect(textCut).toBe(true)
      expect(bytes.byteLength).toBeLessThanOrEqual(maxParsedBytes)
      expect(bytes.byteLength).toBeGreaterThan(maxParsedBytes - 3)
      expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes).endsWith('長')).toBe(true)
    }
  })

  it('cuts at the last line’s start when that line began at most 998 bytes before the bound', () => {
    const head = 'From: ada@example.com\n\n'
    const lineStart = (bytesBefore: number) => {
      const first = maxParsedBytes - bytesBefore - head.length - 1
      return encode(`${head}${'a'.repeat(first)}\n${'b'.repeat(2000)}`)
    }
    // The line begins 998 bytes before the bound: an SMTP line, cut at its start.
    expect(mailPrefix(lineStart(998)).bytes.byteLength).toBe(maxParsedBytes - 998)
    // 999 bytes before: longer than SMTP allows, cut at the bound inside it.
    expect(mailPrefix(lineStart(999)).bytes.byteLength).toBe(maxParsedBytes)
    // A line that ends right at the bound: its line break is the first byte past it.
    const atBound = encode(`${head}${'a'.repeat(maxParsedBytes - head.length)}\nmore`)
    expect(mailPrefix(atBound).bytes.byteLength).toBe(maxParsedBytes)
  })

  it('keeps the start of a mail written as one line of broken bytes: nothing at all', () => {
    const broken = new Uint8Array(maxParsedBytes + 10).fill(0x80)
    expect(mailPrefix(broken).bytes.byteLength).toBe(0)
  })

  it('says nothing was cut when only a file lies past the cut, and lists it', async () => {
    const raw = multipart([
      ['Content-Type: text/plain; charset=utf-8', 'My CV is attached.'],
      [`${pdf}\r\nContent-Disposition: attachment; filename="cv.pdf"`, bigFile],
    ])
    expect(mailPrefix(raw).textCut).toBe(false)
    expect(await received(raw)).toMatchObject({ body: 'My CV is attached.', files: ['cv.pdf'] })
  })

  it('says nothing was cut when the cut falls right where a file’s part begins', async () => {
    const before = [
      'From: ada@example.com',
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain',
      '',
    ]
    // The text part and its closing boundary fill the 4,000 lines; the file's header is next.
    const words = Array.from({ length: maxParsedLines - before.length - 1 }, (_, n) => `${n % 10}`)
    const file = ['Content-Type: image/png', 'Content-Transfer-Encoding: base64', '', 'QUJD']
    const raw = encode([...before, ...words, '--b1', ...file, '--b1--', ''].join('\n'))
    expect(mailPrefix(raw).textCut).toBe(false)
    expect((await received(raw)).body).toBe(words.join('\n'))
  })

  it('says the answer was cut when a text part follows the cut', async () => {
    const thirdPart = (head: string) =>
      multipart([
        ['Content-Type: text/plain; charset=utf-8', 'Before.'],
        [pdf, bigFile],
        [head, 'After.'],
      ])
    for (const head of [
      'Content-Type: text/plain; charset=utf-8',
      'content-type:text/html',
      'CONTENT-TYPE:   text/plain',
      'Content-Type:\ttext/plain',
    ]) {
      expect(mailPrefix(thirdPart(head)).textCut).toBe(true)
    }
    expect((await received(thirdPart('Content-Type: text/plain'))).body).toBe(
      `Before.\n\n${cutNotice}`,
    )
    // A part of another kind after the cut loses no text.
    expect(mailPrefix(thirdPart('Content-Type: image/png')).textCut).toBe(false)
    // Neither does a header that only ends like one.
    expect(mailPrefix(thirdPart('X-Content-Type: text/plain')).textCut).toBe(false)
  })

  it('says a mail without a Content-Type, plain text by default, was cut', async () => {
    const raw = mail([], 'word\r\n'.repeat(maxParsedLines))
    const { body } = await received(raw)
    expect(body.endsWith(`word\nword\n\n${cutNotice}`)).toBe(true)
  })

  it('says the answer was cut when the cut falls inside its text part', async () => {
    const raw = multipart([
      ['Content-Type: text/plain; charset=utf-8', 'word '.repeat(maxParsedBytes / 4)],
      [pdf, 'QUJD'],
    ])
    expect(mailPrefix(raw).textCut).toBe(true)
    const single = mail(['Content-Type: text/plain'], 'word\r\n'.repeat(maxParsedBytes / 4))
    expect(mailPrefix(single).textCut).toBe(true)
  })

  it('reads each mail afresh: the last mail’s cut says nothing of the next', () => {
    const textAfter = multipart([
      ['Content-Type: text/plain', 'Before.'],
      [pdf, bigFile],
      ['Content-Type: text/plain', 'After.'],
    ])
    const textBefore = multipart([
      ['Content-Type: text/plain', 'word '.repeat(maxParsedBytes / 4)],
      [pdf, bigFile],
    ])
    const fileAfter = multipart([
      ['Content-Type: text/plain', 'Before.'],
      [pdf, bigFile],
    ])
    expect(mailPrefix(textAfter).textCut).toBe(true)
    expect(mailPrefix(fileAfter).textCut).toBe(false)
    expect(mailPrefix(textBefore).textCut).toBe(true)
  })
})
