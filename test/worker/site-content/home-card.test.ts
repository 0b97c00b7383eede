// The accelerator's card on the home page says the next start and the tuition once the school has
// published them, and reads as it always did until then (pages/home.tsx, site-content/facts.ts).
import { env, SELF } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { visibleText } from '../html'
import { movingClock } from './moving-clock'
import { publishRevision } from './revisions'

const later = movingClock('2026-12-01T12:00:00Z')

/** The words of the home page's first card, the accelerator's. */
const card = async () => {
  const html = await (await SELF.fetch('https://lumen.test/')).text()
  return visibleText(html.split('<article')[1]?.split('</article>')[0] ?? '')
}

const cohort = (startDate: string, applicationDeadline: string) => ({
  startDate,
  applicationDeadline,
  format: { mode: 'online' },
})
const tuition = { amount: 12500, currency: 'USD' }
const summary = 'to deployed full-stack applications.'

beforeEach(async () => {
  later()
  await env.DB.prepare('DELETE FROM content_revisions').run()
  later()
})

describe('the home page’s accelerator card', () => {
  it('names neither a start nor a price while none is published', async () => {
    const words = await card()
    expect(words).toContain(`${summary} 20 hours a week`)
    expect(words).not.toContain('Next start')
    expect(words).not.toContain('Tuition')
  })

  it('says the next start and the tuition once published, under its summary', async () => {
    await publishRevision({
      cohort: { cohorts: [cohort('2027-03-02', '2027-02-12'), cohort('2027-09-07', '2027-08-13')] },
      tuition,
    })
    later()
    expect(await card()).toContain(`${summary} Next start March 2, 2027 Tuition $12,500 20 hours`)
  })

  it('says what is published of the two, and no start once every cohort has begun', async () => {
    await publishRevision({ cohort: { cohorts: [cohort('2026-11-03', '2026-10-20')] }, tuition })
    later()
    const words = await card()
    expect(words).toContain(`${summary} Tuition $12,500 20 hours`)
    expect(words).not.toContain('Next start')
    await publishRevision({ cohort: { cohorts: [cohort('2027-03-02', '2027-02-12')] } })
    later()
    expect(await card()).toContain(`${summary} Next start March 2, 2027 20 hours`)
  })
})
