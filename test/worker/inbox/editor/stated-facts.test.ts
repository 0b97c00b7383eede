// The groups that hold the facts the site came with (Time & Support, the program length, the home
// card's bullets), driven through the editor as staff drive them: the form starts from the site's
// texts, a save is a draft the preview shows and visitors do not, a publish is what visitors read,
// and a restored version is the draft again (docs/inbox.md, "Site content").
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { draftsOf } from '../../../../src/server/inbox/editor/drafts'
import { homeContent } from '../../../../src/shared/content/home'
import { visibleText } from '../../html'
import { unpublishAll } from '../../site-content/revisions'
import { asStaff, postForm } from '../helpers'
import { formValues } from './form-page'
import { clearContent, publicPage, publishFields, revisions } from './publishing'

type Case = {
  group: 'timeSupport' | 'programLength' | 'acceleratorCard'
  /** The public page that shows it, and the words it says there as the site came with them. */
  page: 'accelerator' | 'home'
  builtIn: { form: Record<string, string>; reads: string }
  /** A save of new words, and what the page says once they are published. */
  edited: { form: Record<string, string>; body: object; reads: string }
}

const bullets = [
  '15 hours a week, evenings and Saturdays',
  'Three live lectures every week',
  'Office hours twice a week',
  'PostgreSQL, Express, React and Node.js',
  'A capstone you deploy and present',
]

const cases: Case[] = [
  {
    group: 'timeSupport',
    page: 'accelerator',
    builtIn: {
      form: {
        hoursPerWeek: '20',
        lectures: 'Two 3-hour lectures, on Tuesday and Wednesday',
        officeHours: 'Monday/Friday 7-9pm and Thursday/Saturday 7-9pm',
        chatCommunity:
          'A chat community of students and instructors for questions between sessions',
      },
      reads: 'Live lectures Two 3-hour lectures, on Tuesday and Wednesday',
    },
    edited: {
      form: {
        hoursPerWeek: '15',
        lectures: 'Three 2-hour lectures, on Monday, Wednesday and Saturday',
        officeHours: 'Tuesday and Thursday 6-8pm',
        chatCommunity: 'A Discord server of students, alumni and instructors',
      },
      body: {
        hoursPerWeek: 15,
        lectures: 'Three 2-hour lectures, on Monday, Wednesday and Saturday',
        officeHours: 'Tuesday and Thursday 6-8pm',
        chatCommunity: 'A Discord server of students, alumni and instructors',
      },
      reads: 'Weekly commitment 15 hours per week in total Live lectures Three 2-hour lectures',
    },
  },
  {
    group: 'programLength',
    page: 'accelerator',
    builtIn: { form: { weeks: '28' }, reads: '28-Week Part-Time Program' },
    edited: { form: { weeks: '30' }, body: { weeks: 30 }, reads: '30-Week Part-Time Program' },
  },
  {
    group: 'acceleratorCard',
    page: 'home',
    builtIn: {
      form: Object.fromEntries(
        homeContent.cards[0].bullets.map((bullet, index) => [`bullets.${index}`, bullet]),
      ),
      reads: '20 hours a week, built around a full-time job Two live evening lectures every week',
    },
    edited: {
      form: Object.fromEntries(bullets.map((bullet, index) => [`bullets.${index}`, bullet])),
      body: { bullets },
      reads: bullets.join(' '),
    },
  },
]

const path = (page: Case['page']) => (page === 'home' ? '/' : `/${page}`)
const reads = async (page: Case['page']) => visibleText(await publicPage(path(page)))
const preview = async (page: Case['page']) =>
  visibleText(await (await asStaff(`/inbox/content/preview/${page}`)).text())
const form = async (group: string) =>
  formValues(await (await asStaff(`/inbox/content/${group}`)).text())

beforeEach(async () => {
  await clearContent()
  await env.DB.prepare('DELETE FROM content_drafts_set_aside').run()
  await unpublishAll()
})

describe.each(cases)('the group $group in the editor', ({ group, page, builtIn, edited }) => {
  it('starts from the site’s texts, and saved and published unchanged, changes nothing', async () => {
    const before = await reads(page)
    expect(before).toContain(builtIn.reads)
    const values = await form(group)
    expect(values).toMatchObject(builtIn.form)
    expect((await postForm(`/inbox/content/${group}`, values)).status).toBe(303)
    expect((await postForm('/inbox/content/publish', await publishFields())).status).toBe(303)
    expect(await reads(page)).toBe(before)
  })

  it('is saved as a draft the preview shows and visitors do not, then published', async () => {
    const saved = await postForm(`/inbox/content/${group}`, { basedOn: '0', ...edited.form })
    expect(saved.status).toBe(303)
    expect((await draftsOf(env.DB))[group]?.body).toEqual(edited.body)
    expect(await preview(page)).toContain(edited.reads)
    expect(await reads(page)).toContain(builtIn.reads)

    expect((await postForm('/inbox/content/publish', await publishFields())).status).toBe(303)
    const [published] = await revisions()
    expect(JSON.parse(published?.body ?? '{}')[group]).toEqual(edited.body)
    expect(await reads(page)).toContain(edited.reads)
    expect(await reads(page)).not.toContain(builtIn.reads)
  })

  it('restores a published version as the draft, and publishing it brings its words back', async () => {
    await postForm(`/inbox/content/${group}`, { basedOn: '0', ...edited.form })
    await postForm('/inbox/content/publish', await publishFields())
    const [first] = await revisions()
    // A second version, the site's texts again.
    await postForm(`/inbox/content/${group}`, { ...(await form(group)), ...builtIn.form })
    await postForm('/inbox/content/publish', await publishFields())
    expect(await reads(page)).toContain(builtIn.reads)

    const version = await (await asStaff(`/inbox/content/versions/${first?.id}`)).text()
    const basis = /name="basis" value="([^"]*)"/.exec(version)?.[1]?.replaceAll('&quot;', '"') ?? ''
    const restored = await postForm(`/inbox/content/versions/${first?.id}/restore`, {
      basis,
      group,
    })
    expect(restored.status).toBe(303)
    expect((await draftsOf(env.DB))[group]?.body).toEqual(edited.body)
    expect(await reads(page)).toContain(builtIn.reads)
    expect((await postForm('/inbox/content/publish', await publishFields())).status).toBe(303)
    expect(await reads(page)).toContain(edited.reads)
  })
})
