// A group's form starts from what the site shows (inbox/editor/form/group-edit.tsx; docs/inbox.md,
// "Site content"): the draft, else the live text, else the texts the site shows while nothing is
// published (the offerings' planned items, the phone). Saved and published unchanged, nothing a
// visitor reads changes.
import { beforeEach, describe, expect, it } from 'vitest'
import { plannedOfferings } from '../../../../src/shared/content/planned-offerings'
import { site } from '../../../../src/shared/site'
import { visibleText } from '../../html'
import { publishRevision, unpublishAll } from '../../site-content/revisions'
import { asStaff, postForm } from '../helpers'
import { formValues } from './form-page'
import { clearContent, publicPage, publishFields } from './publishing'

const form = async (group: string) =>
  formValues(await (await asStaff(`/inbox/content/${group}`)).text())

/** What a visitor reads of a page. */
const reads = async (path: string) => visibleText(await publicPage(path))

beforeEach(async () => {
  await clearContent()
  await unpublishAll()
})

describe("a group's form with nothing drafted", () => {
  it('holds the offerings the site shows while none is published', async () => {
    const values = await form('offerings')
    expect(values).toMatchObject({
      'corporate.comingSoon': 'yes',
      'technical.comingSoon': 'yes',
    })
    plannedOfferings.corporate.items.forEach((item, index) => {
      expect(values[`corporate.items.${index}`]).toBe(item)
    })
    plannedOfferings.technical.items.forEach((item, index) => {
      expect(values[`technical.items.${index}`]).toBe(item)
    })
  })

  it('holds the phone and the response time the site shows while none is published', async () => {
    expect(await form('contactDetails')).toMatchObject({
      'phone.display': site.phone.display,
      'phone.tel': site.phone.tel,
      'phone.note': site.phone.note,
      responseTime: '2 working days',
      email: '',
    })
  })

  it('holds the live text once a group is published, not the built-in one', async () => {
    await publishRevision({
      contactDetails: {
        phone: { display: '(617) 555-0199', tel: '+16175550199' },
        email: 'hello@lumen.example',
        responseTime: '1 working day',
      },
    })
    expect(await form('contactDetails')).toMatchObject({
      'phone.display': '(617) 555-0199',
      'phone.note': '',
      responseTime: '1 working day',
    })
  })

  it('saved and published unchanged, leaves the public pages reading the same', async () => {
    const before = { home: await reads('/'), corporate: await reads('/corporate') }
    expect(before.corporate).toContain(plannedOfferings.corporate.items[4])
    const saved = await postForm('/inbox/content/offerings', await form('offerings'))
    expect(saved.status).toBe(303)
    const published = await postForm('/inbox/content/publish', await publishFields())
    expect(published.status).toBe(303)
    expect(await reads('/corporate')).toBe(before.corporate)
    expect(await reads('/')).toBe(before.home)
  })
})
