// What the school publishes is what /accelerator shows, within the bound, as text: an answer that
// holds markup shows as those characters on the page and cannot close the JSON-LD block it is
// described in (site-content/facts.ts, the page and the structured data read the live content).
import { env, SELF } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { type ContentGroup, checkContent } from '../../../src/server/site-content/schema/index'
import { filledContent } from '../../fixtures/site-content'
import { visibleText } from '../html'
import { movingClock } from './moving-clock'
import { publishRevision } from './revisions'

const hostile = '</script><script>alert(1)</script>'
const faq = {
  faq: [
    { question: 'Is it online?', answer: `Yes. Try this in the console: ${hostile}` },
    { question: 'When does it start?', answer: 'In March.' },
  ],
}

const later = movingClock('2026-11-27T10:00:00Z')

const accelerator = async () => (await SELF.fetch('https://lumen.test/accelerator')).text()

/** The page's JSON-LD blocks, parsed. */
const ldBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as { '@graph': { '@type': string }[] },
  )

beforeEach(async () => {
  later()
  await env.DB.prepare('DELETE FROM content_revisions').run()
})

describe('the FAQ, once published', () => {
  it('shows on /accelerator within the bound, questions and answers in order', async () => {
    later()
    expect(visibleText(await accelerator())).not.toContain('Is it online?')
    await publishRevision({ faq })
    later()
    const words = visibleText(await accelerator())
    expect(words).toContain('Frequently Asked Questions')
    expect(words.indexOf('Is it online?')).toBeLessThan(words.indexOf('When does it start?'))
    expect(words).toContain(`Yes. Try this in the console: ${hostile}`)
  })

  it('is text everywhere: no script it holds runs, and the JSON-LD keeps its exact words', async () => {
    await publishRevision({ faq })
    later()
    const html = await accelerator()
    expect(html).not.toContain('<script>alert(1)')
    // The page's own scripts only: the JSON-LD block and what the page loads, none added.
    const scripts = html.match(/<script\b/g) ?? []
    await publishRevision({ faq: { faq: [{ question: 'Plain?', answer: 'Yes.' }] } })
    later()
    expect((await accelerator()).match(/<script\b/g)).toEqual(scripts)

    await publishRevision({ faq })
    later()
    const [graph] = ldBlocks(await accelerator())
    const faqPage = graph?.['@graph'].find((node) => node['@type'] === 'FAQPage') as unknown as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[]
    }
    expect(faqPage.mainEntity.map((entry) => entry.acceptedAnswer.text)).toEqual(
      faq.faq.map((entry) => entry.answer),
    )
  })

  it('goes from the page when a later publish holds none, and a malformed row breaks nothing', async () => {
    await publishRevision({ faq })
    later()
    expect(visibleText(await accelerator())).toContain('Is it online?')
    await publishRevision({ faq: 'not a list', cohort: 42 })
    later()
    const response = await SELF.fetch('https://lumen.test/accelerator')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(visibleText(html)).not.toContain('Is it online?')
    expect(html).toMatch(/All rights reserved\.[\s\S]*<\/html>$/) // rendered to its end

    // A group its publish schema refuses (an entry without its answer, written by hand past the
    // publish step) is left out whole; the other groups still show.
    await publishRevision({
      faq: { faq: [{ question: 'Half?' }, { question: 'Whole?', answer: 'Yes.' }] },
      applying: { steps: ['Send us a message.', 'Talk to an instructor.'] },
    })
    later()
    const words = visibleText(await accelerator())
    expect(words).not.toContain('Whole?')
    expect(words).toContain('Send us a message.')
  })
})

describe('the other facts, once published', () => {
  it('show tuition, how to apply and the instructors, and describe the price as an Offer', async () => {
    await publishRevision({
      tuition: {
        amount: 12000,
        currency: 'USD',
        paymentOptions: ['Pay in full', '12 monthly instalments'],
      },
      applying: { steps: ['Send us a message.', 'Talk to an instructor.', 'Start.'] },
      instructors: {
        instructors: [{ name: 'Ada Lovelace', role: 'Lead instructor', bio: 'Writes the notes.' }],
      },
    })
    later()
    const html = await accelerator()
    const words = visibleText(html)
    expect(words).toContain('12 monthly instalments')
    expect(words).toContain('How to Apply')
    expect(words.indexOf('Send us a message.')).toBeLessThan(
      words.indexOf('Talk to an instructor.'),
    )
    expect(words).toContain('Ada Lovelace')
    expect(words).toContain('Lead instructor')
    const course = ldBlocks(html)[0]?.['@graph'].find(
      (node) => node['@type'] === 'Course',
    ) as unknown as {
      offers?: { price: number; priceCurrency: string }
    }
    expect(course.offers).toMatchObject({ price: 12000, priceCurrency: 'USD' })
  })
})

