import { describe, expect, it } from 'vitest'
import {
  decodeCursor,
  decodeSearchCursor,
  encodeCursor,
  encodeSearchCursor,
} from '../../../../src/server/inbox/list/cursor'

const token = (text: string) => btoa(text).replace(/=+$/, '')

describe('a search page’s ?after= token', () => {
  it('leads back to the index key its page ended at, for any key the index can hold', () => {
    for (const key of [1, 12, 62, 4096, 999_999_999_999_999]) {
      expect(decodeSearchCursor(encodeSearchCursor(key))).toBe(key)
    }
  })

  it('means the first page for anything the inbox never made, edited or not', () => {
    for (const forged of [
      undefined,
      '',
      '!!!',
      token('xkey|5'),
      token('key|5x'),
      token('key|'),
      token('key|1234567890123456'),
      token('kex|5'),
    ]) {
      expect(decodeSearchCursor(forged), String(forged)).toBeNull()
    }
  })
})

describe('the ?after= tokens the inbox writes', () => {
  // The same bytes as the links staff saved before: unpadded base64url of the cursor's text.
  it('are the base64url of the place, without padding', () => {
    const cursor = {
      receivedAt: '2026-02-03T04:05:07.000Z',
      id: '1e6f3b4d-2222-4bcd-a234-123456789abc',
    }
    expect(encodeCursor(cursor)).toBe(
      'MjAyNi0wMi0wM1QwNDowNTowNy4wMDBafDFlNmYzYjRkLTIyMjItNGJjZC1hMjM0LTEyMzQ1Njc4OWFiYw',
    )
    expect(encodeSearchCursor(4096)).toBe('a2V5fDQwOTY')
  })
})

describe('a list page’s ?after= token', () => {
  const cursor = {
    receivedAt: '2026-02-03T04:05:07.000Z',
    id: '1e6f3b4d-2222-4bcd-a234-123456789abc',
  }

  it('leads back to the message its page ended at', () => {
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor)
  })

  // What an edited token means on a page is in inbox/list/cursor.test.ts; these never decode at all.
  it('means the first page for a token that is no base64 or no token at all', () => {
    for (const forged of [undefined, '', '!!!', 'a', `${encodeCursor(cursor)}*`]) {
      expect(decodeCursor(forged), String(forged)).toBeNull()
    }
  })
})
