// An HTML-only answer read as the text staff see (html-text.ts, html-tags.ts, html-lines.ts,
// html-entities.ts), straight from the markup: no mail parsed, no database, so every test here
// runs in a millisecond and mutation testing can run them all for each change of the reader.
import { describe, expect, it } from 'vitest'
import { decodeEntities } from '../../../../src/server/conversation/answer-reading/html-entities'
import { historyMark } from '../../../../src/server/conversation/answer-reading/html-lines'
import { htmlToText } from '../../../../src/server/conversation/answer-reading/html-text'

const read = (html: string, limit = 20_000) => htmlToText(html, limit)
/** The text with the mark of a client's history shown as "§" (it is an invisible character). */
const marked = (html: string) => read(html).replaceAll(historyMark, '§')

describe('character references in an HTML answer', () => {
  it('decodes the named ones mail clients write, Latin-1’s and typography’s', () => {
    expect(decodeEntities('&nbsp;&iexcl;&copy;&eacute;&Eacute;&szlig;&yuml;')).toBe('\u00a0¡©éÉßÿ')
    expect(decodeEntities('&amp;&lt;&gt;&quot;&apos;&ndash;&mdash;&hellip;&euro;&rarr;')).toBe(
      '&<>"\'–—…€→',
    )
    expect(decodeEntities('&lsquo;a&rsquo; &ldquo;b&rdquo; &OElig;&trade;')).toBe('‘a’ “b” Œ™')
  })

  it('decodes numeric ones, decimal and hexadecimal, and Outlook’s windows-1252 dashes', () => {
    expect(decodeEntities('&#233;&#xE9;&#XE9;&#xe9;&#x1F600;&#128512;&#65;&#x41')).toBe(
      'éééé😀😀AA',
    )
    expect(decodeEntities('&frac12; &sup2; &frac34;')).toBe('½ ² ¾')
    expect(decodeEntities('&#150;&#151;&#128;&#147;x&#148;&#159;&#x80;&#x9F;')).toBe('–—€“x”Ÿ€Ÿ')
    // Below and above the windows-1252 range: the characters themselves.
    expect(decodeEntities('&#127;&#160;&#xA0;')).toBe('\u007f\u00a0\u00a0')
  })

  it('reads a reference no character can be as the replacement character', () => {
    for (const reference of ['&#0;', '&#x0;', '&#x110000;', '&#1114112;', '&#xD800;', '&#xDFFF;']) {
      expect(decodeEntities(`a${reference}b`)).toBe('a\ufffdb')
    }
    expect(decodeEntities('&#x10FFFF;&#xD7FF;&#xE000;')).toBe('\u{10ffff}\ud7ff\ue000')
  })

  it('decodes the five names browsers also read without their ";", and no other', () => {
    expect(decodeEntities('&amp &lt &gt &quot &nbsp.')).toBe('& < > " \u00a0.')
    expect(decodeEntities('&eacute &copy &euro')).toBe('&eacute &copy &euro')
  })

  it('keeps what is no reference exactly as typed', () => {
    for (const text of [
      'Tom & Jerry',
      '&foo; &bar',
      '&;',
      '&#;',
      '&#x;',
      '&#xZZ;',
      'AT&T',
      '&a;',
    ]) {
      expect(decodeEntities(text)).toBe(text)
    }
    // Longer than any name or number: not a reference, never a guess.
    expect(decodeEntities(`&${'a'.repeat(40)};`)).toBe(`&${'a'.repeat(40)};`)
  })
})

