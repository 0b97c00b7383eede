// What POST /api/applications tells a client it refuses, in the words the island shows: another
// site, a body too large or not JSON, a visitor past the quota, and a database that fails, which
// loses nothing silently: the visitor is told to try again and nothing is half stored.
import { beforeEach, describe, expect, it } from 'vitest'
import { databaseDown } from '../database-down'
import { newAddress } from '../html'
import { visitorPost } from '../visitor-posts'
import { applyWith, publishCohorts, storedApplications, valid } from './helpers'

beforeEach(() => publishCohorts())

describe('an application the API refuses', () => {
  it('says why in its own words for each guard', async () => {
    const crossSite = await applyWith(valid, {}, { Origin: 'https://evil.example' })
    expect(await crossSite.json()).toEqual({
      error: 'Applications can only be sent from this site',
    })
    const tooLarge = await applyWith({ ...valid, goals: 'é'.repeat(40_000) })
    expect(await tooLarge.json()).toEqual({
      error: expect.stringMatching(/^Applications are limited to \d[\d,]* bytes$/),
    })
    const notJson = await visitorPost('/api/applications', {
      type: 'application/x-www-form-urlencoded',
      body: 'name=Ada',
      bindings: {},
    })
    expect(notJson.status).toBe(415)
    expect(await notJson.json()).toEqual({
      error: 'Send the application as JSON (application/json)',
    })
  })

  it('tells a visitor past the quota to wait a minute', async () => {
    const address = newAddress()
    let limited: Response | undefined
    for (let n = 0; n < 30 && !limited; n++) {
      const answer = await visitorPost('/api/applications', {
        type: 'application/json',
        body: JSON.stringify({ ...valid, email: `quota-${n}@example.com` }),
        bindings: {},
        address,
      })
      if (answer.status === 429) limited = answer
    }
    expect(limited?.status).toBe(429)
    expect(await limited?.json()).toEqual({
      error: 'Too many forms from this address: try again in a minute',
    })
  })

  it('answers a database that fails with 503 and a word to try again, storing nothing', async () => {
    const email = 'database-down@example.com'
    const answer = await applyWith({ ...valid, email }, { DB: databaseDown })
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({
      error: 'The application could not be stored; please try again later',
    })
    expect(await storedApplications(email)).toEqual([])
  })
})
