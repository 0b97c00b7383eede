// An answer in the thread as staff read it (answer-body.tsx): the visitor's words, each history
// their client quoted folded where it was in the mail (a closed <details>), and a stored value no
// code wrote read as no fold, never as an error.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server.edge'
import { describe, expect, it } from 'vitest'
import { AnswerBody } from '../../../../src/server/inbox/message/answer-body'

const render = (body: string, quotedHistory: string | null) =>
  renderToStaticMarkup(createElement(AnswerBody, { body, quotedHistory }))

/** Markup as the text it shows, white space as it is (the pieces are pre-wrapped). */
const shown = (html: string) =>
  html
    .replace(/<\/summary>/g, ' | ')
    .replace(/<[^>]+>/g, '')
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')

/** The pieces in the order staff see them: the visitor's words, and each fold as [its text]. */
function pieces(html: string) {
  const piece = /<div class="mt-3 [^"]*">([\s\S]*?)<\/div>|<details[^>]*>([\s\S]*?)<\/details>/g
  // Nothing is shown outside them.
  expect(html.replace(piece, '')).toBe('')
  return [...html.matchAll(piece)].map(([, written, fold]) =>
    written !== undefined ? shown(written) : `[${shown(fold ?? '')}]`,
  )
}

const folds = (...list: { at: number; text: string }[]) => JSON.stringify(list)
const summary = 'Show the quoted history | '

describe('an answer with its quoted history folded where it was', () => {
  it('shows an answer without history as it was written, its line breaks kept', () => {
    const html = render('Thanks!\n\nSee you on Tuesday.', null)
    expect(pieces(html)).toEqual(['Thanks!\n\nSee you on Tuesday.'])
    expect(html).toContain('whitespace-pre-wrap')
    expect(html).not.toContain('<details')
  })

  it('shows an answer’s first line indented as it was written', () => {
    const body = '  1. Tuesday\n  2. Wednesday'
    expect(pieces(render(body, null))).toEqual([body])
  })

  it('folds the history below a top-posted answer, closed', () => {
    const body = 'Thanks, see you on Tuesday.'
    const html = render(body, folds({ at: body.length, text: 'On 24 Nov, Lumen wrote:\n> Hi' }))
    expect(pieces(html)).toEqual([body, `[${summary}On 24 Nov, Lumen wrote:\n> Hi]`])
    expect(html).not.toMatch(/<details[^>]*\bopen\b/)
    // Smaller and softer than the answer, its summary something to click.
    expect(html).toMatch(/<details class="[^"]*\btext-sm text-ink-soft\b/)
    expect(html).toMatch(/<summary class="cursor-pointer select-none font-semibold"/)
    // The fold keeps the history's line breaks too.
    expect(html).toMatch(/<details[^>]*>.*<div class="[^"]*whitespace-pre-wrap/s)
  })

  it('folds the history above a bottom-posted answer', () => {
    const html = render('Tuesday works.', folds({ at: 0, text: '> Which day?' }))
    expect(pieces(html)).toEqual([`[${summary}> Which day?]`, 'Tuesday works.'])
  })

  it('folds each history between the lines of an inline answer', () => {
    const body = 'Yes, Tuesday.\n\nNo laptop, sorry.'
    const second = body.indexOf('No laptop')
    const html = render(
      body,
      folds(
        { at: 0, text: '> Tuesday?' },
        { at: second, text: '> Laptop?' },
        { at: body.length, text: '> Bye' },
      ),
    )
    expect(pieces(html)).toEqual([
      `[${summary}> Tuesday?]`,
      'Yes, Tuesday.',
      `[${summary}> Laptop?]`,
      'No laptop, sorry.',
      `[${summary}> Bye]`,
    ])
  })

  it('reads a stored value no code wrote as no fold, the answer still shown', () => {
    const body = 'Thanks!'
    for (const stored of ['not json', '{"at":0,"text":"x"}', '"text"', 'null', '[null]']) {
      expect(pieces(render(body, stored))).toEqual([body])
    }
  })

  it('leaves out folds out of place or malformed, keeping the rest', () => {
    const body = 'One.\n\nTwo.'
    const two = body.indexOf('Two.')
    const stored = JSON.stringify([
      null,
      { at: two, text: '> first' },
      { at: 0, text: '> before the first' },
      { at: body.length + 1, text: '> past the end' },
      { at: 1.5, text: '> not a position' },
      { at: '3', text: '> a position as text' },
      { at: two, text: 7 },
      { at: two, text: '> at the same place' },
      { at: body.length, text: '> at the end' },
    ])
    expect(pieces(render(body, stored))).toEqual([
      'One.',
      `[${summary}> first]`,
      `[${summary}> at the same place]`,
      'Two.',
      `[${summary}> at the end]`,
    ])
  })
})
