// /apply without JavaScript: the page with the cohort chosen from ?cohort=, the form posted to
// it, stored as sent and answered with a page, refused with its own words, the duplicate told,
// a closed cohort refused with the next one chosen.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { attributeValues, get, visibleText } from '../html'
import {
  autumn,
  postApplication,
  publishCohorts,
  renderedApply,
  spring,
  storedApplications,
  validFields,
} from './helpers'

beforeEach(() => publishCohorts())
afterEach(() => vi.useRealTimers())

/** The cohort the page's form has chosen: its selected option. */
const chosenCohort = (html: string) =>
  /<select[^>]*name="cohort"[^>]*>.*?<option[^>]*value="([^"]+)"[^>]*selected/s.exec(html)?.[1]

/** The value of the option a select of the page starts at. */
const startsAt = (html: string, name: string) =>
  /<option[^>]*value="([^"]*)"[^>]*selected/.exec(
    new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`, 's').exec(html)?.[1] ?? '',
  )?.[1]

describe('/apply', () => {
  it('asks each choice without answering it first: a blank "Choose one", kept when refused', async () => {
    const html = await (await renderedApply()).text()
    for (const name of ['background', 'heardFrom', 'financing']) {
      expect(startsAt(html, name), name).toBe('')
      expect(html).toMatch(new RegExp(`name="${name}"[^>]*required`))
    }
    expect(visibleText(html)).toContain('Choose one')
    const refused = await postApplication({ ...validFields, name: '', financing: 'scholarship' })
    const again = await refused.text()
    expect(startsAt(again, 'financing')).toBe('scholarship')
    expect(startsAt(again, 'background')).toBe(validFields.background)
  })

  it('offers the open cohorts, the one in ?cohort= chosen, the first otherwise', async () => {
    const page = await renderedApply()
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(visibleText(html)).toContain('Apply for the Accelerator')
    expect(visibleText(html)).toContain('Starts March 2, 2027')
    expect(visibleText(html)).toContain('Starts September 7, 2027')
    expect(chosenCohort(html)).toBe(spring.startDate)
    expect(attributeValues(html, 'form', 'action')).toContain('/apply')
    expect(chosenCohort(await (await get(`/apply?cohort=${autumn.startDate}`)).text())).toBe(
      autumn.startDate,
    )
    expect(chosenCohort(await (await get('/apply?cohort=1999-01-01')).text())).toBe(
      spring.startDate,
    )
  })

  it('is where every Apply action of /accelerator leads, with its cohort chosen', async () => {
    const html = await (await get('/accelerator')).text()
    const applyLinks = attributeValues(html, 'a', 'href').filter((href) =>
      href.startsWith('/apply'),
    )
    // The hero's button, each upcoming cohort's and the phone's apply bar.
    expect(applyLinks).toEqual([
      `/apply?cohort=${spring.startDate}`,
      `/apply?cohort=${spring.startDate}`,
      `/apply?cohort=${autumn.startDate}`,
      `/apply?cohort=${spring.startDate}`,
    ])
    for (const href of new Set(applyLinks))
      expect(chosenCohort(await (await get(href)).text())).toBe(href.split('=')[1])
  })

  it('says no cohort takes applications when none does, with no form and no script', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.parse('2027-08-14T05:00:00Z'))
    const html = await (await renderedApply()).text()
    expect(visibleText(html)).toContain('No cohort is taking applications right now')
    expect(attributeValues(html, 'form', 'action')).not.toContain('/apply')
    expect(attributeValues(html, 'script', 'type')).not.toContain('module')
  })
})

describe('an application posted without JavaScript', () => {
  it('is stored as sent, then the page says it was received and what happens next', async () => {
    const posted = await postApplication({ ...validFields, email: 'nojs@example.com' })
    expect(posted.status).toBe(303)
    const location = posted.headers.get('Location') ?? ''
    expect(location).toBe('https://lumen.test/apply?sent=1&cohort=2027-03-02')
    expect(await storedApplications('nojs@example.com')).toMatchObject([
      { cohort: '2027-03-02', name: 'Ada Lovelace', financing: 'scholarship', confirmed_at: null },
    ])
    const page = await get(new URL(location).pathname + new URL(location).search)
    const words = visibleText(await page.text())
    expect(words).toContain('Application received!')
    expect(words).toContain('we have emailed you a link')
  })

  it('is refused with its own words, what was typed kept, nothing stored', async () => {
    const posted = await postApplication({
      ...validFields,
      email: 'nojs-refused@example.com',
      goals: '',
      consent: '',
    })
    expect(posted.status).toBe(400)
    const html = await posted.text()
    const words = visibleText(html)
    expect(words).toContain('Failed to send application')
    expect(words).toContain('Goals is required')
    expect(words).toContain('Consent is required: we can only answer an application by email')
    expect(attributeValues(html, 'input', 'value')).toContain('nojs-refused@example.com')
    expect(await storedApplications('nojs-refused@example.com')).toEqual([])
  })

  it('tells a mailbox applying to the same cohort again that it applied already', async () => {
    await postApplication({ ...validFields, email: 'nojs-twice@example.com' })
    const again = await postApplication({ ...validFields, email: 'NoJS-Twice@example.com' })
    expect(again.status).toBe(303)
    const location = new URL(again.headers.get('Location') ?? '')
    expect(location.search).toBe('?sent=again&cohort=2027-03-02')
    const words = visibleText(await (await get(location.pathname + location.search)).text())
    expect(words).toContain('You have applied for this cohort already')
    expect(words).toContain('what you just sent has replaced what you sent before')
    expect(await storedApplications('nojs-twice@example.com')).toHaveLength(1)
  })

  it('refuses a cohort past its deadline with the next open cohort chosen', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.parse('2027-02-13T05:00:00Z'))
    const posted = await postApplication({ ...validFields, email: 'nojs-late@example.com' })
    expect(posted.status).toBe(400)
    const html = await posted.text()
    expect(visibleText(html)).toContain(
      'The March 2, 2027 cohort no longer takes applications. The next open cohort starts September 7, 2027: it is chosen below.',
    )
    expect(chosenCohort(html)).toBe(autumn.startDate)
    expect(await storedApplications('nojs-late@example.com')).toEqual([])
  })

  it('takes the widest application a visitor can type (every field full of 3-byte characters)', async () => {
    const wide = (length: number) => '語'.repeat(length)
    const email = `${'w'.repeat(240)}@example.com`
    const posted = await postApplication({
      ...validFields,
      email,
      name: wide(100),
      backgroundDetail: wide(1000),
      goals: wide(2000),
      timeZone: 'America/Argentina/ComodRivadavia',
    })
    expect(posted.status).toBe(303)
    expect(await storedApplications(email)).toHaveLength(1)
  })

  it('refuses a post from another site before reading it', async () => {
    const { env } = await import('cloudflare:test')
    const { app } = await import('../../../src/server')
    const response = await app.request(
      'https://lumen.test/apply',
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'https://evil.example',
        },
        body: new URLSearchParams({ ...validFields, email: 'nojs-evil@example.com' }).toString(),
      },
      env,
    )
    expect(response.status).toBe(403)
    expect(await storedApplications('nojs-evil@example.com')).toEqual([])
  })
})
