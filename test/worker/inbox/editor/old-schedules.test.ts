// Cohorts stored before sessions existed (one `days` text, one `hours` range), in a database
// migrated to today's schema: the editor's form, the drafts set aside and the live page read them
// as sessions, or keep a text of other days as it was, and nobody retypes anything
// (docs/decisions.md, "Schedules read day by day").
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { draftsOf } from '../../../../src/server/inbox/editor/drafts'
import { setAsideDrafts } from '../../../../src/server/inbox/editor/versions/set-aside'
import { readLiveContent } from '../../../../src/server/site-content/live'
import { visibleText } from '../../html'
import { publishRevision } from '../../site-content/revisions'
import { asStaff, postForm, send } from '../helpers'
import { formValues } from './form-page'
import { clearContent } from './publishing'

const oldCohort = (days: string) => ({
  cohorts: [
    {
      startDate: '2027-03-01',
      schedule: { days, hours: { from: '18:30', to: '21:30' }, timeZone: 'Europe/Berlin' },
      format: { mode: 'online' },
    },
  ],
})

const storeDraft = (body: object) =>
  env.DB.prepare(
    `INSERT INTO content_drafts (group_name, body, revision, saved_by, saved_at)
     VALUES ('cohort', ?, 3, 'li@lumen.test', '2026-11-27T10:00:00Z')`,
  )
    .bind(JSON.stringify(body))
    .run()

beforeEach(async () => {
  await clearContent()
  await env.DB.prepare('DELETE FROM content_drafts_set_aside').run()
})

describe('a schedule stored as days and hours', () => {
  it('opens in the form as one session a day, each with the hours, and saves unchanged as such', async () => {
    await storeDraft(oldCohort('Mon–Wed'))
    const values = formValues(await (await asStaff('/inbox/content/cohort')).text())
    expect(values).toMatchObject({
      basedOn: '3',
      'cohorts.0.schedule.sessions.0.day': 'mon',
      'cohorts.0.schedule.sessions.0.from': '18:30',
      'cohorts.0.schedule.sessions.0.to': '21:30',
      'cohorts.0.schedule.sessions.2.day': 'wed',
      'cohorts.0.schedule.earlierText': '',
      'cohorts.0.schedule.timeZone': 'Europe/Berlin',
    })
    expect(values).not.toHaveProperty('cohorts.0.schedule.days')
    expect((await postForm('/inbox/content/cohort', values)).status).toBe(303)
    const saved = (await draftsOf(env.DB)).cohort?.body as ReturnType<typeof oldCohort>
    expect(saved.cohorts[0]?.schedule).toEqual({
      sessions: ['mon', 'tue', 'wed'].map((day) => ({ day, from: '18:30', to: '21:30' })),
      timeZone: 'Europe/Berlin',
    })
  })

  it('keeps a text naming no weekdays, with its hours, in the form and on saving unchanged', async () => {
    await publishRevision({ cohort: oldCohort('Mon & Wed evenings, Sat mornings') })
    // The form's values as a browser posts them: the page's escaped `&` read back.
    const values = Object.fromEntries(
      Object.entries(formValues(await (await asStaff('/inbox/content/cohort')).text())).map(
        ([name, value]) => [name, value.replaceAll('&amp;', '&')],
      ),
    )
    expect(values['cohorts.0.schedule.earlierText']).toMatch(
      /^Mon & Wed evenings, Sat mornings, 6:30\sPM–9:30\sPM$/,
    )
    expect(values['cohorts.0.schedule.sessions.0.day']).toBe('')
    expect((await postForm('/inbox/content/cohort', values)).status).toBe(303)
    const saved = (await draftsOf(env.DB)).cohort?.body as {
      cohorts: { schedule: { earlierText?: string } }[]
    }
    expect(saved.cohorts[0]?.schedule.earlierText).toMatch(
      /^Mon & Wed evenings, Sat mornings, 6:30/,
    )
  })

  it('shows a published text naming no weekdays on the page as before, with the zone', async () => {
    await publishRevision({ cohort: oldCohort('Mon & Wed evenings, Sat mornings') })
    readLiveContent.renew()
    const words = visibleText(await (await send('/accelerator')).text())
    expect(words).toMatch(
      /Schedule Mon & Wed evenings, Sat mornings, 6:30\sPM–9:30\sPM Time zone Berlin time, UTC\+1 \(UTC\+2 from March 28\)/,
    )
  })

  it('reads a draft set aside by a restore in today’s shape', async () => {
    await env.DB.prepare(
      `INSERT INTO content_drafts_set_aside
         (group_name, body, saved_by, saved_at, set_aside_by, set_aside_at, version)
       VALUES ('cohort', ?, 'a@lumen.test', '2026-11-27T10:00:00Z', 'b@lumen.test',
               '2026-11-27T11:00:00Z', 1)`,
    )
      .bind(JSON.stringify(oldCohort('Sat')))
      .run()
    const [kept] = await setAsideDrafts(env.DB)
    const body = kept?.body as ReturnType<typeof oldCohort> | undefined
    expect(body?.cohorts[0]?.schedule).toEqual({
      sessions: [{ day: 'sat', from: '18:30', to: '21:30' }],
      timeZone: 'Europe/Berlin',
    })
  })
})

describe('the sessions of a cohort in its form', () => {
  it('offer a place for one more session, and "Add another" one more again', async () => {
    const saved = await postForm('/inbox/content/cohort', {
      basedOn: '0',
      'cohorts.0.startDate': '2027-03-01',
      'cohorts.0.schedule.sessions.0.day': 'mon',
      'cohorts.0.schedule.sessions.0.from': '18:30',
      'cohorts.0.schedule.sessions.0.to': '21:30',
      'cohorts.0.schedule.sessions.1.day': '',
      'cohorts.0.schedule.sessions.1.from': '',
      'cohorts.0.schedule.sessions.1.to': '',
      add: 'cohorts.0.schedule.sessions',
    })
    const location = saved.headers.get('Location') ?? ''
    expect(location).toBe(
      '/inbox/content/cohort?add=cohorts.0.schedule.sessions&room=2#field-cohorts-0-schedule-sessions-1-day',
    )
    const values = formValues(await (await asStaff(location)).text())
    expect(values).toHaveProperty('cohorts.0.schedule.sessions.2.day', '')
    expect(values).not.toHaveProperty('cohorts.0.schedule.sessions.3.day')
  })
})
