import { describe, expect, it } from 'vitest'
import { messageIdOfReplyAddress, replyAddress } from '../../../src/server/conversation/reply-token'

const secret = 'a'.repeat(64)
const domain = 'lumen.test'
const messageId = '0b6f7c1e-3d2a-4c55-9e0f-1a2b3c4d5e6f'

describe('a conversation’s reply address', () => {
  it('names the message it was made for, in 64 characters or fewer before the @', async () => {
    const address = await replyAddress(secret, messageId, domain)
    expect(address).toMatch(/^reply\+[0-9a-f]{32}-[0-9a-f]{20}@lumen\.test$/)
    expect(address.split('@')[0]?.length).toBeLessThanOrEqual(64)
    expect(await messageIdOfReplyAddress(secret, address, domain)).toBe(messageId)
    expect(await messageIdOfReplyAddress(secret, address.toUpperCase(), domain)).toBe(messageId)
  })

  it('is refused when forged, altered, signed with another secret or for another domain', async () => {
    const address = await replyAddress(secret, messageId, domain)
    const [local] = address.split('@') as [string]
    const otherId = await replyAddress(secret, '1b6f7c1e-3d2a-4c55-9e0f-1a2b3c4d5e6f', domain)
    const flipped = local.slice(0, -1) + (local.endsWith('0') ? '1' : '0')
    const forged = [
      `${flipped}@${domain}`,
      `reply+${otherId.slice(6, 38)}${local.slice(38)}@${domain}`,
      `${local.slice(0, 38)}-${'0'.repeat(20)}@${domain}`,
      `${local}@evil.test`,
      `reply@${domain}`,
      `${local}`,
      await replyAddress('b'.repeat(64), messageId, domain),
      `${local}x@${domain}`,
    ]
    for (const candidate of forged) {
      expect(await messageIdOfReplyAddress(secret, candidate, domain), candidate).toBeNull()
    }
  })
})
