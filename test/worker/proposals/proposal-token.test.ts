// A proposal request's confirmation token, read as the confirm page reads it: the request it
// names, or nothing for a token this worker did not sign, however close to a real one.
import { describe, expect, it } from 'vitest'
import { proposalOfToken, proposalToken } from '../../../src/server/proposals/proposal-token'

const secret = 'proposal-token-secret-0123456789abcdef'
const id = '0f1e2d3c-4b5a-4697-8877-665544332211'
const other = '11223344-5566-4778-8899-aabbccddeeff'

describe('a proposal request’s confirmation token', () => {
  it('names the request it was made for', async () => {
    expect(await proposalOfToken(secret, await proposalToken(secret, id))).toBe(id)
  })

  it('names nothing when anything is added, changed or borrowed', async () => {
    const token = await proposalToken(secret, id)
    const signatureOfOther = (await proposalToken(secret, other)).slice(32)
    for (const forged of [
      `0${token}`,
      `${token}0`,
      `${token.slice(0, 32)}${signatureOfOther}`,
      `${(await proposalToken(secret, other)).slice(0, 32)}${token.slice(32)}`,
      'not a token',
      '',
    ]) {
      expect(await proposalOfToken(secret, forged), forged).toBeNull()
    }
    expect(await proposalOfToken('another-secret-0123456789abcdef', token)).toBeNull()
  })
})
