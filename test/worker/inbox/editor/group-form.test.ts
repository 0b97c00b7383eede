// A group's form in the content editor (inbox/editor/form/group-edit.tsx): filled with the draft or the
// live text, saved as a draft without JavaScript, a refused field named beside it with everything
// typed kept, and two staff saving the same group: the second is refused, shown what the first
// changed, and loses nothing.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { draftsOf } from '../../../../src/server/inbox/editor/drafts'
import { attributeValues, visibleText } from '../../html'
import { publishRevision } from '../../site-content/revisions'
import { asStaff, postForm, send, signToken, staffEmail } from '../helpers'
import { formValues } from './form-page'

const cohortForm = {
  basedOn: '0',
  'cohorts.0.startDate': '2027-03-01',
  'cohorts.0.applicationDeadline': '2027-02-01',
  'cohorts.0.schedule.sessions.0.day': 'mon',
  'cohorts.0.schedule.sessions.0.from': '19:00',
  'cohorts.0.schedule.sessions.0.to': '21:00',
  'cohorts.0.schedule.sessions.1.day': 'sat',
  'cohorts.0.schedule.sessions.1.from': '10:00',
  'cohorts.0.schedule.sessions.1.to': '13:00',
  // The spare session the form offers, left blank.
  'cohorts.0.schedule.sessions.2.day': '',
  'cohorts.0.schedule.sessions.2.from': '',
  'cohorts.0.schedule.sessions.2.to': '',
  'cohorts.0.schedule.timeZone': 'America/New_York',
  'cohorts.0.format.mode': 'online',
  'cohorts.0.seats': '24',
  // The spare place the form offers, left blank.
  'cohorts.1.startDate': '',
  'cohorts.1.format.mode': '',
  'cohorts.1.seats': '',
}

const page = async (path: string, cookie = '') =>
  asStaff(path, { headers: { Cookie: cookie } }).then(async (response) => ({
    status: response.status,
    html: await response.text(),
  }))

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM content_drafts'),
    env.DB.prepare('DELETE FROM content_revisions'),
  ])
})

