// The inbox's `?after=` cursor as staff and attackers meet it: the older-page link
// goes on from where the page ended, and anything that is not exactly a cursor the list made
// (a forged or damaged token) is read as "the first page", never as some other place to start.
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { attributeValues } from '../../html'
import { asStaff } from '../helpers'

const ids = {
  newest: '0f5e2a3c-1111-4abc-a123-0123456789ab',
  middle: '1e6f3b4d-2222-4bcd-a234-123456789abc',
  oldest: '2d7a4c5e-3333-4cde-a345-23456789abcd',
}
const times = {
  newest: '2026-02-03T04:05:08.000Z',
  middle: '2026-02-03T04:05:07.000Z',
  oldest: '2026-02-03T04:05:06.000Z',
}

async function seedThree() {
  await env.DB.exec('DELETE FROM contact_messages')
  for (const which of ['newest', 'middle', 'oldest'] as const) {
    await env.DB.prepare(
      'INSERT INTO contact_messages (id, name, email, message, received_at) VALUES (?, ?, ?, ?, ?)',
    )
      .bind(ids[which], which, `${which}@example.com`, `The ${which} message`, times[which])
      .run()
  }
}

/** The message ids a list page links to, in order. */
async function listed(after: string) {
  const response = await asStaff(`/inbox?state=all&after=${encodeURIComponent(after)}`)
  expect(response.status).toBe(200)
  return (
    attributeValues(await response.text(), 'a', 'href')
      // A message's link carries the list's place after its id (?state=…&after=…).
      .filter((href) => /^\/inbox\/[0-9a-f-]{36}(?:\?|$)/.test(href))
      .map((href) => href.slice('/inbox/'.length, '/inbox/'.length + 36))
  )
}

/** A token made the way the list makes its cursors, around any text. */
const token = (text: string) => btoa(text).replace(/=+$/, '')

describe('the inbox cursor', () => {
  it('starts the page after the message it names', async () => {
    await seedThree()
    expect(await listed(token(`${times.middle}|${ids.middle}`))).toEqual([ids.oldest])
    expect(await listed(token(`${times.newest}|${ids.newest}`))).toEqual([ids.middle, ids.oldest])
  })

  it.each([
    ['junk after the time', `${times.middle}x|${ids.middle}`],
    ['a digit before the time', `1${times.middle}|${ids.middle}`],
    ['a two-digit year', `${times.middle.slice(2)}|${ids.middle}`],
    ['four decimals of a second', `${times.middle.replace('.000Z', '.0000Z')}|${ids.middle}`],
    ['a time with no zone', `${times.middle.replace('Z', '')}|${ids.middle}`],
    ['junk after the id', `${times.middle}|${ids.middle}x`],
    ['junk before the id', `${times.middle}|x${ids.middle}`],
    ['an id one character short', `${times.middle}|${ids.middle.slice(1)}`],
    ['an id in capitals', `${times.middle}|${ids.middle.toUpperCase()}`],
    ['a third field', `${times.middle}|${ids.middle}|more`],
    ['no id', `${times.middle}`],
  ])('reads a token with %s as the first page', async (_, text) => {
    await seedThree()
    expect(await listed(token(text))).toEqual([ids.newest, ids.middle, ids.oldest])
  })
})
