// A megabyte of one character, on one line or on many, as the history rules read it: cut to the
// kept length first (answer-text.ts), then read line by line, so no rule ever sees more, and
// nothing the visitor wrote is lost however much of it looks like a header. What it costs is
// the bench's ("Answers at the size limit") and limits.test.ts's, on the same shapes.
import { describe, expect, it } from 'vitest'
import {
  cutNotice,
  maxAnswerCharacters,
} from '../../../../src/server/conversation/answer-reading/answer-text'
import { plain } from './read-answer'

const megabyte = 1024 * 1024
const run = (unit: string) => unit.repeat(Math.ceil(megabyte / unit.length)).slice(0, megabyte)

describe('a megabyte of one character', () => {
  it('keeps the first 20,000 characters of one line of any character, and says it cut', () => {
    for (const character of [':', '@', ',', '>', '-', '=', '_', '<', '1', '.', 'a', ' ']) {
      const text = `x${run(character)}y`
      const kept = text.slice(0, maxAnswerCharacters).trimEnd()
      expect(plain(text), JSON.stringify(character)).toEqual({
        body: `${kept}\n\n${cutNotice}`,
        history: [],
      })
    }
  })

  it('keeps every line of header lookalikes when nothing else is left as the answer', () => {
    for (const line of [':\n', 'On 1 May 2026, a@b.io wrote:\n', 'De : a\nÀ : b\nObjet : c\n']) {
      const text = run(line)
      const kept = text.slice(0, maxAnswerCharacters).trimEnd()
      expect(plain(text).body, JSON.stringify(line)).toBe(`${kept}\n\n${cutNotice}`)
    }
  })
})
