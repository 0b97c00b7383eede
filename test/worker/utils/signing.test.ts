// The worker's signature check (utils/signing.ts): a signature is accepted only when it is the
// expected one, compared by workerd's own constant-time comparison, so how long a refusal takes
// says nothing about how much of a forged signature was right.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sameInConstantTime, truncatedHmacHex } from '../../../src/server/utils/signing'

/** workerd's crypto.subtle, with the comparison the DOM's types do not know. */
const subtle = crypto.subtle as unknown as {
  timingSafeEqual: (a: Uint8Array, b: Uint8Array) => boolean
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('checking a signature', () => {
  it('accepts the signature itself and refuses a forged one of the same length', async () => {
    const signature = await truncatedHmacHex('a'.repeat(64), 'conversation:1', 10)
    expect(signature).toMatch(/^[0-9a-f]{20}$/)
    expect(sameInConstantTime(signature, signature)).toBe(true)
    // Right in every character but the last, then right in none.
    const lastChanged = signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0')
    expect(sameInConstantTime(lastChanged, signature)).toBe(false)
    expect(sameInConstantTime('0'.repeat(20), signature)).toBe(false)
  })

  it('compares with workerd’s constant-time comparison, every byte of both', () => {
    const compare = vi.spyOn(subtle, 'timingSafeEqual')
    expect(sameInConstantTime('abcdef', 'abcdeg')).toBe(false)
    expect(compare).toHaveBeenCalledOnce()
    const [given, expected] = compare.mock.calls[0] ?? []
    expect(new TextDecoder().decode(given)).toBe('abcdef')
    expect(new TextDecoder().decode(expected)).toBe('abcdeg')
  })

  it('refuses one of another length without comparing (the comparison throws on it)', () => {
    const compare = vi.spyOn(subtle, 'timingSafeEqual')
    expect(sameInConstantTime('abcdef', 'abcde')).toBe(false)
    expect(sameInConstantTime('', 'a')).toBe(false)
    expect(compare).not.toHaveBeenCalled()
  })

  it('tells apart characters beyond one byte, whose UTF-8 lengths differ', () => {
    expect(sameInConstantTime('é', 'ée')).toBe(false)
    expect(sameInConstantTime('ab', 'é')).toBe(false)
    expect(sameInConstantTime('é', 'é')).toBe(true)
  })
})
