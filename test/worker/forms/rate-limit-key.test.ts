import { describe, expect, it } from 'vitest'
import { rateLimitKey } from '../../../src/server/forms/address-key'
import { send, valid } from '../contact/send'

describe('who the rate limit counts as one visitor', () => {
  it('gives every spelling of one IPv4 or IPv6 address the same key', () => {
    expect(
      new Set(
        ['192.0.2.7', '192.000.002.007', ' 192.0.2.7 ', '::ffff:192.0.2.7', '::FFFF:c000:0207'].map(
          rateLimitKey,
        ),
      ),
    ).toEqual(new Set(['192.0.2.7']))
    // An IPv4-mapped address written out in full, its IPv4 part in the last two groups' place.
    expect(rateLimitKey('0:0:0:0:0:ffff:192.0.2.7')).toBe('192.0.2.7')
    expect(rateLimitKey('192.0.2.255')).toBe('192.0.2.255')
    const spellings = [
      '2001:db8:0:0:1:0:0:1',
      '2001:DB8::1:0:0:1',
      '2001:0db8:0000:0000:0001:0000:0000:0001',
      '2001:db8::1:0:0:1%eth0',
      // `::` standing for a single group of zeros.
      '2001:db8::0:1:0:0:1',
    ]
    expect(new Set(spellings.map(rateLimitKey)).size).toBe(1)
  })

  it('counts a whole IPv6 /64 as one visitor, and another /64 apart', () => {
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe(rateLimitKey('2001:db8:1:2:ffff:1:2:3'))
    expect(rateLimitKey('2001:db8:1:3::1')).not.toBe(rateLimitKey('2001:db8:1:2::1'))
    expect(rateLimitKey('192.0.2.7')).not.toBe(rateLimitKey('192.0.2.8'))
    // Groups run together would make these two /64s one visitor.
    expect(rateLimitKey('2001:db8:1:23::1')).not.toBe(rateLimitKey('2001:db8:12:3::1'))
  })

  it('never gives an IPv6 visitor an IPv4 visitor’s key unless the address is IPv4-mapped', () => {
    // The IPv4 address spelled in an IPv6 address's last 32 bits: a /64 of its own, not 192.0.2.7.
    for (const address of ['::c000:207', '::192.0.2.7', '2001:db8::ffff:c000:207', '::1']) {
      expect(rateLimitKey(address), address).toMatch(/::\/64$/)
    }
  })

  it('puts anything that is no address in one shared bucket', () => {
    const junkAddresses = [
      ...[undefined, '', 'not-an-ip', '1.2.3.256', '1::2::3', '12345::1', 'g::1'],
      // Not four parts of one to three digits, though Number() would read each.
      ...['1.2.3', '1.2.3.', '1.2.3.+4', '1.2.3.0x10', '1.2.3.4.5'],
      // Eight groups and a `::` besides.
      '1:2:3:4:5:6:7::8',
    ]
    for (const junk of junkAddresses) {
      expect(rateLimitKey(junk), String(junk)).toBe('unknown')
    }
  })

  it('refuses (429) an IPv6 visitor rotating addresses within its /64', async () => {
    const statuses: number[] = []
    for (let n = 1; n <= 15; n++) {
      const address = `2001:db8:beef:cafe:${n.toString(16)}::${n}`
      const response = await send(
        { ...valid, email: `v6-${n}@example.com` },
        { 'CF-Connecting-IP': address },
      )
      statuses.push(response.status)
    }
    expect(statuses).toContain(429)
    const neighbour = await send(valid, { 'CF-Connecting-IP': '2001:db8:beef:cafd::1' })
    expect(neighbour.status).toBe(201)
  })
})