describe('the tuition, once published', () => {
  const tuition = {
    amount: 12500,
    currency: 'USD',
    paymentOptions: ['Card', 'Bank transfer', 'Employer invoice'],
    deposit: 'A $500 deposit holds your seat.',
    instalments: 'Three monthly instalments, without interest.',
    financing: 'We partner with a lender; ask us for the terms.',
  }

  /** The section with the price: its HTML, from its heading to the section's end. */
  const priceSection = (html: string) => {
    const start = html.indexOf('<h2 id="key-facts"')
    return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start))
  }

  /** The Offer on the page's Course, as search engines read it. */
  const offerOf = (html: string) => {
    const course = ldBlocks(html)[0]?.['@graph'].find((node) => node['@type'] === 'Course') as
      | { offers?: Record<string, unknown> }
      | undefined
    return course?.offers
  }

  it('shows the amount, the deposit, the instalments, the financing and each payment option', async () => {
    await publishRevision({ tuition })
    later()
    const html = await accelerator()
    const words = visibleText(priceSection(html))
    for (const shown of [
      '$12,500',
      'Deposit A $500 deposit holds your seat.',
      'Instalments Three monthly instalments, without interest.',
      'Financing We partner with a lender; ask us for the terms.',
    ])
      expect(words).toContain(shown)
    // The payment options are a list, an item each, not one line.
    const items = [...priceSection(html).matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((match) =>
      visibleText(match[1] ?? '').trim(),
    )
    expect(items).toEqual(tuition.paymentOptions)
    expect(words).not.toContain('Card; Bank transfer')
  })

  it('shows no deposit, instalments or financing the school left out', async () => {
    await publishRevision({ tuition: { amount: 12500, currency: 'USD', financing: 'Ask us.' } })
    later()
    const words = visibleText(priceSection(await accelerator()))
    expect(words).toContain('$12,500')
    expect(words).toContain('Financing Ask us.')
    expect(words).not.toMatch(/Deposit|Instalments|Payment options/)
    await publishRevision({ tuition: { amount: 12500, currency: 'USD' } })
    later()
    expect(visibleText(priceSection(await accelerator()))).not.toMatch(
      /Deposit|Instalments|Financing|Payment options/,
    )
  })

  it('describes them on the Offer: price components, accepted payment methods, the financing', async () => {
    await publishRevision({ tuition })
    later()
    expect(offerOf(await accelerator())).toEqual({
      '@type': 'Offer',
      category: 'Paid',
      price: 12500,
      priceCurrency: 'USD',
      priceSpecification: [
        {
          '@type': 'UnitPriceSpecification',
          priceComponentType: 'https://schema.org/Downpayment',
          priceCurrency: 'USD',
          description: tuition.deposit,
        },
        {
          '@type': 'UnitPriceSpecification',
          priceComponentType: 'https://schema.org/Installment',
          priceCurrency: 'USD',
          description: tuition.instalments,
        },
      ],
      acceptedPaymentMethod: [
        ...tuition.paymentOptions,
        { '@type': 'LoanOrCredit', name: 'Financing', description: tuition.financing },
      ],
    })
    await publishRevision({ tuition: { amount: 0, currency: 'EUR' } })
    later()
    expect(offerOf(await accelerator())).toEqual({
      '@type': 'Offer',
      category: 'Free',
      price: 0,
      priceCurrency: 'EUR',
    })
  })
})

describe('the fixture the bench and the screenshots publish', () => {
  it('passes every publish schema, so the page they measure shows all of it', async () => {
    for (const [name, content] of Object.entries(filledContent))
      expect(checkContent(name as ContentGroup, 'publish', content), name).toMatchObject({
        ok: true,
      })
    await publishRevision(filledContent)
    later()
    const words = visibleText(await accelerator())
    for (const shown of [
      'Upcoming cohorts',
      'Starting March 2, 2027',
      'Starting September 7, 2027',
      'Deposit A $500 deposit',
      'Instalments After the deposit',
      'Financing Through a lending partner',
      '87 % of graduates in a developer role within six months',
      '“I kept my job in logistics the whole time.',
      'M. K. Junior developer at a software agency September 2025 cohort',
    ])
      expect(words).toContain(shown)
  })
})
