// The content page's warning before publishing, where the cohorts' sessions a publish would make
// live contradict Time & Support's lectures; staff may publish anyway (docs/inbox.md, "Site
// content").
import { beforeEach, describe, expect, it } from 'vitest'
import { attributeValues, visibleText } from '../../html'
import { asStaff, postForm } from '../helpers'
import { clearContent, publishFields } from './publishing'

/** A cohort meeting Monday and Wednesday evenings and Saturday mornings, three hours each. */
const cohortForm = {
  basedOn: '0',
  'cohorts.0.startDate': '2027-03-02',
  'cohorts.0.schedule.sessions.0.day': 'mon',
  'cohorts.0.schedule.sessions.0.from': '18:30',
  'cohorts.0.schedule.sessions.0.to': '21:30',
  'cohorts.0.schedule.sessions.1.day': 'wed',
  'cohorts.0.schedule.sessions.1.from': '18:30',
  'cohorts.0.schedule.sessions.1.to': '21:30',
  'cohorts.0.schedule.sessions.2.day': 'sat',
  'cohorts.0.schedule.sessions.2.from': '10:00',
  'cohorts.0.schedule.sessions.2.to': '13:00',
  'cohorts.0.schedule.timeZone': 'Europe/Berlin',
  'cohorts.0.format.mode': 'online',
}

const timeSupportForm = (lectures: string) => ({
  basedOn: '0',
  hoursPerWeek: '20',
  lectures,
  officeHours: 'Monday/Friday 7-9pm and Thursday/Saturday 7-9pm',
  chatCommunity: 'A chat community of students and instructors for questions between sessions',
})

/** The content page's publish section: its words and its links. */
async function publishSection() {
  const html = await (await asStaff('/inbox/content')).text()
  const section = html.slice(
    html.indexOf('id="content-publish"'),
    html.indexOf('id="content-history"'),
  )
  return {
    words: visibleText(section).replace(/\s+/g, ' '),
    links: attributeValues(section, 'a', 'href'),
  }
}

beforeEach(clearContent)

describe('the schedule checked against Time & Support before publishing', () => {
  it('warns, before the Publish button, of a drafted cohort meeting on other days', async () => {
    expect((await postForm('/inbox/content/cohort', cohortForm)).status).toBe(303)
    const { words, links } = await publishSection()
    const warning =
      'Time & Support says the lectures are on Tuesday and Wednesday; the cohort starting March 2, 2027 meets on Monday, Wednesday and Saturday.'
    expect(words).toContain(`The cohorts’ schedule and Time & Support disagree`)
    expect(words).toContain(`${warning} Edit Time & Support Edit the next cohorts`)
    expect(words.indexOf(warning)).toBeLessThan(words.indexOf('Publish the drafts'))
    expect(links).toEqual(
      expect.arrayContaining(['/inbox/content/timeSupport', '/inbox/content/cohort']),
    )
  })

  it('says nothing once the Time & Support draft names the cohort’s days', async () => {
    await postForm('/inbox/content/cohort', cohortForm)
    expect((await publishSection()).words).toContain('disagree')
    const lectures = 'Three 3-hour lectures, on Monday and Wednesday evenings and Saturday mornings'
    expect((await postForm('/inbox/content/timeSupport', timeSupportForm(lectures))).status).toBe(
      303,
    )
    const { words } = await publishSection()
    expect(words).not.toContain('disagree')
    expect(words).not.toContain('Time & Support says')
  })

  it('says so in the preview’s banner too, and not once they agree', async () => {
    await postForm('/inbox/content/cohort', cohortForm)
    const banner = async () => {
      const html = await (await asStaff('/inbox/content/preview/accelerator')).text()
      return visibleText(html.slice(html.indexOf('<aside'), html.indexOf('</aside>'))).replace(
        /\s+/g,
        ' ',
      )
    }
    expect(await banner()).toContain(
      'The cohorts’ schedule and Time & Support disagree: Time & Support says the lectures are on Tuesday and Wednesday; the cohort starting March 2, 2027 meets on Monday, Wednesday and Saturday.',
    )
    await postForm(
      '/inbox/content/timeSupport',
      timeSupportForm('Three 3-hour lectures, on Mondays, Wednesdays and Saturdays'),
    )
    expect(await banner()).not.toContain('disagree')
  })

  it('publishes anyway when staff do', async () => {
    await postForm('/inbox/content/cohort', cohortForm)
    const published = await postForm('/inbox/content/publish', await publishFields())
    expect(published.status).toBe(303)
    expect(published.headers.get('Location')).toBe('/inbox/content/live')
    // Now live, the cohort still contradicts the built-in text: the page still says so.
    expect((await publishSection()).words).toContain('the cohort starting March 2, 2027 meets on')
  })
})
