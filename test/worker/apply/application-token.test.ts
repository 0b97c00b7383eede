// The tokens of an application's links (application-token.ts): the application's id and an HMAC
// signed for one purpose, so only this worker makes one, and a link stands in for no other.
import { describe, expect, it } from 'vitest'
import {
  applicationOfToken,
  applicationToken,
} from '../../../src/server/applications/application-token'

const secret = 'application-token-test-secret-0123456789'
const id = '0f8fad5b-d9cb-469f-a165-70867728950e'

describe('an application link’s token', () => {
  it('names the application as stored, its id written back with its hyphens', async () => {
    const token = await applicationToken(secret, id, 'page')
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    expect(token.slice(0, 32)).toBe(id.replaceAll('-', ''))
    expect(await applicationOfToken(secret, token, 'page')).toBe(id)
    // An id stored in capitals makes the same link.
    expect(await applicationToken(secret, id.toUpperCase(), 'page')).toBe(token)
  })

  it('is the confirmation link’s when no purpose is named', async () => {
    const confirm = await applicationToken(secret, id, 'confirm')
    expect(await applicationToken(secret, id)).toBe(confirm)
    expect(await applicationOfToken(secret, confirm)).toBe(id)
    expect(await applicationOfToken(secret, confirm, 'page')).toBeNull()
    const page = await applicationToken(secret, id, 'page')
    expect(await applicationOfToken(secret, page)).toBeNull()
  })

  it('refuses a token signed with another secret, altered, or not of its one shape', async () => {
    const token = await applicationToken(secret, id, 'page')
    expect(await applicationOfToken('another-secret-0123456789abcdef', token, 'page')).toBeNull()
    const flip = (at: number) =>
      `${token.slice(0, at)}${token[at] === '0' ? '1' : '0'}${token.slice(at + 1)}`
    for (const altered of [flip(0), flip(31), flip(32), flip(63)]) {
      expect(await applicationOfToken(secret, altered, 'page')).toBeNull()
    }
    for (const shape of [`x${token}`, `${token}0`, token.slice(1), token.toUpperCase(), '']) {
      expect(await applicationOfToken(secret, shape, 'page')).toBeNull()
    }
  })
})
