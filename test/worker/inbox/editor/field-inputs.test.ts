// Each field of the content editor's forms is the input its kind asks for (inbox/editor/form/
// field-input.tsx): a calendar for a date, a number with its bounds, a line with its cap, a choice
// of the school's words with "Not set" first, a box of paragraphs; its hint named as what
// describes it, and a refused field marked invalid with its problem named too.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { asStaff, postForm } from '../helpers'

/** The opening tag of the element with `id`, and the options of a select. */
function element(html: string, id: string) {
  const tag = new RegExp(`<(input|select|textarea)\\b[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0]
  expect(tag, id).toBeDefined()
  const options =
    new RegExp(`id="${id}"[^>]*>(.*?)</select>`, 's')
      .exec(html)?.[1]
      ?.match(/<option[^>]*value="([^"]*)"/g)
      ?.map((option) => /value="([^"]*)"/.exec(option)?.[1]) ?? []
  return { tag: tag as string, options }
}

const page = async (group: string) => await (await asStaff(`/inbox/content/${group}`)).text()

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM content_drafts'),
    env.DB.prepare('DELETE FROM content_revisions'),
  ])
})

describe("the content editor's inputs", () => {
  it('are a calendar, a bounded number, a capped line and a choice, as their kinds say', async () => {
    const html = await page('cohort')
    expect(element(html, 'field-cohorts-0-startDate').tag).toMatch(/\stype="date"/)
    // Every input is drawn alike (a border, a focus ring: the inbox-input shortcut).
    expect(element(html, 'field-cohorts-0-startDate').tag).toMatch(/\sclass="inbox-input"/)
    const earlier = element(html, 'field-cohorts-0-schedule-earlierText').tag
    expect(earlier).toMatch(/\stype="text"/)
    expect(earlier).toMatch(/\smaxLength="200"/)
    expect(earlier).toMatch(/\saria-describedby="field-cohorts-0-schedule-earlierText-hint"/)
    expect(earlier).not.toMatch(/\s(min|max|step)=/)
    const seats = element(html, 'field-cohorts-0-seats').tag
    expect(seats).toMatch(/\stype="number"/)
    expect(seats).toMatch(/\smin="0"/)
    expect(seats).toMatch(/\smax="10000"/)
    expect(seats).toMatch(/\sstep="any"/)
    expect(seats).not.toMatch(/maxLength/)
    expect(element(html, 'field-cohorts-0-schedule-sessions-0-from').tag).toMatch(/\stype="time"/)
    const day = element(html, 'field-cohorts-0-schedule-sessions-0-day')
    expect(day.tag).toMatch(/^<select/)
    expect(day.options).toEqual(['', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])
    const mode = element(html, 'field-cohorts-0-format-mode')
    expect(mode.tag).toMatch(/^<select/)
    expect(mode.options).toEqual(['', 'online', 'onsite', 'blended'])
    // A field with neither hint nor problem is described by nothing.
    expect(element(html, 'field-cohorts-0-startDate').tag).not.toMatch(
      /aria-describedby|aria-invalid/,
    )
  })

  it('ask yes or no with "Not set" first, and take paragraphs in a box of their own', async () => {
    const offerings = element(await page('offerings'), 'field-corporate-comingSoon')
    expect(offerings.tag).toMatch(/^<select/)
    expect(offerings.options).toEqual(['', 'yes', 'no'])
    const bio = element(await page('instructors'), 'field-instructors-0-bio').tag
    expect(bio).toMatch(/^<textarea/)
    expect(bio).toMatch(/\smaxLength="1000"/)
    expect(bio).toMatch(/\srows="4"/)
  })

  it('offer the time zones to choose from, by region, and show a stored one in its spelling', async () => {
    const zone = (html: string) => element(html, 'field-cohorts-0-schedule-timeZone')
    const blank = zone(await page('cohort'))
    expect(blank.tag).toMatch(/^<select/)
    expect(blank.options[0]).toBe('')
    expect(blank.options).toEqual(expect.arrayContaining(['UTC', 'Europe/London', 'Asia/Tokyo']))
    expect(blank.options.length).toBeGreaterThan(300)
    const html = await page('cohort')
    expect(html).toMatch(/<optgroup label="Europe"><option value="Europe\/Amsterdam">/)
    expect(html).toMatch(/<option value="America\/New_York">New York<\/option>/)
    // A draft saved when the zone was typed, in another spelling, shows that zone chosen.
    await env.DB.prepare(
      `INSERT INTO content_drafts (group_name, body, revision, saved_by, saved_at)
       VALUES ('cohort', '{"cohorts":[{"schedule":{"timeZone":"europe/london"}}]}', 1, 'li@lumen.test', '2026-11-27T10:00:00Z')`,
    ).run()
    expect(await page('cohort')).toMatch(
      /<option value="Europe\/London" selected="">London<\/option>/,
    )
    // Saved, a zone is kept as the list spells it.
    const saved = await postForm('/inbox/content/cohort', {
      basedOn: '1',
      'cohorts.0.startDate': '2027-03-01',
      'cohorts.0.schedule.timeZone': 'america/new_york',
    })
    expect(saved.status).toBe(303)
    expect(await page('cohort')).toMatch(/<option value="America\/New_York" selected="">/)
    const refused = await postForm('/inbox/content/cohort', {
      basedOn: '2',
      'cohorts.0.schedule.timeZone': 'Europe/Berln',
    })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Time zone must be an IANA time zone')
  })

  it('mark a refused field invalid, described by its problem and its hint', async () => {
    const refused = await postForm('/inbox/content/cohort', {
      basedOn: '0',
      'cohorts.0.startDate': '2027-03-01',
      'cohorts.0.format.mode': 'online',
      'cohorts.0.schedule.earlierText': 'Mon\u202E',
    })
    expect(refused.status).toBe(400)
    const earlier = element(await refused.text(), 'field-cohorts-0-schedule-earlierText').tag
    expect(earlier).toMatch(/\saria-invalid="true"/)
    expect(earlier).toMatch(
      /\saria-describedby="field-cohorts-0-schedule-earlierText-hint field-cohorts-0-schedule-earlierText-error"/,
    )
  })
})
