// Links in an HTML answer (html-text.ts, html-tags.ts): a link's web address named beside its
// text, read as a browser reads it, unless the text shows it or it is no web page's.
import { describe, expect, it } from 'vitest'
import { read } from './html-read'

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
