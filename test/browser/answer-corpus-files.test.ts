import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PostalMime from 'postal-mime'
import { describe, expect, it } from 'vitest'
import {
  forMatching,
  loadAnswerCorpus,
  replyToPlaceholder,
} from '../../scripts/answer-corpus/corpus.ts'

// The corpus checked against itself, before any parser sees it: a phrase that is not in its mail
// would pass "history cut" for nothing, and one the visitor also wrote could never be cut.
const corpus = loadAnswerCorpus()

const entities: Record<string, string> = { nbsp: ' ', lt: '<', gt: '>', amp: '&', quot: '"' }

/** The words of an HTML part as a reader sees them (enough for checking phrases, no more). */
const htmlWords = (html: string) =>
  html
    .replace(/<(head|style|script)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const hex = name[1]?.toLowerCase() === 'x'
        return String.fromCodePoint(Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10))
      }
      return entities[name.toLowerCase()] ?? whole
    })

const count = (text: string, phrase: string) =>
  forMatching(text).split(forMatching(phrase)).length - 1

describe('the answer corpus, file by file', () => {
  it('holds about a hundred mails, most with a history to cut', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(100)
    const layouts = new Set(corpus.map(({ meta }) => meta.layout))
    expect([...layouts].sort()).toEqual(['bottom-posted', 'inline', 'no-history', 'top-posted'])
  })

  it.each(corpus.map((mail) => [mail.name, mail] as const))(
    'is a sound mail: %s',
    async (name, mail) => {
      const { meta } = mail
      expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/)
      expect(name).toContain(`-${meta.language.toLowerCase()}`)
      const raw = Buffer.from(mail.raw).toString('latin1')
      expect(raw.split(replyToPlaceholder)).toHaveLength(2)
      expect(raw).toMatch(new RegExp(`^To: ${replyToPlaceholder}\r$`, 'm'))
      expect(raw, 'CRLF line ends').not.toMatch(/[^\r]\n/)

      const parsed = await PostalMime.parse(mail.raw)
      expect(parsed.messageId, 'Miniflare requires a Message-ID').toBeTruthy()
      expect(parsed.from?.address).toBe(meta.conversation.email)
      const expectedParts = {
        plain: [true, false],
        'html-only': [false, true],
        multipart: [true, true],
      }
      expect([Boolean(parsed.text), Boolean(parsed.html)]).toEqual(expectedParts[meta.format])

      const parts = [parsed.text ?? '', htmlWords(parsed.html ?? '')].filter(Boolean)
      for (const phrase of [...meta.answer, ...meta.history]) {
        expect(
          parts.some((part) => count(part, phrase) > 0),
          `"${phrase}" is in the mail`,
        ).toBe(true)
      }
      for (const phrase of meta.history) {
        for (const part of parts)
          expect(count(part, phrase), `"${phrase}" once`).toBeLessThanOrEqual(1)
        for (const said of meta.answer) {
          expect(forMatching(said).includes(forMatching(phrase)), `"${phrase}" in "${said}"`).toBe(
            false,
          )
        }
      }
      expect(meta.layout === 'no-history').toBe(meta.history.length === 0)
    },
  )
})

describe('npm run answer-mail, as the corpus README runs it', () => {
  it('writes a draft in its declared charsets and transfer encodings, CRLF lines', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lumen-draft-'))
    try {
      const draft = [
        'From: =?koi8-r?B?Пётр?= <petr@example.com>',
        'Content-Type: multipart/alternative; boundary="b1"',
        '',
        '--b1',
        'Content-Type: text/plain; charset=koi8-r',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        'Спасибо, подходит.',
        '--b1',
        'Content-Type: text/html; charset=iso-2022-jp',
        'Content-Transfer-Encoding: 7bit',
        '',
        '<p>ありがとう、火曜日で大丈夫です。</p>',
        '--b1--',
        '',
      ].join('\n')
      writeFileSync(join(dir, 'draft.txt'), draft)
      execFileSync('npm', [
        'run',
        '--silent',
        'answer-mail',
        '--',
        join(dir, 'draft.txt'),
        join(dir, 'out.eml'),
      ])
      const bytes = readFileSync(join(dir, 'out.eml'))
      const wire = bytes.toString('latin1')
      expect(wire).toContain('=?koi8-r?B?8KPU0g==?=')
      expect(wire).toContain('=F3=D0=C1=D3=C9=C2=CF')
      expect(wire).toContain('\x1b$B')
      expect(wire).not.toMatch(/[^\r]\n/)
      const parsed = await PostalMime.parse(new Uint8Array(bytes))
      expect(parsed.from?.name).toBe('Пётр')
      expect(parsed.text?.trim()).toBe('Спасибо, подходит.')
      expect(parsed.html).toContain('ありがとう、火曜日で大丈夫です。')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
