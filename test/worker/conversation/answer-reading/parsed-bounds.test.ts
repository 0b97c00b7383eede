// The part of a mail that is parsed (mail-prefix.ts): at most so many bytes and lines, cut at a
// line's end, never inside a character. No database and no worker in between: milliseconds.
import { describe, expect, it } from 'vitest'
import { cutNotice } from '../../../../src/server/conversation/answer-reading/answer-text'
import {
  mailPrefix,
  maxParsedBytes,
  maxParsedLines,
} from '../../../../src/server/conversation/answer-reading/mail-prefix'
import { encode, mail, received } from './read-answer'

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
})
