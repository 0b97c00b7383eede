import { describe, expect, it } from 'vitest'
import {
  honeypotField,
  machineFieldLimits,
  turnstileField,
} from '../../../src/shared/contact-fields'
import { escapedJson } from '../escaped-json'
import { get } from '../html'

// The fields at their maxima (UTF-16 units, as the schema counts) in 3-byte and 4-byte UTF-8
// characters: the worst a visitor's browser can honestly send, percent-encoded or \u-escaped.
const threeByte = (length: number) => '語'.repeat(length)
const fourByte = (length: number) => '😀'.repeat(length / 2)
const longestEmail = `${"o'brien.".repeat(30)}x@aaaa.example`

const atMaximum = (wide: (length: number) => string) => ({
  name: wide(100),
  email: longestEmail,
  message: wide(5000),
})

describe('the body limit fits every field at its maximum', () => {
  it('has an address of 254 characters to test with', () => {
    expect(longestEmail).toHaveLength(254)
  })

  it.each([
    ['3-byte', threeByte],
    ['4-byte', fourByte],
  ])('accepts a no-JS form post with every field full of %s characters', async (_, wide) => {
    const response = await get('/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...atMaximum(wide), website: '' }).toString(),
    })
    expect(response.status).toBe(303)
  })

  it.each([
    ['3-byte', threeByte],
    ['4-byte', fourByte],
  ])('accepts JSON with every field full of %s characters, \\u-escaped', async (_, wide) => {
    const response = await get('/api/contact/send', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: escapedJson(atMaximum(wide)),
    })
    expect(response.status).toBe(201)
  })

  it('takes a bot’s honeypot at its maximum too (stored flagged, answered as sent)', async () => {
    const response = await get('/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...atMaximum(threeByte), website: threeByte(2000) }).toString(),
    })
    expect(response.status).toBe(303)
  })

  it('answers the widest post a visitor can type with what to fix, never “too large”', async () => {
    // Every field full of 3-byte characters, the address too (an internationalised domain is
    // typed, so the field takes any character), and a token that needs percent-encoding throughout.
    const body = new URLSearchParams({
      ...atMaximum(threeByte),
      email: threeByte(longestEmail.length),
      website: threeByte(machineFieldLimits[honeypotField].maxLength),
      [turnstileField]: '/'.repeat(machineFieldLimits[turnstileField].maxLength),
    }).toString()
    const response = await get('/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Email must be a valid address')
  })
})
