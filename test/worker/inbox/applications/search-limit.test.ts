// The applications room's search walks a full-text index as the messages' search does, so it
// counts against the same quota (INBOX_SEARCH_RATE_LIMITER, one a staff member) and is answered
// the same way once the quota is spent: 429 and the slow-down page, the search in its box.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { attributeValues, visibleText } from '../../html'
import { as, atOnce, exact, statuses, typedBack } from '../search/limit-requests'
import { publishCohorts, seedApplication, spring } from './seed'

beforeAll(async () => {
  await publishCohorts([spring])
  await seedApplication({ name: 'Quota Searched', goals: 'Searching under a quota' })
})

afterEach(() => {
  vi.restoreAllMocks()
})

const room = `/inbox/applications?cohort=${spring.startDate}`

describe('the applications search counts against the staff search quota', {
  timeout: 60_000,
}, () => {
  it('counts each search, never the room without one', async () => {
    const email = 'room.counter@lumen.example'
    const limiter = exact()
    const responses = await atOnce(
      [room, `${room}&stage=offer`, `${room}&view=board`, `${room}&q=quota`].map((path) => ({
        email,
        path,
      })),
      limiter,
    )
    expect(statuses(responses)).toEqual([200, 200, 200, 200])
    expect(limiter.counted).toEqual([email])
    expect(visibleText(await (responses[3] as Response).text())).toContain('Quota Searched')
  })

  it('shares the quota with the message search, refused once it is spent there', async () => {
    const email = 'both.rooms@lumen.example'
    const limiter = exact({ [email]: 19 })
    const messages = await as(email, '/inbox?q=ada', {}, limiter)
    expect(messages.status).toBe(200)
    const response = await as(email, `${room}&stage=applied&q=quota+searched`, {}, limiter)
    expect(limiter.counted).toEqual([email, email])
    expect(response.status).toBe(429)
    expect(response.headers.get('Retry-After')).toBe('10')
    const html = await response.text()
    expect(html).toContain('<title>Slow down · Lumen Code Academy</title>')
    const text = visibleText(html)
    expect(text).toContain('Slow down: too many searches')
    expect(text).toContain('20 searches every 10 seconds')
    // Nothing read for it, the search kept in the room's own box with its cohort and stage.
    expect(text).not.toContain('Quota Searched')
    expect(typedBack(html)).toEqual([spring.startDate, 'applied', 'quota searched'])
    expect(attributeValues(html, 'form', 'action')).toContain('/inbox/applications')
    expect(attributeValues(html, 'a', 'href')).toContain(
      `/inbox/applications?cohort=${spring.startDate}&stage=applied`,
    )
    // The room without the search still opens.
    expect((await as(email, room, {}, limiter)).status).toBe(200)
  })

  it('refuses the search when the limit cannot be checked (503), never runs it unlimited', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await as('room.unchecked@lumen.example', `${room}&q=quota`, {}, null)
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('60')
    expect(visibleText(await response.text())).toContain('Search is unavailable right now')
  })
})
