// How an answer's lines are read before any rule looks at them (quoted-lines.ts): quote marks
// however a client spaces them, the HTML client's mark of where its history starts, and the
// pieces put back together as the thread shows them, every line as it came. No mail in between:
// the text goes straight to the reader the email() handler uses.
import { describe, expect, it } from 'vitest'
import { knownText } from '../../../../src/server/conversation/answer-history/known-text'
import { answerText } from '../../../../src/server/conversation/answer-reading/answer-text'

const context = {
  known: knownText([]),
  school: { names: ['lumen code academy'], addresses: ['@lumen.test'] },
}
const read = (text: string) => answerText({ text }, context)

describe('the lines of an answer as the history rules read them', () => {
  it('reads quote marks spaced by blanks or tabs, or indented, as quoted', () => {
    for (const quote of [' > > Would Tuesday suit you?', '\t>\t> Would Tuesday suit you?']) {
      expect(read(`Yes.\n\n${quote}\n> Lumen`)).toEqual({
        body: 'Yes.',
        history: [{ at: 4, text: `${quote}\n> Lumen` }],
      })
    }
  })

  it('keeps a line that only starts with a sign like a quote mark the visitor’s', () => {
    const text = 'Yes.\n\n=> Tuesday at 10\n-> bring a laptop'
    expect(read(text)).toEqual({ body: text, history: [] })
  })

  it('folds each history without the blank lines around it, the answer’s lines as written', () => {
    const text = '\n> Which day?\n>\n> Lumen\n\n\nTuesday.\n\n  Ada  \n\n> Anything else?\n\nNo.'
    expect(read(text)).toEqual({
      body: 'Tuesday.\n\n  Ada\n\nNo.',
      history: [
        { at: 0, text: '> Which day?\n>\n> Lumen' },
        { at: 'Tuesday.\n\n  Ada'.length, text: '> Anything else?' },
      ],
    })
  })

  it('folds a quoted blank line below the answer with the history it starts', () => {
    // A client that quotes a mail starting with a blank line writes ">" first.
    const history = '>\n> Would Tuesday suit you?\n> Lumen'
    for (const gap of ['\n', '\n\n']) {
      expect(read(`Yes, Tuesday works.${gap}${history}`)).toEqual({
        body: 'Yes, Tuesday works.',
        history: [{ at: 19, text: history }],
      })
    }
  })

  it('reads a line of non-breaking spaces as blank, under a header above the quote too', () => {
    const header = 'On Tue, 24 Nov 2026 at 10:00, Lumen <school@lumen.test> wrote:'
    const text = `Yes, Tuesday works.\n\n${header}\n\u00a0\u3000\n> Would Tuesday suit you?`
    expect(read(text)).toEqual({
      body: 'Yes, Tuesday works.',
      history: [{ at: 19, text: `${header}\n\u00a0\u3000\n> Would Tuesday suit you?` }],
    })
  })

  it('folds a history that goes on past a blank line as one', () => {
    const text = 'Yes.\n\n> Would Tuesday suit you?\n\nVon: Lumen Code Academy\n> Earlier words'
    expect(read(text).history).toEqual([
      { at: 4, text: '> Would Tuesday suit you?\n\nVon: Lumen Code Academy\n> Earlier words' },
    ])
  })

  it('keeps a mail of nothing but a quote whole, a line of invisible space above it', () => {
    const text = '\u00a0\n> Would Tuesday suit you?'
    expect(read(text)).toEqual({ body: text, history: [] })
  })

  it('folds from where an HTML client marks its history, to the end', () => {
    const html =
      '<div>Yes, Tuesday works.</div><div id="divRplyFwdMsg">Ana sent this earlier</div><div>Could we meet on Tuesday?</div>'
    const { body, history } = answerText({ html }, context)
    expect(body).toBe('Yes, Tuesday works.')
    expect(history.map((fold) => fold.text).join('\n')).toBe(
      'Ana sent this earlier\nCould we meet on Tuesday?',
    )
  })
})

describe('a quoted line’s end the client wrapped without its ">" (quoted-lines.ts, rewrapped)', () => {
  // A quoted line of 71 characters and one of exactly 60 (wrapWidth), its "> " left aside.
  const long = '> Die Kurse beginnen im Januar, die Anmeldung ist bis Ende Dezember offen'
  const sixty = '> Die Kurse beginnen im Januar, die Anmeldung ist jetzt offen.'

  it('folds the end between two quoted lines, below one of 60 characters or more', () => {
    for (const above of [long, sixty]) {
      expect(read(`Danke.\n\n${above}\nfür alle.\n> Gruß`).body, above).toBe('Danke.')
    }
  })

  it('keeps the visitor’s line in upper case between long quoted lines', () => {
    expect(read(`${long}\nJa, ich komme.\n> Gruß`).body).toBe('Ja, ich komme.')
  })

  it('keeps a line in lower case with no quoted line below it, or first in the mail', () => {
    expect(read(`${long}\nthanks, see you.`).body).toBe('thanks, see you.')
    expect(read(`${long}\nthanks, see you.\nAna`).body).toBe('thanks, see you.\nAna')
    const first = 'yes, see you on Tuesday.\n> Would Tuesday suit you?'
    expect(read(first).body).toBe('yes, see you on Tuesday.')
  })

  it('keeps a line in lower case below a long line of the visitor’s own', () => {
    const own = 'I work full time as a nurse, with shifts changing every week,'
    expect(read(`${own}\nso evenings are hard.\n> Which days suit you?`).body).toBe(
      `${own}\nso evenings are hard.`,
    )
  })
})
