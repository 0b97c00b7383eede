// The visitor's own words stay the answer even where they echo some of the school's (known-text.ts,
// history-rules.ts): a phrase, a sentence, the last words, a line but for its numbers; and a mail
// of nothing but the school's words is kept whole. No mail in between.
import { describe, expect, it } from 'vitest'
import { known, quoted, reply, split } from './answer-split'

describe('the history the school recognises as its own', () => {
  it('keeps the last words of a bottom-posted answer that the reply also ended with', () => {
    const ending =
      'Thank you for your message. The lectures are on Tuesday and Wednesday evenings.\n\nSee you soon!'
    const seen = split(`${quoted(ending)}\n\nSee you soon!`, [ending])
    expect(seen.body).toBe('See you soon!')
    expect(seen.folded).toBe(quoted(ending))
  })

  it('keeps a short answer that repeats a phrase of the reply, right above the quote', () => {
    // "Tuesday and Wednesday" in Japanese, and "Tuesday and Wednesday evening" in Hindi.
    const cases: [string, string][] = [
      ['火曜日と水曜日', '講義は毎週火曜日と水曜日の夜に行われます。'],
      ['मंगलवार और बुधवार की शाम', 'कक्षाएँ मंगलवार और बुधवार की शाम को होती हैं।'],
      ['Tuesday and Wednesday evenings', 'The lectures are on Tuesday and Wednesday evenings.'],
    ]
    for (const [answer, text] of cases) {
      const seen = split(`${answer}\n${quoted(text)}`, [text])
      expect(seen.body).toBe(answer)
    }
  })

  it('keeps a line that repeats the reply but for its numbers, above the quote', () => {
    const text = 'Lecture 1 on Tuesday, lecture 2 on Wednesday, lecture 3 on Friday.'
    const answer = 'Lecture 4 on Tuesday, lecture 5 on Wednesday, lecture 6 on Friday?'
    expect(split(`${answer}\n${quoted(text)}`, [text]).body).toBe(answer)
  })

  it('keeps a sentence of the visitor that repeats some of the reply’s words', () => {
    const written =
      'You wrote that the lectures are on Tuesday and Wednesday evenings, but I work on Tuesdays. Can I join on Wednesdays only?'
    const seen = split(`${written}\n\n${quoted(reply)}`, known)
    expect(seen.body).toBe(written)
    expect(seen.folded).toBe(quoted(reply))
  })

  it('keeps a short line that repeats a phrase of the reply, alone', () => {
    const mail =
      'Office hours are on Monday, Thursday, Friday and Saturday.\nI will come on Friday.'
    expect(split(mail, known).body).toBe(mail)
  })

  it('keeps a mail of nothing but the school’s words whole, as the answer', () => {
    expect(split(reply, known)).toEqual({ body: reply, history: [], folded: '' })
    expect(split(quoted(reply), known).body).toBe(quoted(reply))
  })
})
