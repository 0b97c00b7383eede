import { renderToStaticMarkup } from 'react-dom/server.edge'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { AcceleratorPage } from '../../../src/server/pages/accelerator'
import { structuredData } from '../../../src/server/seo/structured-data'
import { missingFacts } from '../../../src/server/settings/missing-facts'
import type { SchoolFacts } from '../../../src/shared/content/facts'
import { visibleText } from '../html'
import { filledFacts } from './school-facts'

// The headings the facts bring, written out here so that a heading shown for an empty fact fails.
const factHeadings = [
  'Dates, price and format',
  'Paying and attending',
  'Your Instructors',
  'How to Apply',
  'Frequently Asked Questions',
]

const page = (facts: SchoolFacts) => renderToStaticMarkup(<AcceleratorPage facts={facts} />)
const headings = (html: string) =>
  [...html.matchAll(/<h[1-6]\b[^>]*>([\s\S]*?)<\/h[1-6]>/g)].map((m) =>
    visibleText(m[1] ?? '').trim(),
  )

// The shapes Google's rich results documentation requires (Course info, FAQ), as valibot schemas.
const isoDate = v.pipe(v.string(), v.isoDate())
const isoDuration = v.pipe(v.string(), v.regex(/^P(?:\d+[YMWD])*(?:T(?:\d+[HMS])+)?$/))
const person = v.object({ '@type': v.literal('Person'), name: v.pipe(v.string(), v.nonEmpty()) })
const place = v.object({
  '@type': v.literal('Place'),
  name: v.pipe(v.string(), v.nonEmpty()),
  address: v.pipe(v.string(), v.nonEmpty()),
})
const courseInstance = v.object({
  '@type': v.literal('CourseInstance'),
  courseMode: v.picklist(['Online', 'Onsite', 'Blended']),
  startDate: isoDate,
  courseSchedule: v.object({
    '@type': v.literal('Schedule'),
    duration: isoDuration,
    repeatFrequency: v.picklist(['Daily', 'Weekly', 'Monthly', 'Yearly']),
    repeatCount: v.pipe(v.number(), v.integer(), v.minValue(1)),
    startDate: isoDate,
  }),
  location: place,
  instructor: v.pipe(v.array(person), v.nonEmpty()),
})
const course = v.object({
  '@type': v.literal('Course'),
  name: v.pipe(v.string(), v.nonEmpty()),
  description: v.pipe(v.string(), v.maxLength(500)),
  url: v.pipe(v.string(), v.url()),
  provider: v.object({ name: v.pipe(v.string(), v.nonEmpty()) }),
  offers: v.object({
    '@type': v.literal('Offer'),
    category: v.picklist(['Paid', 'Free', 'Partially Free', 'Subscription']),
    price: v.number(),
    priceCurrency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  }),
  hasCourseInstance: v.pipe(v.array(courseInstance), v.nonEmpty()),
})
const faqPage = v.object({
  '@type': v.literal('FAQPage'),
  mainEntity: v.pipe(
    v.array(
      v.object({
        '@type': v.literal('Question'),
        name: v.pipe(v.string(), v.nonEmpty()),
        acceptedAnswer: v.object({
          '@type': v.literal('Answer'),
          text: v.pipe(v.string(), v.nonEmpty()),
        }),
      }),
    ),
    v.nonEmpty(),
  ),
})

const graphOf = (facts: SchoolFacts) =>
  structuredData('https://lumen.test', '/accelerator', facts)['@graph'] as Array<
    Record<string, unknown>
  >
const nodeOf = (facts: SchoolFacts, type: string) =>
  graphOf(facts).find((node) => node['@type'] === type)