describe('the markup of an HTML answer read as lines', () => {
  it('shows text only: no tag, comment, doctype, head, style or script', () => {
    const html =
      '<!doctype html><?xml version="1.0"?><html><head><title>Re: hi</title><style>p{color:red}</style><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml></head><body><!-- a comment --><script>alert(1)</script><noscript>enable JS</noscript><template><p>hidden</p></template><p>Hello</p></body></html>'
    expect(read(html)).toBe('Hello')
  })

  it('reads past a hidden element closed in capitals, and not at a longer tag’s name', () => {
    expect(read('a<STYLE>p{}</STYLE>b')).toBe('ab')
    expect(read('a<style>p{}</styles>still style</style>b')).toBe('ab')
    expect(read('a<script>1</script>b<script>2</script>c')).toBe('abc')
  })

  it('never shows a style or script left open to the end of the mail', () => {
    expect(read('Hello<style>p { color: red }')).toBe('Hello')
    expect(read('Hello<script>alert(1)')).toBe('Hello')
  })

  it('ends a comment at its own end, not at a "-->" typed before it', () => {
    expect(read('a --> b <!-- c --> d')).toBe('a --> b d')
    expect(read('x--><!-- c -->y')).toBe('x-->y')
    // Outlook's conditional comments hold markup, ">" included: none of it shows.
    expect(read('a<!--[if gte mso 9]><p>hidden</p><![endif]-->b')).toBe('ab')
    expect(read("It's<?xml version='1.0'?> fine")).toBe("It's fine")
  })

  it('reads a stray closing tag of a hidden element as nothing, the text after it shown', () => {
    expect(read('a</style>b</script>c')).toBe('abc')
  })

  it('reads each answer afresh: where the last one’s style closed says nothing of the next', () => {
    expect(read(`${'x'.repeat(5000)}<style>p{}</style>y`)).toBe(`${'x'.repeat(5000)}y`)
    expect(read('<style>p{}</style>Hello')).toBe('Hello')
  })

  it('reads a "<" before anything but an ASCII letter as text, as a browser does', () => {
    expect(read('x <é> y <3 z')).toBe('x <é> y <3 z')
  })

  it('stops where a comment or a tag never closes, as a browser drops it', () => {
    expect(read('Hello <b')).toBe('Hello')
    expect(read('Hello<!-- never closed')).toBe('Hello')
    expect(read('Hello <a href="https://x.test>rest')).toBe('Hello')
    expect(read('Hello <p class=x')).toBe('Hello')
    expect(read('Hello <!doctype')).toBe('Hello')
  })

  it('keeps a "<" that opens no tag, and a ">" inside a quoted value hides nothing', () => {
    expect(read('if a < b and c <= d, then 3<4')).toBe('if a < b and c <= d, then 3<4')
    expect(read('a <> b < /c')).toBe('a <> b < /c')
    expect(read('<p title="x > y" data-z=\'>\'>Tuesday</p>')).toBe('Tuesday')
    expect(read(`${'<'.repeat(5000)} x`)).toBe(`${'<'.repeat(5000)} x`)
  })

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

describe('links in an HTML answer', () => {
  it('names a link’s web address beside its text, unless the text shows it', () => {
    expect(read('Book <a href="https://lumen.test/book">here</a>.')).toBe(
      'Book here <https://lumen.test/book>.',
    )
    expect(read('<a href="https://lumen.test">see https://lumen.test now</a>')).toBe(
      'see https://lumen.test now',
    )
    expect(read("<A HREF='HTTP://LUMEN.TEST/X'>x</A> <a href=http://a.test>y</a>")).toBe(
      'x <HTTP://LUMEN.TEST/X> y <http://a.test>',
    )
  })

  it('reads the address as a browser does: trimmed, references decoded, its first href', () => {
    expect(read('<a href="  https://a.test/?x=1&amp;y=2 ">go</a>')).toBe(
      'go <https://a.test/?x=1&y=2>',
    )
    expect(read('<a href="https://first.test" HREF="https://second.test">go</a>')).toBe(
      'go <https://first.test>',
    )
    expect(read('<a class = "x" href = "https://a.test" >go</a>')).toBe('go <https://a.test>')
  })

  it('names no address that is not a web page’s, nor one too long to be one', () => {
    expect(read('<a href="mailto:ada@example.com">mail me</a>')).toBe('mail me')
    expect(
      read('<a href="javascript:alert(1)">x</a><a href="/local">y</a><a name="top">z</a>'),
    ).toBe('xyz')
    expect(read('<a href="xhttps://a.test">x</a>')).toBe('x')
    const at = (length: number) => `https://a.test/${'p'.repeat(length - 15)}`
    expect(read(`<a href="${at(2000)}">x</a>`)).toBe(`x <${at(2000)}>`)
    expect(read(`<a href="${at(2001)}">x</a>`)).toBe('x')
  })

  it('compares a long link text with its address up to 2,048 characters', () => {
    const href = 'https://a.test/'
    const link = (before: number) =>
      `Intro.<br><a href="${href}">${'w'.repeat(before)}<b>${href}</b></a>`
    expect(read(link(2047))).toBe(`Intro.\n${'w'.repeat(2047)}${href}`)
    expect(read(link(2048))).toBe(`Intro.\n${'w'.repeat(2048)}${href} <${href}>`)
  })

  it('names each link’s own address, and none after a link without one', () => {
    expect(
      read(
        '<a href="https://a.test">a</a> <a href="mailto:x@y">b</a> <a href="https://c.test">c</a>',
      ),
    ).toBe('a <https://a.test> b c <https://c.test>')
    expect(read('</a>x<a>y</a>')).toBe('xy')
  })
})

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

describe('an HTML answer read up to its limit', () => {
  it('stops soon after the limit, with what it read before whole', () => {
    const long = `<p>${'word '.repeat(10_000)}</p><p>never read</p>`
    const text = read(long, 1000)
    expect(text.length).toBeGreaterThan(1000)
    expect(text.length).toBeLessThan(10_000)
    expect(text.startsWith('word word')).toBe(true)
    expect(text).not.toContain('never')
  })

  it('counts line breaks and quote marks towards the limit', () => {
    expect(read(`${'<br>'.repeat(3000)}after`, 1000)).not.toContain('after')
    const quoted = `<blockquote><blockquote>${'x<br>'.repeat(300)}</blockquote></blockquote>after`
    expect(read(quoted, 1000)).not.toContain('after')
    expect(read(quoted, 1900)).toContain('after')
  })

  it('reads text right up to the limit, and one character past it stops the reading', () => {
    expect(read('abcd<br>fgh<br>ij', 5)).toBe('abcd\nfgh')
    expect(read('abcde<br>fgh', 5)).toBe('abcde')
    expect(read('<p>abcdef</p><p>gh</p>', 5)).toBe('abcdef')
  })

  it('decodes a reference cut by no chunk, wherever it falls in a long text', () => {
    for (const before of [4050, 4056, 4060, 4090, 4093, 4094, 4095, 4096, 4097, 8189]) {
      const text = `${'x'.repeat(before)}&eacute;${'y'.repeat(5000)}`
      expect(read(text)).toBe(`${'x'.repeat(before)}é${'y'.repeat(5000)}`)
    }
    const amps = `${'a & b '.repeat(2000)}&eacute;`
    expect(read(amps)).toBe(`${'a & b '.repeat(2000)}é`)
  })

  it('stops in a long run of "<" as in any text, before the markup after it', () => {
    const text = read(`${'< '.repeat(50_000)}<hr>after`, 1000)
    expect(text.startsWith('< < <')).toBe(true)
    expect(text).not.toContain('-')
  })

  it('decodes every reference in a long text of them, wherever the reading’s chunks end', () => {
    const patterns = [
      '&eacute;x',
      '& &eacute; ',
      'a&amp;b&#233;&#x1F600;',
      '&lt;&&gt;  &',
      'ab&nbsp',
    ]
    for (const pattern of patterns) {
      const text = pattern.repeat(Math.ceil(19_000 / pattern.length))
      expect(read(text)).toBe(decodeEntities(text).replace(/ +/g, ' ').replace(/^ | $/g, ''))
    }
    // A lone "&" in the last 40 characters of a chunk, and a reference as far again past it.
    for (const at of [4060, 4080, 4095]) {
      const text = `${'x'.repeat(at)}& ${'y'.repeat(70)}&eacute;${'z'.repeat(100)}&eacute;`
      expect(read(text)).toBe(decodeEntities(text))
    }
  })

  it('stops in a long text run of "<" and in a long text alike', () => {
    expect(read(`${'< '.repeat(50_000)}end`, 1000).length).toBeLessThan(20_000)
    expect(read(`${'x'.repeat(100_000)}end`, 1000).length).toBeLessThan(20_000)
  })
})
