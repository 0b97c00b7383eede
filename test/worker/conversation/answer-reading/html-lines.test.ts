// The lines of an HTML answer (html-lines.ts): white space collapsed, a line broken at each
// block's edge, paragraphs, <br>, lists, rules, tables, <pre> and quotes written as staff read them.
import { describe, expect, it } from 'vitest'
import { read } from './html-read'

describe('the markup of an HTML answer read as lines', () => {
  it('collapses white space as a browser does, never the no-break space', () => {
    expect(read('  Hello \n\t  there\r\n  Ada\f ')).toBe('Hello there Ada')
    expect(read('Hello<b> there </b> <i>Ada</i>')).toBe('Hello there Ada')
    expect(read('<b>a</b> <b>b</b>')).toBe('a b')
    expect(read('Hello <b>Ada</b>, <i>welcome</i>')).toBe('Hello Ada, welcome')
    expect(read('<p> a </p>')).toBe('a')
    expect(read('one&nbsp;&nbsp;two')).toBe('one\u00a0\u00a0two')
  })

  it('breaks a line at each block’s edge, and only one', () => {
    const blocks =
      'address article aside center dd div dl dt fieldset figcaption figure footer form header li main nav ol section table tbody tfoot thead tr ul'
    for (const tag of blocks.split(' ')) {
      const text = read(`a<${tag}>b</${tag}>c`)
      expect(text.replace(/^- |\n- /g, '\n')).toBe('a\nb\nc')
    }
    expect(read('<div><div><div>a</div></div></div><div>b</div>')).toBe('a\nb')
    expect(read('a<span>b</span><em>c</em>')).toBe('abc')
  })

  it('reads a tag’s whole name, digits, ":" and "-" included, whatever its case', () => {
    expect(read('a<h1>Title</h1>b<H2>More</H2>c')).toBe('a\n\nTitle\nb\n\nMore\nc')
    for (const tag of ['div:x', 'div-x', 'divz', 'div0', 'p1', 'brx']) {
      expect(read(`a<${tag}>b</${tag}>c`)).toBe('abc')
    }
    expect(read('a<DIV>b</Div>c<TABLE>d')).toBe('a\nb\nc\nd')
    // A name may begin with any letter, the last of the alphabet too: it is a tag, not text.
    expect(read('a<zz>b</zz>c<Z>d')).toBe('abcd')
  })

  it('leaves a blank line between paragraphs, but none between Outlook’s lines', () => {
    expect(read('<p>One</p><p>Two</p>')).toBe('One\n\nTwo')
    for (const tag of ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']) {
      expect(read(`a<${tag}>b</${tag}>c`)).toBe('a\n\nb\nc')
    }
    expect(read('<p class=MsoNormal>Dear Ada,</p><p class="x MsoNormal">See you.</p>')).toBe(
      'Dear Ada,\nSee you.',
    )
    expect(read('<p CLASS="msonormal">One</p><p class=MsoNormal>Two</p>')).toBe('One\nTwo')
    // Another class that only begins or ends with the name is a paragraph like any other.
    expect(read('<p>One</p><p class=MsoNormalTable>Two</p>')).toBe('One\n\nTwo')
    expect(read('<p>One</p><p class=xMsoNormal title=MsoNormal>Two</p>')).toBe('One\n\nTwo')
    expect(read('<p>One</p><p class="MsoNormal">Two</p>')).toBe('One\nTwo')
    expect(read('<p>One</p><p class="MsoNormal x">Two</p>')).toBe('One\nTwo')
  })

  it('never writes two blank lines in a row, nor one at the start', () => {
    expect(read('<p></p><p>One</p><p></p><p></p><p>Two</p>')).toBe('One\n\nTwo')
    expect(read('<blockquote><p>One</p><p>Two</p></blockquote>')).toBe('> One\n> \n> Two')
  })

  it('writes a line break for <br>, however it is written, and keeps empty lines', () => {
    expect(read('a<br>b<br/>c<BR />d<br><br>e')).toBe('a\nb\nc\nd\n\ne')
  })

  it('writes a list item behind "- ", a rule as dashes, table cells apart', () => {
    expect(read('<ul><li>one</li><li>two <b>bold</b></li></ul>after')).toBe(
      '- one\n- two bold\nafter',
    )
    expect(read('above<hr>below')).toBe('above\n----------\nbelow')
    expect(
      read('<table><tr><th>Day</th><th>Time</th></tr><tr><td>Tue</td><td>7</td></tr></table>'),
    ).toBe('Day Time\nTue 7')
  })

  it('keeps white space as typed inside <pre>, its line breaks included', () => {
    expect(read('<pre>  def f():\r\n      return 1\n</pre>after  it')).toBe(
      '  def f():\n      return 1\nafter it',
    )
    expect(read('<pre><pre>a  b</pre>c  d</pre>e  f')).toBe('a  b\nc  d\ne f')
    expect(read('</pre>a  b')).toBe('a b')
    expect(read('<blockquote><pre>one\rtwo\r\nthree</pre></blockquote>')).toBe(
      '> one\n> two\n> three',
    )
  })

  it('quotes a blockquote’s lines behind "> ", nested ones behind more', () => {
    expect(
      read('Yes.<blockquote>Which day?<blockquote>Earlier</blockquote>Lumen</blockquote>Ada'),
    ).toBe('Yes.\n> Which day?\n> > Earlier\n> Lumen\nAda')
    // A quote's own blocks (Gmail's divs) end inside it, and leave it quoted.
    expect(read('<blockquote><div>Which day?</div>Lumen</blockquote>Ada')).toBe(
      '> Which day?\n> Lumen\nAda',
    )
    // A stray closing tag quotes nothing less than nothing.
    expect(read('</blockquote>a<blockquote>b</blockquote>c')).toBe('a\n> b\nc')
  })

  it('writes at most eight quote marks, however deep the quotes', () => {
    const deep = `${'<blockquote>'.repeat(12)}deep${'</blockquote>'.repeat(12)}`
    expect(read(deep)).toBe(`${'> '.repeat(8)}deep`)
    expect(read(`${'<blockquote>'.repeat(8)}eight`)).toBe(`${'> '.repeat(8)}eight`)
    expect(read(`${'<blockquote>'.repeat(7)}seven`)).toBe(`${'> '.repeat(7)}seven`)
  })
})