describe('the school’s facts on /accelerator', () => {
  it('shows every filled fact under its heading', () => {
    const html = page(filledFacts)
    expect(headings(html)).toEqual(
      expect.arrayContaining(
        factHeadings.filter((heading) => heading !== 'Dates, price and format'),
      ),
    )
    const text = visibleText(html)
    for (const shown of [
      'Next cohort Starts January 12, 2027',
      'December 15, 2026',
      '$12,000',
      'Payment options Pay in full Twelve monthly instalments',
      'Online and in person',
      'Harbour Campus, 1 Example Street, Springfield',
      'US Eastern Time (ET)',
      'Ada Example',
      'Lead instructor',
      'Fifteen years of building web apps.',
      'Talk with an instructor',
      'Do I need to know how to code?',
      'No: month 1 starts from zero.',
    ]) {
      expect(text).toContain(shown)
    }
  })

  it('gives a bio its paragraph, and an instructor without one none', () => {
    const html = page(filledFacts)
    const cards = html.split('<h3').slice(1)
    const ada = cards.find((card) => card.includes('Ada Example')) ?? ''
    const grace = cards.find((card) => card.includes('Grace Sample')) ?? ''
    expect(ada).toContain(
      '<p class="mt-2 leading-relaxed text-ink-muted">Fifteen years of building web apps.</p>',
    )
    expect(grace.split('</li>')[0]).not.toContain('mt-2 leading-relaxed')
  })

  it('names the facts under the hero by what they are: the next cohort’s card holds the dates', () => {
    // The card holds the dates, the schedule, the format and the price: payment and place remain.
    const withCard = headings(page(filledFacts))
    expect(withCard).toContain('Paying and attending')
    expect(withCard).not.toContain('Dates, price and format')
    const { nextCohort: _, ...withoutCohort } = filledFacts
    const withoutCard = headings(page(withoutCohort))
    expect(withoutCard).toContain('Dates, price and format')
    expect(withoutCard).not.toContain('Paying and attending')
  })

  it('lists under the hero the price block and what else the card beside it leaves out', () => {
    // The section's words: from its heading to the next section's.
    const section = (facts: SchoolFacts, heading: string) =>
      visibleText(page(facts)).split(heading)[1]?.split('Program Philosophy')[0] ?? ''
    const beside = section(
      { ...filledFacts, timeZone: 'Zone Without Hours' },
      'Paying and attending',
    )
    // The price block stays whole beside the card: the amount, then how it can be paid.
    expect(beside).toContain('Tuition $12,000 Payment options Pay in full Twelve monthly')
    expect(beside).toContain('Harbour Campus, 1 Example Street, Springfield')
    expect(beside).toContain('Zone Without Hours')
    expect(beside).not.toContain('Format')
    const withZone = section(
      {
        ...filledFacts,
        timeZone: 'Zone Without Hours',
        nextCohort: { ...filledFacts.nextCohort, schedule: { timeZone: 'America/New_York' } },
      },
      'Paying and attending',
    )
    expect(withZone).not.toContain('Zone Without Hours')
    const { nextCohort: _, ...withoutCohort } = filledFacts
    const alone = section(withoutCohort, 'Dates, price and format')
    expect(alone).toContain('Tuition $12,000')
    expect(alone).toContain('Format Online and in person')
  })

  it('shows no heading, label or placeholder for a fact left empty', () => {
    const empty = page({})
    for (const heading of factHeadings) expect(headings(empty)).not.toContain(heading)
    expect(visibleText(empty)).not.toMatch(/Next cohort starts|Tuition|Apply by|Time zone/)
    // Only the FAQ filled: only its heading appears.
    const onlyFaq = headings(page({ faq: filledFacts.faq }))
    expect(factHeadings.filter((heading) => onlyFaq.includes(heading))).toEqual([
      'Frequently Asked Questions',
    ])
  })

  it('describes the filled facts as a Course with a CourseInstance and a FAQPage', () => {
    const courseNode = v.parse(course, nodeOf(filledFacts, 'Course'))
    expect(courseNode.hasCourseInstance[0]).toMatchObject({
      startDate: '2027-01-12',
      courseMode: 'Blended',
      courseSchedule: { duration: 'PT20H', repeatFrequency: 'Weekly', repeatCount: 28 },
    })
    expect(courseNode.offers).toMatchObject({ price: 12000, priceCurrency: 'USD' })
    const faq = v.parse(faqPage, nodeOf(filledFacts, 'FAQPage'))
    expect(faq.mainEntity.map((question) => question.name)).toEqual(
      filledFacts.faq.map((entry) => entry.question),
    )
  })

  it('adds a CourseInstance only once a start date is set, and a FAQPage only with questions', () => {
    const bare = nodeOf({}, 'Course')
    expect(bare).toBeDefined()
    expect(bare).not.toHaveProperty('hasCourseInstance')
    expect(bare).not.toHaveProperty('offers')
    expect(nodeOf({}, 'FAQPage')).toBeUndefined()
    const dated = nodeOf({ nextCohort: { startDate: '2027-01-12' } }, 'Course')
    expect(dated).toMatchObject({ hasCourseInstance: [{ startDate: '2027-01-12' }] })
  })
})

describe('the settings check’s list of empty facts', () => {
  it('names every fact while none is set, and none once all are', () => {
    expect(missingFacts({})).toHaveLength(10)
    expect(missingFacts({}).join('\n')).toMatch(/start date[\s\S]*tuition[\s\S]*FAQ/)
    expect(missingFacts(filledFacts)).toEqual([])
  })

  it('asks for a location only for a course anyone attends in person', () => {
    const online = missingFacts({ ...filledFacts, format: { mode: 'online' } })
    expect(online).toEqual([])
    const onsite = missingFacts({ ...filledFacts, format: { mode: 'onsite' } })
    expect(onsite).toEqual([expect.stringMatching(/^location/)])
  })
})
