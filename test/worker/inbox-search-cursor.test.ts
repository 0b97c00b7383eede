import { describe, expect, it } from 'vitest'
import { decodeSearchCursor, encodeSearchCursor } from '../../src/server/inbox/cursor'

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
