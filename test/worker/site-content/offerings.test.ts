// The planned items of the offerings still to come, as published: /corporate's and /technical's
// lists and their cards on the home page, the code's items until then.
import { env, SELF } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { plannedOfferings } from '../../../src/shared/content/planned-offerings'
import { visibleText } from '../html'
import { movingClock } from './moving-clock'
import { publishRevision } from './revisions'

const corporateItems = [
  'Two-day React workshops for product teams',
  'A month of pairing on your own codebase',
  'Reviews of your architecture and tests',
  'Private cohorts of the accelerator',
  'Help hiring and onboarding engineers',
]
const technicalItems = [
  'PostgreSQL health checks and indexing',
  'Security reviews of Express APIs',
  'Accessibility audits with fixes',
  'Performance budgets for React apps',
  'On-call help for a launch week',
]
const offerings = {
  corporate: { comingSoon: true, items: corporateItems },
  technical: { comingSoon: true, items: technicalItems },
}

const later = movingClock('2026-12-01T12:00:00Z')
const words = async (path: string) =>
  visibleText(await (await SELF.fetch(`https://lumen.test${path}`)).text())

beforeEach(async () => {
  later()
  await env.DB.prepare('DELETE FROM content_revisions').run()
  later()
})

describe('the offerings’ planned items', () => {
  it('are the code’s until the school publishes its own', async () => {
    expect(await words('/corporate')).toContain(plannedOfferings.corporate.items[0])
    expect(await words('/')).toContain(plannedOfferings.technical.items[4])
  })

  it('are the published ones on each offering’s page and its home card, in order', async () => {
    await publishRevision({ offerings })
    later()
    const corporate = await words('/corporate')
    expect(corporate).toContain(corporateItems.join(' '))
    expect(corporate).not.toContain(plannedOfferings.corporate.items[0])
    expect(await words('/technical')).toContain(technicalItems.join(' '))
    const home = await words('/')
    expect(home).toContain(corporateItems.join(' '))
    expect(home).toContain(technicalItems.join(' '))
    expect(home).not.toContain(plannedOfferings.technical.items[4])
  })
})