describe("a group's form", () => {
  it('starts from the live text when nothing is drafted, with room for one more cohort', async () => {
    await publishRevision({
      cohort: { cohorts: [{ startDate: '2027-01-10', format: { mode: 'online' } }] },
    })
    const { status, html } = await page('/inbox/content/cohort')
    expect(status).toBe(200)
    expect(html).toMatch(/<title>Edit: Next cohorts · /)
    expect(visibleText(html)).toContain('You are editing the live text')
    const values = formValues(html)
    expect(values).toMatchObject({
      basedOn: '0',
      'cohorts.0.startDate': '2027-01-10',
      'cohorts.0.format.mode': 'online',
      'cohorts.1.startDate': '',
    })
    // Two cohorts at most: no third place.
    expect(values).not.toHaveProperty('cohorts.2.startDate')
    expect(attributeValues(html, 'input', 'type')).toContain('date')
  })

  it('saves the form as a draft, numbers as numbers, the spare place left out, and says so on the form', async () => {
    const saved = await postForm('/inbox/content/cohort', cohortForm)
    expect(saved.status).toBe(303)
    // Back to the form (inbox/editor/list-entries.test.ts has the rest of that).
    expect(saved.headers.get('Location')).toBe('/inbox/content/cohort')
    const { cohort } = await draftsOf(env.DB)
    expect(cohort).toMatchObject({ revision: 1, savedBy: staffEmail })
    expect(cohort?.body).toEqual({
      cohorts: [
        {
          startDate: '2027-03-01',
          applicationDeadline: '2027-02-01',
          schedule: {
            sessions: [
              { day: 'mon', from: '19:00', to: '21:00' },
              { day: 'sat', from: '10:00', to: '13:00' },
            ],
            timeZone: 'America/New_York',
          },
          format: { mode: 'online' },
          seats: 24,
        },
      ],
    })
    const cookie = saved.headers.get('Set-Cookie')?.split(';')[0] ?? ''
    expect(visibleText((await page('/inbox/content/cohort', cookie)).html)).toContain(
      'Draft of “Next cohorts” saved. The live site is unchanged until you publish.',
    )
    const overview = visibleText((await page('/inbox/content')).html)
    expect(overview).toContain(`Next cohorts Draft saved by ${staffEmail}`)
    // The live site is untouched: nothing was published.
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM content_revisions').first('n')).toBe(0)
    const again = await page('/inbox/content/cohort')
    expect(formValues(again.html)).toMatchObject({ basedOn: '1', 'cohorts.0.seats': '24' })
  })

  it('refuses a field the draft cannot hold, names it beside the field, and keeps every word typed', async () => {
    const refused = await postForm('/inbox/content/faq', {
      basedOn: '0',
      'faq.0.question': 'Is it online?',
      'faq.0.answer': '</script><script>alert(1)</script>',
      'faq.1.question': `Hidden \u202Edirection`,
      'faq.1.answer': 'Yes.',
    })
    expect(refused.status).toBe(400)
    const html = await refused.text()
    const words = visibleText(html)
    expect(words).toContain('One field needs a change')
    expect(words).toContain('Nothing was saved. What you typed is kept below.')
    expect(words).toContain(
      'Question 2 › Question : Question must not contain characters that change the direction of text',
    )
    expect(html).toMatch(/id="field-faq-1-question"[^>]*aria-invalid="true"/)
    expect(html).toContain('href="#field-faq-1-question"')
    expect(formValues(html)).toMatchObject({
      'faq.0.question': 'Is it online?',
      'faq.1.question': 'Hidden \u202Edirection',
      'faq.1.answer': 'Yes.',
    })
    // Markup is text: shown escaped in the form, never as markup.
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script>alert(1)')
    expect(await draftsOf(env.DB)).toEqual({})
  })

  it('refuses a save based on a draft someone saved since, shows what they changed, and keeps what was typed', async () => {
    expect(
      (await postForm('/inbox/content/tuition', { basedOn: '0', amount: '9000', currency: 'USD' }))
        .status,
    ).toBe(303)
    // A second person opened the form before that save (no draft then) and saves their own.
    const mine = { basedOn: '0', amount: '9500', currency: 'USD', deposit: 'Half on signing.' }
    const refused = await postForm('/inbox/content/tuition', mine, {
      'Cf-Access-Jwt-Assertion': await signToken({ claims: { email: 'li@lumen.test' } }),
    })
    expect(refused.status).toBe(409)
    const html = await refused.text()
    const words = visibleText(html)
    expect(words).toContain('Someone else saved this group while you were editing')
    expect(words).toContain(`${staffEmail} saved it after you opened this form.`)
    expect(words).toContain('Amount 9000 9500')
    expect(words).toContain('Deposit (blank) Half on signing.')
    expect(words).not.toContain('Currency USD USD')
    expect(words).not.toContain('need a change')
    // Their text is the form's, and saving it again is based on the draft they were shown.
    expect(formValues(html)).toMatchObject({
      basedOn: '1',
      amount: '9500',
      deposit: 'Half on signing.',
    })
    expect((await draftsOf(env.DB)).tuition).toMatchObject({ body: { amount: 9000 }, revision: 1 })
    const again = await postForm('/inbox/content/tuition', { ...mine, basedOn: '1' })
    expect(again.status).toBe(303)
    expect((await draftsOf(env.DB)).tuition).toMatchObject({ body: { amount: 9500 }, revision: 2 })
  })

  it('saves on the draft revision the form names, and on no other: a basis it cannot read is none', async () => {
    // A draft saved a dozen times.
    await env.DB.prepare(
      `INSERT INTO content_drafts (group_name, body, revision, saved_by, saved_at)
       VALUES ('tuition', '{"amount":9000,"currency":"USD"}', 12, 'li@lumen.test', '2026-11-27T10:00:00Z')`,
    ).run()
    const tuition = { amount: '9100', currency: 'USD' }
    for (const basedOn of ['1x2', 'x12', '12x', ''])
      expect(
        (await postForm('/inbox/content/tuition', { ...tuition, basedOn })).status,
        basedOn,
      ).toBe(409)
    expect((await postForm('/inbox/content/tuition', tuition)).status, 'none').toBe(409)
    expect((await postForm('/inbox/content/tuition', { ...tuition, basedOn: '12' })).status).toBe(
      303,
    )
    expect((await draftsOf(env.DB)).tuition).toMatchObject({ body: { amount: 9100 }, revision: 13 })
  })

  it('moves an entry where its position says, without JavaScript, the others keeping their order', async () => {
    const entry = (n: number) => ({ [`faq.${n}.question`]: `Q${n}`, [`faq.${n}.answer`]: `A${n}` })
    const three = { basedOn: '0', ...entry(0), ...entry(1), ...entry(2) }
    const order = async (fields: Record<string, string>) => {
      await env.DB.prepare('DELETE FROM content_drafts').run()
      expect((await postForm('/inbox/content/faq', fields)).status).toBe(303)
      const body = (await draftsOf(env.DB)).faq?.body as { faq: { question: string }[] }
      return body.faq.map((item) => item.question).join(' ')
    }
    expect(await order(three)).toBe('Q0 Q1 Q2')
    expect(await order({ ...three, 'position.faq.2': '1' })).toBe('Q2 Q0 Q1')
    expect(await order({ ...three, 'position.faq.0': '3' })).toBe('Q1 Q2 Q0')
    expect(await order({ ...three, 'position.faq.0': '2' })).toBe('Q1 Q0 Q2')
    // Its own place, or nothing a position could be, leaves it where it is.
    expect(await order({ ...three, 'position.faq.1': '2', 'position.faq.2': 'last' })).toBe(
      'Q0 Q1 Q2',
    )
    // The form offers each entry its position, the spare one included.
    const html = await (await asStaff('/inbox/content/faq')).text()
    expect(formValues(html)).toMatchObject({ 'position.faq.0': '1', 'position.faq.3': '4' })
  })

  it('shows what publishing would refuse, beside each field, when asked', async () => {
    expect(
      (await postForm('/inbox/content/faq', { basedOn: '0', 'faq.0.question': 'When?' })).status,
    ).toBe(303)
    const plain = await page('/inbox/content/faq')
    expect(visibleText(plain.html)).not.toContain('must change before')
    const { html } = await page('/inbox/content/faq?check=publish')
    const words = visibleText(html)
    expect(words).toContain('One field must change before this group can be published')
    expect(words).toContain('The draft is kept as it is; a draft may be half-finished.')
    expect(words).not.toContain('Nothing was saved')
    expect(words).toContain('Question 1 › Answer : Answer is required')
    // A draft publishing would take lists nothing.
    await postForm('/inbox/content/faq', {
      basedOn: '1',
      'faq.0.question': 'When?',
      'faq.0.answer': 'In spring.',
    })
    expect(visibleText((await page('/inbox/content/faq?check=publish')).html)).not.toContain(
      'must change before',
    )
    // The form posts to its group, a plain form post: only a form with photos sends files.
    expect(attributeValues(html, 'form', 'action')).toContain('/inbox/content/faq')
    expect(html).not.toContain('multipart/form-data')
    const instructors = await page('/inbox/content/instructors')
    expect(instructors.html).toMatch(/<form [^>]*enctype="multipart\/form-data"/i)
  })

  it('is behind the sign-in and the same-origin check, and knows only its groups', async () => {
    expect((await send('/inbox/content/faq')).status).toBe(401)
    const crossSite = await postForm(
      '/inbox/content/faq',
      { basedOn: '0', 'faq.0.question': 'Q', 'faq.0.answer': 'A' },
      { Origin: 'https://evil.test' },
    )
    expect(crossSite.status).toBe(403)
    expect(await draftsOf(env.DB)).toEqual({})
    expect((await page('/inbox/content/design')).status).toBe(404)
  })
})
