// How the inbox search reads what staff type (issue 18): a word of punctuation alone, which the
// index never holds, does not empty the results, and a long phrase is searched by its first words
// rather than refused or left without results.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { attributeValues } from './html'
import { asStaff, seedMessage } from './inbox-helpers'

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
})
