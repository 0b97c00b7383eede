// How the inbox search reads what staff type: a word of punctuation alone, which the
// index never holds, does not empty the results, and a long phrase is searched by its first words
// rather than refused or left without results; a number is a word; the box holds the search back
// as it was run, trimmed and cut to its 200 characters.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { attributeValues } from '../../html'
import { asStaff, seedMessage } from '../helpers'

async function found(typed: string) {
  const response = await asStaff(`/inbox?state=all&q=${encodeURIComponent(typed)}`)
  expect(response.status).toBe(200)
  return (
    attributeValues(await response.text(), 'a', 'href')
      // A message's link carries the list's place after its id (?q=…).
      .filter((href) => /^\/inbox\/[0-9a-f-]{36}(?:\?|$)/.test(href))
      .map((href) => href.slice('/inbox/'.length, '/inbox/'.length + 36))
  )
}

describe('the inbox search', () => {
  it('ignores a word made only of punctuation', async () => {
    await env.DB.exec('DELETE FROM contact_messages')
    const wanted = await seedMessage({ message: 'Do you teach PostgreSQL indexing?' })
    await seedMessage({ message: 'Nothing relevant here' })
    for (const typed of ['indexing -', '— indexing', 'indexing ?!', 'teach & indexing']) {
      expect(await found(typed), typed).toEqual([wanted])
    }
  })

  it('searches a long phrase by its first eight words', async () => {
    await env.DB.exec('DELETE FROM contact_messages')
    const wanted = await seedMessage({
      message: 'alpha bravo charlie delta echo foxtrot golf hotel',
    })
    await seedMessage({ message: 'alpha bravo charlie' })
    const typed = 'alpha bravo charlie delta echo foxtrot golf hotel india juliett kilo'
    expect(await found(typed)).toEqual([wanted])
  })

  it('searches a number on its own, and the words after punctuation that would fill the eight', async () => {
    await env.DB.exec('DELETE FROM contact_messages')
    const wanted = await seedMessage({ message: 'Training for our team of 12, order 4711' })
    await seedMessage({ message: 'Training for a team of three' })
    expect(await found('4711')).toEqual([wanted])
    // Eight marks a pasted list may bring, then the words: the marks are not words.
    expect(await found('- – — • · … ! ? training 12')).toEqual([wanted])
  })

  it('holds the search back in the box trimmed and cut to 200 characters', async () => {
    await env.DB.exec('DELETE FROM contact_messages')
    await seedMessage({ message: 'Do you teach PostgreSQL indexing?' })
    const box = async (typed: string) => {
      const path = `/inbox?state=all&q=${encodeURIComponent(typed)}`
      const html = await (await asStaff(path)).text()
      return html.match(/<input id="inbox-search"[^>]*\svalue="([^"]*)"/)?.[1]
    }
    expect(await box('  indexing  ')).toBe('indexing')
    const long = `indexing ${'x'.repeat(300)}`
    expect(await box(long)).toBe(long.slice(0, 200))
  })
})
