// The school's facts gone stale (site-content/facts.ts staleCohortStarts): once a published
// cohort has begun, the inbox's first page says so, with the way to the form that fixes it, until
// the cohorts are published anew; a page further down the list does not repeat it.
import { env } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { encodeCursor } from '../../../../src/server/inbox/list/cursor'
import { attributeValues, visibleText } from '../../html'
import { publishRevision } from '../../site-content/revisions'
import { asStaff } from '../helpers'

const cohorts = {
  cohort: {
    cohorts: [
      {
        startDate: '2027-03-01',
        format: { mode: 'online' },
        schedule: { timeZone: 'Europe/Berlin' },
      },
    ],
  },
}

// 1 March 2027 begins at 23:00 UTC on 28 February in Berlin (UTC+1).
const starts = Date.parse('2027-02-28T23:00:00Z')

const firstPage = async (path = '/inbox') => {
  const html = await (await asStaff(path)).text()
  return { html, words: visibleText(html) }
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  await env.DB.prepare('DELETE FROM content_revisions').run()
})
afterEach(() => vi.useRealTimers())

describe('stale facts on the inbox’s first page', () => {
  it('are named from the minute a published cohort begins, with the way to fix them', async () => {
    vi.setSystemTime(starts - 60_000)
    await publishRevision(cohorts)
    vi.setSystemTime(starts - 1)
    expect((await firstPage()).words).not.toContain('has begun')
    vi.setSystemTime(starts + 10_000)
    const { html, words } = await firstPage()
    expect(words).toContain(
      'The site still lists a cohort that has begun (March 1, 2027): visitors no longer see it as the next one.',
    )
    expect(attributeValues(html, 'a', 'href')).toContain('/inbox/content/cohort')
    // Not repeated further down the list.
    const after = encodeCursor({
      receivedAt: '2027-01-01T00:00:00.000Z',
      id: '00000000-0000-4000-8000-000000000000',
    })
    expect((await firstPage(`/inbox?after=${after}`)).words).not.toContain('has begun')
  })

  it('are gone once the cohorts are published anew', async () => {
    vi.setSystemTime(starts + 20_000)
    await publishRevision(cohorts)
    vi.setSystemTime(starts + 40_000)
    expect((await firstPage()).words).toContain('has begun')
    await publishRevision({
      cohort: { cohorts: [{ ...cohorts.cohort.cohorts[0], startDate: '2027-09-01' }] },
    })
    vi.setSystemTime(starts + 60_000)
    expect((await firstPage()).words).not.toContain('has begun')
  })
})
