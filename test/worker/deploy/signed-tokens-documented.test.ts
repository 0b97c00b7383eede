import { describe, expect, it } from 'vitest'
import { signupOfToken, unsubscribeToken } from '../../../src/server/announcement/unsubscribe-token'
import {
  applicationReplyAddress,
  conversationOfReplyAddress,
  messageIdOfReplyAddress,
  replyAddress,
} from '../../../src/server/conversation/reply-token'

// The worker's two signed tokens, made by hand exactly as the docs describe them
// (docs/conversation.md "The visitor's answers come back", docs/architecture.md "Unsubscribe"): whoever follows the description gets the string
// the worker makes, and the worker takes it.
const secret = 'f3'.repeat(32)
const domain = 'lumen.test'

/** HMAC-SHA256(key, text), its first `bytes` bytes as lower-case hex, in WebCrypto. */
async function hmacHex(key: string, text: string, bytes: number) {
  const encode = (value: string) => new TextEncoder().encode(value)
  const hmacKey = await crypto.subtle.importKey(
    'raw',
    encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', hmacKey, encode(text)))
  return Array.from(mac.slice(0, bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

describe('the signed tokens, as the docs describe them', () => {
  it('a reply address: reply+<id>-<10 bytes of HMAC over "conversation:<id>">@<domain>', async () => {
    const id = '0b6f7c1e-3d2a-4c55-9e0f-1a2b3c4d5e6f'
    const hex = id.replaceAll('-', '')
    const byHand = `reply+${hex}-${await hmacHex(secret, `conversation:${hex}`, 10)}@${domain}`
    expect(await messageIdOfReplyAddress(secret, byHand, domain)).toBe(id)
    expect(await replyAddress(secret, id, domain)).toBe(byHand)
  })

  it('an application’s: reply+app-<id>-<10 bytes of HMAC over "application-conversation:<id>">', async () => {
    const id = '5a1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d'
    const hex = id.replaceAll('-', '')
    const mac = await hmacHex(secret, `application-conversation:${hex}`, 10)
    const byHand = `reply+app-${hex}-${mac}@${domain}`
    expect(await conversationOfReplyAddress(secret, byHand, domain)).toEqual({
      context: 'application',
      id,
    })
    expect(await applicationReplyAddress(secret, id, domain)).toBe(byHand)
  })

  it('an unsubscribe token: <c|t><id><16 bytes of HMAC over "waitlist-unsubscribe:<offering>:<id>">', async () => {
    const id = '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6'
    const hex = id.replaceAll('-', '')
    const byHand = `t${hex}${await hmacHex(secret, `waitlist-unsubscribe:technical:${hex}`, 16)}`
    expect(await signupOfToken(secret, byHand)).toEqual({ offering: 'technical', signupId: id })
    expect(await unsubscribeToken(secret, 'technical', id)).toBe(byHand)
  })
})
