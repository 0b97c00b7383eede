import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { timeZoneProblem } from '../../../../src/server/settings/time-zone'
import { visibleText } from '../../html'
import { accessEnv, asStaff, seedMessage, send, signToken } from '../helpers'

afterEach(() => {
  vi.restoreAllMocks()
})

/** A staff member's page with INBOX_TIME_ZONE set as given. */
async function inZone(zone: string, path: string) {
  const headers = { 'Cf-Access-Jwt-Assertion': await signToken() }
  const response = await send(path, { headers }, await accessEnv({ INBOX_TIME_ZONE: zone }))
  return response.text()
}

describe('times in the school’s time zone', () => {
  it('shows UTC when no zone is set, naming it', async () => {
    const id = await seedMessage({ receivedAt: '2026-03-04T05:06:07.000Z' })
    const html = await (await asStaff(`/inbox/${id}`)).text()
    expect(html).toContain('<time dateTime="2026-03-04T05:06:07.000Z">4 Mar 2026, 05:06 UTC</time>')
  })

  it('shows the setting’s zone, across midnight, with its abbreviation or its name', async () => {
    const id = await seedMessage({ receivedAt: '2026-01-01T23:30:00.000Z' })
    expect(await inZone('Europe/Berlin', `/inbox/${id}`)).toContain(
      '<time dateTime="2026-01-01T23:30:00.000Z">2 Jan 2026, 00:30 CET</time>',
    )
    // A zone with no common abbreviation is named by its IANA name.
    expect(await inZone('Asia/Kolkata', `/inbox/${id}`)).toContain(
      '<time dateTime="2026-01-01T23:30:00.000Z">2 Jan 2026, 05:00 Asia/Kolkata</time>',
    )
    const list = visibleText(await inZone('Europe/Berlin', '/inbox?state=all'))
    expect(list).toContain('2 Jan 2026, 00:30 CET')
  })

  it('says “Today” and how long ago for today’s messages, “Yesterday” for the day before', async () => {
    const now = Date.now()
    const recent = new Date(now - 2 * 60 * 60 * 1000 - 60_000)
    const id = await seedMessage({ receivedAt: recent.toISOString() })
    const html = await inZone('UTC', `/inbox/${id}`)
    const clock = `${recent.toISOString().slice(11, 16)} UTC`
    const sameDay = recent.toISOString().slice(0, 10) === new Date(now).toISOString().slice(0, 10)
    expect(html).toContain(
      `<time dateTime="${recent.toISOString()}">${sameDay ? `Today ${clock} · 2 h ago` : `Yesterday ${clock}`}</time>`,
    )
    const dayBefore = new Date(now - 24 * 60 * 60 * 1000)
    const older = await seedMessage({ receivedAt: dayBefore.toISOString() })
    expect(await inZone('UTC', `/inbox/${older}`)).toContain(
      `>Yesterday ${dayBefore.toISOString().slice(11, 16)} UTC</time>`,
    )
  })

  it('falls back to UTC for a zone that is not one, and says so in the log', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const id = await seedMessage({ receivedAt: '2026-03-04T05:06:07.000Z' })
    for (const zone of ['Mars/Olympus_Mons', '+05:00']) {
      const html = await inZone(zone, `/inbox/${id}`)
      expect(html, zone).toContain('>4 Mar 2026, 05:06 UTC</time>')
    }
    expect(error.mock.calls.flat().join('\n')).toContain('INBOX_TIME_ZONE="Mars/Olympus_Mons"')
  })

  it('is checked before a deploy: an unknown or non-IANA zone is a problem, a real one is not', () => {
    expect(timeZoneProblem(undefined)).toBeNull()
    expect(timeZoneProblem('Europe/London')).toBeNull()
    expect(timeZoneProblem('UTC')).toBeNull()
    expect(timeZoneProblem('Mars/Olympus_Mons')).toMatch(/not a time zone/)
    expect(timeZoneProblem('+05:00')).toMatch(/not an IANA zone name/)
  })
})

describe('the tab’s title', () => {
  it('starts with how many messages are New, on every inbox page', async () => {
    await env.DB.exec('DELETE FROM contact_messages')
    const id = await seedMessage({ name: 'Title Person' })
    await seedMessage()
    await seedMessage({ flag: 'honeypot' }) // spam: not counted
    const list = await (await asStaff('/inbox?state=all')).text()
    expect(list).toContain('<title>(2) Inbox · All · Lumen Code Academy</title>')
    const message = await (await asStaff(`/inbox/${id}`)).text()
    expect(message).toMatch(/<title>\(2\) .*Title Person.* · Lumen Code Academy<\/title>/)
    const waitlists = await (await asStaff('/inbox/waitlists')).text()
    expect(waitlists).toContain('<title>(2) ')
  })

  it('carries no number when nothing is New', async () => {
    await env.DB.exec('DELETE FROM contact_messages')
    await seedMessage({ flag: 'honeypot' })
    const list = await (await asStaff('/inbox')).text()
    expect(list).toContain('<title>Inbox · New · Lumen Code Academy</title>')
  })
})
