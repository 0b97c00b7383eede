// The school's words recognised in an answer however a client passed them on (known-text.ts,
// history-rules.ts), read straight from an answer's text and the conversation's texts: pasted
// without marks, rewrapped, re-cased, re-encoded, a word in five added, quoted with the message
// before it: folded. No mail in between: these run in a few seconds.
import { describe, expect, it } from 'vitest'
import { known, message, quoted, reply, split, wrapped } from './answer-split'

describe('the history the school recognises as its own', () => {
  it('folds the reply pasted below the answer without marks or header, rewrapped', () => {
    const seen = split(`Danke, das passt gut. Ich melde mich an.\n\n${wrapped(reply, 38)}`, known)
    expect(seen.body).toBe('Danke, das passt gut. Ich melde mich an.')
    expect(seen.history).toEqual([{ at: seen.body.length, text: wrapped(reply, 38) }])
  })

  it('folds the reply to its last word, a name alone on the last line', () => {
    const signed =
      'Thank you, the lectures are on Tuesday evenings and every one is recorded.\nMaria'
    const seen = split(`Thanks.\n\n${signed}`, [signed])
    expect(seen).toEqual({ body: 'Thanks.', history: [{ at: 7, text: signed }], folded: signed })
  })

  it('folds the reply above a bottom-posted answer, every line of it to its last word', () => {
    const mail = `${wrapped(reply, 72)}\n\nThanks, Tuesday evenings work for me.\n\nAda`
    const seen = split(mail, known)
    expect(seen.body).toBe('Thanks, Tuesday evenings work for me.\n\nAda')
    expect(seen.history).toEqual([{ at: 0, text: wrapped(reply, 72) }])
  })

  it('folds the reply with its case, punctuation and quote marks changed', () => {
    const shouted = reply.toUpperCase().replaceAll(',', ' ;').replaceAll('.', '!')
    const seen = split(`Yes!\n\n${quoted(wrapped(shouted, 50))}`, known)
    expect(seen.body).toBe('Yes!')
    const loose = split(`Yes!\n\n${wrapped(shouted, 50)}`, known)
    expect(loose.body).toBe('Yes!')
  })

  it('folds the reply as a client re-encoded it: full-width letters and digits read as plain', () => {
    const fullWidth =
      'Ｔｈｅ ｌｅｃｔｕｒｅｓ ａｒｅ ｏｎ Ｔｕｅｓｄａｙ ｆｒｏｍ ７ ｔｏ １０ ｐｍ ｉｎ ｔｈｅ ｅａｓｔ ｂｕｉｌｄｉｎｇ ｎｅａｒ ｔｈｅ ｇａｔｅ.'
    const seen = split(
      `Thanks.\n\nThe lectures are on Tuesday from 7 to 10 pm in the east building near the gate.`,
      [fullWidth],
    )
    expect(seen.body).toBe('Thanks.')
  })

  it('folds a line of the pasted reply with one word in five added, as the school’s', () => {
    // "really" is not the school's: four words in five of that line are, which is enough.
    const pasted = [
      'Thank you for your message. The lectures are on Tuesday and',
      'Wednesday evenings, 7 to 10 pm, and',
      'every lecture is really recorded,',
      'so shift workers can follow them the next day.',
    ].join('\n')
    const seen = split(`Yes.\n\n${pasted}`, known)
    expect(seen.body).toBe('Yes.')
    expect(seen.folded).toBe(pasted)
  })

  it('folds a run of the reply a sentence long, even without a header or quote marks', () => {
    const sentence = 'so shift workers can follow them the next day. Office hours are on Monday,'
    const seen = split(`Good to know.\n\n${sentence}\n\nSee you.`, known)
    expect(seen.body).toBe('Good to know.\n\nSee you.')
    expect(seen.folded).toBe(sentence)
  })

  it('folds a phrase of the reply below a header in a language no table holds', () => {
    const header = 'Ar 24 Tach 2026, ysgrifennodd Maria:'
    const seen = split(`Diolch.\n\n${header}\nThe lectures are on Tuesday evenings.\n\nHwyl.`, [
      'The lectures are on Tuesday evenings.',
    ])
    expect(seen.body).toBe('Diolch.\n\nHwyl.')
    expect(seen.folded).toBe(`${header}\nThe lectures are on Tuesday evenings.`)
  })

  it('folds the reply and the message it quoted when the client quotes both', () => {
    const history = [
      'Lumen Code Academy <school@lumen.test> schrieb am Di., 24. Nov. 2026, 10:00:',
      wrapped(reply, 60, '> '),
      '>',
      '> On 23 Nov 2026, 10:05 UTC, you wrote:',
      wrapped(message, 50, '>> '),
    ].join('\n')
    const seen = split(`Super, dann bis Dienstag.\n\n${history}`, known)
    expect(seen.body).toBe('Super, dann bis Dienstag.')
    expect(seen.folded).toBe(history)
  })

  it('folds the school’s words rewrapped around a quote that lost its marks', () => {
    const lines = wrapped(reply, 60).split('\n')
    const mail = `Yes.\n\n${lines.map((line, index) => (index % 2 ? line : `> ${line}`)).join('\n')}`
    const seen = split(mail, known)
    expect(seen.body).toBe('Yes.')
  })
})
