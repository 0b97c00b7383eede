// The tags of an HTML answer read as a browser reads them (html-tags.ts): text only shown, hidden
// elements, comments and tags left unclosed dropped, a "<" that opens no tag kept.
import { describe, expect, it } from 'vitest'
import { read } from './html-read'

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
})
