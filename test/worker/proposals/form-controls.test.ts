// The proposal form's controls as the server writes them on /corporate, before any script: what a
// browser fills in for the company (autocomplete), what it refuses to send (required, maxlength,
// the email's type), each choice's options in order, the optional fields said so, and what a
// refused post had sent kept: its words, its choices the form offers, its topics the page lists.
import { describe, expect, it } from 'vitest'
import { get } from '../html'
import { postProposal, validForm } from './helpers'

/** The opening tag of the control whose id is `proposal-corporate-<name>`. */
const control = (html: string, name: string) =>
  new RegExp(`<(?:input|textarea|select)[^>]*id="proposal-corporate-${name}"[^>]*>`).exec(
    html,
  )?.[0] ?? ''

/** The words of the label for `proposal-corporate-<name>`. */
const label = (html: string, name: string) =>
  new RegExp(`<label for="proposal-corporate-${name}"[^>]*>([^<]*)</label>`).exec(html)?.[1]

/** A select's options as `value=words`, the selected one marked with a star. */
function options(html: string, name: string) {
  const start = html.indexOf(control(html, name))
  const select = html.slice(start, html.indexOf('</select>', start))
  return [...select.matchAll(/<option([^>]*)>([^<]*)<\/option>/g)].map(([, attributes, words]) => {
    const value = /value="([^"]*)"/.exec(String(attributes))?.[1]
    return `${attributes?.includes('selected=""') ? '*' : ''}${value}=${words}`
  })
}

/** The topics ticked, by their values. */
const ticked = (html: string) =>
  [...html.matchAll(/<input[^>]*name="topics"[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes('checked=""'))
    .map((tag) => /value="([^"]*)"/.exec(tag)?.[1])

let renders = 0

/**
 * /corporate rendered for this test: a query the page ignores makes a variant of its own, so the
 * page is rendered here rather than read from the copy the isolate kept of an earlier test's
 * (web/page-cache.ts), and each test runs the code it checks (which is how Stryker ties a test
 * to the mutants it can kill).
 */
const corporate = async () => (await get(`/corporate?render=${++renders}`)).text()

describe('the proposal form, as the server writes it', () => {
  it('asks the browser to fill in the company, the name and the email, each bounded', async () => {
    const html = await corporate()
    for (const [name, type, autoComplete, maxLength] of [
      ['company', 'text', 'organization', 150],
      ['name', 'text', 'name', 100],
      ['email', 'email', 'email', 254],
    ] as const) {
      const tag = control(html, name)
      expect(tag, name).toContain(`type="${type}"`)
      expect(tag, name).toContain(`autoComplete="${autoComplete}"`)
      expect(tag, name).toContain(`maxLength="${maxLength}"`)
      expect(tag, name).toContain('required=""')
      expect(tag, name).toContain(`name="${name}"`)
      // Blank on a first visit: nothing typed yet.
      expect(tag, name).toContain('value=""')
    }
    expect(label(html, 'company')).toBe('Company')
    expect(label(html, 'email')).toBe('Work email')
    const other = control(html, 'otherTopic')
    expect(other).toContain('type="text"')
    expect(other).toContain('name="otherTopic"')
    expect(other).toContain('maxLength="200"')
    expect(other).not.toContain('required')
    expect(other).not.toContain('autoComplete')
    expect(label(html, 'otherTopic')).toBe('Another topic (optional)')
    const message = control(html, 'message')
    expect(message).toMatch(/^<textarea/)
    expect(message).toContain('rows="5"')
    expect(message).toContain('maxLength="3000"')
    expect(message).not.toContain('required')
    expect(label(html, 'message')).toBe('Anything else we should know? (optional)')
    expect(html).toContain('Tick what applies; add anything else below.')
    expect(ticked(html)).toEqual([])
  })

  it('offers each choice in order, a required one starting on “Choose…”', async () => {
    const html = await corporate()
    expect(options(html, 'teamSize')).toEqual([
      '*=Choose…',
      '1-5=1–5 people',
      '6-15=6–15 people',
      '16-50=16–50 people',
      '51-200=51–200 people',
      '200+=More than 200 people',
    ])
    expect(options(html, 'timeline')).toEqual([
      '*=Choose…',
      'this-quarter=This quarter',
      'next-quarter=Next quarter',
      'this-year=Later this year',
      'exploring=Just exploring',
    ])
    expect(options(html, 'format')).toEqual([
      '*=Choose…',
      'on-site=On site, at your offices',
      'remote=Remote, live online',
      'hybrid=Hybrid',
      'undecided=Not decided yet',
    ])
    // The budget may stay unsaid: no "Choose…", and nothing required.
    expect(options(html, 'budget')).toEqual([
      '*=Prefer not to say',
      'under-10k=Under $10,000',
      '10k-25k=$10,000–$25,000',
      '25k-50k=$25,000–$50,000',
      '50k-plus=$50,000 or more',
    ])
    for (const name of ['teamSize', 'timeline', 'format'])
      expect(control(html, name), name).toContain('required=""')
    expect(control(html, 'budget')).not.toContain('required')
    expect(label(html, 'timeline')).toBe('When would you like to start?')
    expect(label(html, 'budget')).toBe('Budget (optional)')
  })

  it('keeps what a refused post sent that the form offers, and nothing else', async () => {
    const refused = await postProposal(
      validForm({
        email: 'kept@acme.example',
        company: '',
        name: 'Grace Hopper',
        timeline: 'next-quarter',
        teamSize: 'a thousand',
        budget: '25k-50k',
        topics: ['Codebase reviews with practical next steps', 'Something this page never offered'],
        otherTopic: 'Kotlin',
        message: 'Fourteen developers.',
      }),
    )
    expect(refused.status).toBe(400)
    const html = await refused.text()
    expect(control(html, 'name')).toContain('value="Grace Hopper"')
    expect(control(html, 'otherTopic')).toContain('value="Kotlin"')
    expect(html).toMatch(/<textarea[^>]*id="proposal-corporate-message"[^>]*>Fourteen developers\./)
    expect(options(html, 'timeline')).toContain('*next-quarter=Next quarter')
    expect(options(html, 'budget')).toContain('*25k-50k=$25,000–$50,000')
    // A choice no option has is no choice: back to "Choose…".
    expect(options(html, 'teamSize')[0]).toBe('*=Choose…')
    expect(ticked(html)).toEqual(['Codebase reviews with practical next steps'])
  })
})
