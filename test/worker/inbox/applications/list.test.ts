import { beforeAll, describe, expect, it } from 'vitest'
import { visibleText } from '../../html'
import { asStaff, send } from '../helpers'
import { autumn, publishCohorts, seedApplication, spring } from './seed'

const page = async (path: string) => {
  const response = await asStaff(path)
  expect(response.status).toBe(200)
  return visibleText(await response.text())
}

beforeAll(async () => {
  await publishCohorts([spring, autumn])
  await seedApplication({ name: 'Grace Hopper', goals: 'Compilers for everyone' })
  await seedApplication({ name: 'Alan Turing', stage: 'offer', goals: 'Machines that think' })
  await seedApplication({ name: 'Unsure Person', confirmed: false, goals: 'Not yet sure' })
  await seedApplication({ name: 'Autumn Applicant', cohort: autumn.startDate })
})

describe('the applications room', () => {
  it('lists the first published cohort with its counts per stage, unconfirmed ones marked', async () => {
    const text = await page('/inbox/applications')
    expect(text).toContain('Applications')
    expect(text).toMatch(/Starts March 2, 2027 .*Starts September 7, 2027/)
    expect(text).toMatch(/All stages 3 Applied 2 Call booked 0 .* Offer 1 Enrolled 0/)
    expect(text).toContain('Grace Hopper')
    expect(text).toContain('Alan Turing')
    expect(text).toMatch(/Unsure Person .*Unconfirmed/)
    expect(text).not.toContain('Autumn Applicant')
  })

  it('shows another cohort, and one stage of it', async () => {
    expect(await page(`/inbox/applications?cohort=${autumn.startDate}`)).toContain(
      'Autumn Applicant',
    )
    const offers = await page(`/inbox/applications?cohort=${spring.startDate}&stage=offer`)
    expect(offers).toContain('Alan Turing')
    expect(offers).not.toContain('Grace Hopper')
  })

  it('finds applications by name, address and goals, within the cohort', async () => {
    const byGoals = await page('/inbox/applications?q=compil')
    expect(byGoals).toContain('Grace Hopper')
    expect(byGoals).not.toContain('Alan Turing')
    const byName = await page('/inbox/applications?q=turing')
    expect(byName).toContain('Alan Turing')
    expect(byName).not.toContain('Grace Hopper')
    expect(await page('/inbox/applications?q=nobody-by-this-name')).toContain(
      'No application matches this search.',
    )
    // A search's quotes and FTS5 syntax are only text.
    expect((await asStaff('/inbox/applications?q=%22OR%20NEAR(')).status).toBe(200)
  })

  it('draws the board as a list of stages, each with its applications and count', async () => {
    const response = await asStaff('/inbox/applications?view=board')
    const html = await response.text()
    const offer = html.match(/<section[^>]*aria-labelledby="stage-offer"[\s\S]*?<\/section>/)?.[0]
    expect(offer && visibleText(offer)).toMatch(/Offer 1 .*Alan Turing/)
    expect(offer).not.toContain('Grace Hopper')
    const applied = html.match(/<section[^>]*aria-labelledby="stage-applied"[\s\S]*?<\/section>/)
    expect(applied && visibleText(applied[0])).toMatch(/Applied 2 .*Grace Hopper/)
    // Server-rendered: no script of its own.
    expect(html).not.toMatch(/<script(?![^>]*inbox)/)
  })

  it('is refused without a valid Access token', async () => {
    expect((await send('/inbox/applications')).status).toBe(401)
    const forged = await send('/inbox/applications', {
      headers: { 'Cf-Access-Jwt-Assertion': 'not.a.token' },
    })
    expect(forged.status).toBe(403)
  })
})
