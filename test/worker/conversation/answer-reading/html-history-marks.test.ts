// Where an HTML client marks the history it quotes (html-lines.ts, html-tags.ts): each client's
// own mark starts the history on the line below it, lookalikes mark nothing, and Yahoo's quote
// container is quoted to its own end.
import { describe, expect, it } from 'vitest'
import { marked, read } from './html-read'

describe('where an HTML client marks the history it quotes', () => {
  const answer = '<div>Yes, Tuesday.</div>'
  it('marks the line below each client’s own mark, and only there', () => {
    const marks = [
      '<div id="divRplyFwdMsg" dir="ltr">',
      '<div id="appendonsend"></div>',
      '<hr id="stopSpelling">',
      '<div ID=DIVRPLYFWDMSG>',
      "<p id='mail-editor-reference-message-container'>",
      '<a id="divRplyFwdMsg"></a>',
      '<div class="OutlookMessageHeader">',
      '<div class="x OutlookMessageHeader y">',
      '<div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt">',
      '<div style="BORDER-TOP: solid   #b5c4df 1pt">',
      '<div style="border-top :solid #e1e1e1">',
      // Written without quotes, after another attribute, or after a "/" (read past, as browsers do).
      '<div class=x id=divRplyFwdMsg>',
      '<div/id="divRplyFwdMsg">',
      // A name ends at any white space, as in a browser.
      '<div\tid="divRplyFwdMsg">',
      '<div\nid="divRplyFwdMsg">',
      '<div\fid="divRplyFwdMsg">',
      '<div\rid="divRplyFwdMsg">',
    ]
    for (const mark of marks) {
      const rule = mark.startsWith('<hr') ? '----------\n' : ''
      expect(marked(`${answer}${mark}From: Lumen<br>Earlier</div>`)).toMatch(
        new RegExp(`^Yes, Tuesday\\.\\n+§${rule}From: Lumen\\nEarlier$`),
      )
    }
  })

  it('marks nothing for a closing tag’s attributes, which mean nothing', () => {
    expect(marked('a<div>b</div id="divRplyFwdMsg">c')).toBe('a\nb\nc')
  })

  it('marks nothing for lookalikes: other ids, classes, borders or tags', () => {
    const lookalikes = [
      '<div id="xdivRplyFwdMsg">',
      '<div id="divRplyFwdMsg2">',
      '<div class="OutlookMessageHeaders">',
      '<div class="myOutlookMessageHeader">',
      '<div title="divRplyFwdMsg">',
      '<div style="border-top:solid #E1E1E1AA 1pt">',
      '<div style="border-top:dotted #E1E1E1">',
      '<div style="border-bottom:solid #E1E1E1">',
      '<div style="border-top:solid #FFFFFF">',
      '<p style="border-top:solid #E1E1E1">',
      '<span id="divRplyFwdMsg">',
      '<div data-note="appendonsend">',
    ]
    for (const lookalike of lookalikes) {
      expect(marked(`${answer}${lookalike}From: Lumen</div>`)).toMatch(
        /^Yes, Tuesday\.\n+From: Lumen$/,
      )
    }
  })

  it('reads the first of two attributes of one name, and none past 8 KB of a tag', () => {
    expect(marked('a<div id="divRplyFwdMsg" id="other">b</div>')).toBe('a\n§b')
    expect(marked('a<div id="other" id="divRplyFwdMsg">b</div>')).toBe('a\nb')
    // One written without a value counts too: its value is empty.
    expect(marked('a<div id id="divRplyFwdMsg">b</div>')).toBe('a\nb')
    const padding = (length: number) => `data-x="${'x'.repeat(length - 10)}"`
    expect(marked(`a<div ${padding(8000)} id="divRplyFwdMsg">b</div>`)).toBe('a\n§b')
    expect(marked(`a<div ${padding(8200)} id="divRplyFwdMsg">b</div>`)).toBe('a\nb')
  })

  it('starts a new line at a mark inside a line', () => {
    expect(marked('Yes.<a id="divRplyFwdMsg"></a>From: Lumen')).toBe('Yes.\n§From: Lumen')
  })

  it('puts the mark on the next line that has text, however far below', () => {
    expect(marked('a<div id="appendonsend"></div><hr><br><div>From: Lumen</div>')).toBe(
      'a\n§----------\n\nFrom: Lumen',
    )
    expect(marked('a<div id="appendonsend"></div><p></p><div></div><p>b</p>c')).toBe('a\n\n§b\nc')
    expect(marked('a<div id="appendonsend"></div><pre>\nFrom: Lumen</pre>')).toBe(
      'a\n\n§From: Lumen',
    )
  })

  it('quotes what Yahoo’s quote container holds, to its own end', () => {
    expect(
      read(
        'Yes.<div class="yahoo_quoted"><div>On Tuesday, Lumen wrote:</div><div>Which day?</div></div>Ada',
      ),
    ).toBe('Yes.\n> On Tuesday, Lumen wrote:\n> Which day?\nAda')
    expect(read('<div class="a yahoo_quoted b">q</div>x')).toBe('> q\nx')
    expect(read('</div></div><div class="yahoo_quoted">q</div>x')).toBe('> q\nx')
    expect(read('<div class="yahoo_quoted_x">q</div>x')).toBe('q\nx')
    expect(read('<div class="myyahoo_quoted">q</div>x')).toBe('q\nx')
    expect(read('<div title="yahoo_quoted">q</div>x')).toBe('q\nx')
    expect(read('<span class="yahoo_quoted">q</span>x')).toBe('qx')
    // A class past the first 8 KB of a tag is not read, as with every attribute.
    expect(read(`<div data-x="${'x'.repeat(8200)}" class="yahoo_quoted">q</div>x`)).toBe('q\nx')
    expect(read(`<a data-x="${'x'.repeat(8200)}" href="https://a.test">go</a>`)).toBe('go')
  })

  it('ends a Yahoo quote with its own div, nested ones and quotes inside it included', () => {
    expect(
      read(
        '<div><div class="yahoo_quoted"><div><div class="yahoo_quoted">deep</div>mid</div><blockquote>cited</blockquote></div>after</div>end',
      ),
    ).toBe('> > deep\n> mid\n> > cited\nafter\nend')
  })
})
