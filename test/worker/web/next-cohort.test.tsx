// The next cohort's card in /accelerator's hero (components/cohorts/next-cohort.tsx): each fact the school
// set, as label and value, none it left out; applications closed said so; the hero's button.
import { renderToStaticMarkup } from 'react-dom/server.edge'
import { describe, expect, it } from 'vitest'
import {
  applyLabel,
  NextCohortCard,
  nextCohortFacts,
} from '../../../src/server/components/cohorts/next-cohort'
import type { SchoolFacts } from '../../../src/shared/content/facts'
import { visibleText } from '../html'

/** Each fact as "label: value", in the words a visitor reads (the schedule is a list of sessions). */
const listed = (facts: SchoolFacts) =>
  nextCohortFacts(facts).map(
    (fact) => `${fact.label}: ${visibleText(renderToStaticMarkup(<>{fact.detail}</>)).trim()}`,
  )

describe('the next cohort’s card', () => {
  it('lists every fact the school set, in the order a visitor asks them', () => {
    const facts: SchoolFacts = {
      nextCohort: {
        startDate: '2027-01-12',
        applicationDeadline: '2026-12-15',
        schedule: {
          sessions: [
            { day: 'thu', from: '19:00', to: '21:30' },
            { day: 'tue', from: '19:00', to: '21:30' },
            { day: 'sat', from: '10:00', to: '13:00' },
          ],
          timeZone: 'America/New_York',
        },
        seats: 1,
      },
      format: { mode: 'blended', location: { name: 'Harbour Campus', address: '1 Example St' } },
      tuition: { amount: 12000, currency: 'USD' },
    }
    expect(listed(facts)).toEqual([
      'Starts: January 12, 2027',
      'Apply by: December 15, 2026',
      // In the week's order, whatever order staff typed them in.
      'Schedule: Tue 7:00–9:30 PM Thu 7:00–9:30 PM Sat 10:00 AM–1:00 PM',
      'Time zone: New York time, UTC−5 (UTC−4 from March 14)',
      'Format: Online and in person, Harbour Campus',
      'Tuition: $12,000',
      'Seats: 1 seat',
    ])
  })

  it('leaves out what is not set, and says when applications have closed', () => {
    expect(listed({ nextCohort: { startDate: '2027-01-12' } })).toEqual([
      'Starts: January 12, 2027',
    ])
    expect(
      listed({
        nextCohort: {
          startDate: '2027-01-12',
          applicationDeadline: '2026-12-15',
          applicationsOpen: false,
          // Sessions without their zone say nothing: publishing refuses them.
          schedule: { sessions: [{ day: 'mon', from: '09:00', to: '12:00' }] },
          seats: 0,
        },
        format: { mode: 'online' },
      }),
    ).toEqual([
      'Starts: January 12, 2027',
      'Apply by: Applications closed',
      'Format: Online',
      'Seats: 0 seats',
    ])
    expect(
      listed({
        nextCohort: { startDate: '2027-01-12', schedule: { earlierText: 'Saturdays, 9:00 AM' } },
      }),
    ).toEqual(['Starts: January 12, 2027', 'Schedule: Saturdays, 9:00 AM'])
    expect(listed({ tuition: { amount: 12000, currency: 'USD' } })).toEqual([])
  })

  it('is a card headed "Next cohort" holding the list, and nothing while no cohort is set', () => {
    const html = renderToStaticMarkup(
      <NextCohortCard facts={{ nextCohort: { startDate: '2027-01-12' } }} />,
    )
    expect(html).toMatch(/^<aside aria-labelledby="next-cohort"/)
    expect(html).toContain('<h2 id="next-cohort"')
    expect(visibleText(html)).toContain('Next cohort')
    expect(html).toContain('<dt class="text-sm text-ink-muted">Starts</dt>')
    expect(html).toContain('<dd class="font-semibold text-ink">January 12, 2027</dd>')
    expect(renderToStaticMarkup(<NextCohortCard facts={{}} />)).toBe('')
  })

  it('makes the hero’s button "Apply by <deadline>" only while applications are open', () => {
    const cohort = { startDate: '2027-01-12', applicationDeadline: '2026-12-15' } as const
    expect(applyLabel({ nextCohort: cohort })).toBe('Apply by December 15, 2026')
    expect(applyLabel({ nextCohort: { ...cohort, applicationsOpen: false } })).toBeUndefined()
    expect(applyLabel({ nextCohort: { startDate: '2027-01-12' } })).toBeUndefined()
    expect(applyLabel({})).toBeUndefined()
  })
})
