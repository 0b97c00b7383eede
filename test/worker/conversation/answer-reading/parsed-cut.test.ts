// Whether staff are told an answer was cut when only part of its mail is parsed (mail-prefix.ts,
// answer-text.ts): a file past the cut is no cut text, a text part past it is, and each mail is
// read afresh. Through postal-mime, with no database and no worker in between.
import { describe, expect, it } from 'vitest'
import { cutNotice } from '../../../../src/server/conversation/answer-reading/answer-text'
import {
  mailPrefix,
  maxParsedBytes,
  maxParsedLines,
} from '../../../../src/server/conversation/answer-reading/mail-prefix'
import { bigFile, encode, mail, multipart, pdf, received } from './read-answer'

describe('the part of a mail that is parsed', () => {
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
