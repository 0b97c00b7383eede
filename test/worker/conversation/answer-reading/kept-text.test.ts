// The text kept of a visitor's answer (answer-text.ts): its lines tidied, controls dropped, the
// HTML read only where the plain part says nothing, each history folded where it was.
import { describe, expect, it } from 'vitest'
import { answerText } from '../../../../src/server/conversation/answer-reading/answer-text'
import { historyMark } from '../../../../src/server/conversation/answer-reading/html-lines'
import { context, html, plain } from './read-answer'

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
