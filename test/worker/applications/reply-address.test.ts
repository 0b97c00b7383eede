// An application's reply address: signed in a context of its own, so the address of a contact
// message's conversation never names an application, nor an application's a message, even for
// the same id.
import { describe, expect, it } from 'vitest'
import {
  applicationReplyAddress,
  conversationOfReplyAddress,
  messageIdOfReplyAddress,
  replyAddress,
} from '../../../src/server/conversation/reply-token'

const secret = 'a'.repeat(64)
const domain = 'lumen.test'
const id = '0b6f7c1e-3d2a-4c55-9e0f-1a2b3c4d5e6f'

describe('an application’s reply address', () => {
  it('names the application, in 64 characters or fewer before the @', async () => {
    const address = await applicationReplyAddress(secret, id, domain)
    expect(address).toMatch(/^reply\+app-[0-9a-f]{32}-[0-9a-f]{20}@lumen\.test$/)
    expect(address.split('@')[0]?.length).toBeLessThanOrEqual(64)
    expect(await conversationOfReplyAddress(secret, address, domain)).toEqual({
      context: 'application',
      id,
    })
    expect(await conversationOfReplyAddress(secret, address.toUpperCase(), domain)).toEqual({
      context: 'application',
      id,
    })
    expect(await messageIdOfReplyAddress(secret, address, domain)).toBeNull()
  })

  it('is never read as the other context, even with the other’s signature', async () => {
    const message = await replyAddress(secret, id, domain)
    const application = await applicationReplyAddress(secret, id, domain)
    expect(await conversationOfReplyAddress(secret, message, domain)).toEqual({
      context: 'message',
      id,
    })
    // A message's signature under the application's shape, and the reverse: both refused.
    const messageSignature = message.split('@')[0]?.slice(-20)
    const applicationSignature = application.split('@')[0]?.slice(-20)
    const hex = id.replaceAll('-', '')
    const swapped = [
      `reply+app-${hex}-${messageSignature}@${domain}`,
      `reply+${hex}-${applicationSignature}@${domain}`,
    ]
    for (const candidate of swapped) {
      expect(await conversationOfReplyAddress(secret, candidate, domain), candidate).toBeNull()
    }
  })

  it('is refused when altered, signed with another secret or for another domain', async () => {
    const address = await applicationReplyAddress(secret, id, domain)
    const [local] = address.split('@') as [string]
    const flipped = local.slice(0, -1) + (local.endsWith('0') ? '1' : '0')
    for (const candidate of [
      `${flipped}@${domain}`,
      `${local}@evil.test`,
      await applicationReplyAddress('b'.repeat(64), id, domain),
      `${local}x@${domain}`,
      `reply+app-@${domain}`,
    ]) {
      expect(await conversationOfReplyAddress(secret, candidate, domain), candidate).toBeNull()
    }
  })
})
