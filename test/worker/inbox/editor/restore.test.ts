// Restoring a published version as the draft (inbox/editor/versions/version.tsx,
// set-aside-restore.tsx): its page shows what it held beside the live text and the drafts, the
// restore asks first and names every draft it would replace, each replaced draft is kept and can be
// restored, and two staff never replace each other's drafts unseen.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { draftsOf, saveDraft } from '../../../../src/server/inbox/editor/drafts'
import { attributeValues, visibleText } from '../../html'
import { publishRevision } from '../../site-content/revisions'
import { asStaff, postForm, staffEmail } from '../helpers'
import { ada, erase } from './erasing'
import { clearContent } from './publishing'

const oldFaq = { faq: [{ question: 'Is it online?', answer: 'Yes, every session.' }] }
const liveFaq = { faq: [{ question: 'Is it online?', answer: 'Mostly.' }] }
const draftFaq = { faq: [{ question: 'Is it online?', answer: 'Half of it, from May.' }] }
const draftTuition = { tuition: { amount: 9900, currency: 'USD' } }

let version = 0

/** Version 1 (the old FAQ), live version 2 (another answer), and two colleagues' drafts. */
beforeEach(async () => {
  await clearContent()
  await env.DB.prepare('DELETE FROM content_drafts_set_aside').run()
  version = await publishRevision({ faq: oldFaq })
  await publishRevision({ faq: liveFaq, tuition: { tuition: { amount: 12500, currency: 'USD' } } })
  const at = new Date('2026-11-28T09:00:00Z')
  await saveDraft(env.DB, {
    group: 'faq',
    body: draftFaq,
    basedOn: 0,
    by: 'li@lumen.test',
    now: at,
  })
  await saveDraft(env.DB, {
    group: 'tuition',
    body: draftTuition,
    basedOn: 0,
    by: 'sam@lumen.test',
    now: at,
  })
})

const words = async (response: Response) => visibleText(await response.text())

/** The version's page, and its restore form's hidden fields as it gives them. */
async function versionPage(id = version) {
  const response = await asStaff(`/inbox/content/versions/${id}`)
  const html = await response.text()
  const basis = /name="basis" value="([^"]*)"/.exec(html)?.[1]?.replaceAll('&quot;', '"') ?? ''
  return { response, html, words: visibleText(html), basis }
}

const setAside = async () =>
  (
    await env.DB.prepare(
      'SELECT id, group_name AS "group", body, saved_by AS savedBy, set_aside_by AS setAsideBy FROM content_drafts_set_aside ORDER BY id',
    ).all<{ id: number; group: string; body: string; savedBy: string; setAsideBy: string }>()
  ).results

describe('a version’s page', () => {
  it('shows what each group held, marked in words where live and the draft differ', async () => {
    const { response, words } = await versionPage()
    expect(response.status).toBe(200)
    expect(words).toContain(`Version ${version}`)
    const faq = words.split('Frequently asked questions').at(-1) ?? ''
    expect(faq).toContain('Differs from live')
    expect(faq).toContain('Differs from the draft')
    expect(faq).toMatch(
      /Question 1 › Answer Yes, every session\. Live says: Mostly\. Draft says: Half of it, from May\./,
    )
    expect(faq).toMatch(/Question 1 › Question Is it online\? Same as live\. Same as the draft\./)
    // A group it did not hold: restoring makes it "not set".
    expect(words).toMatch(/Tuition and payment Not set in this version/)
  })

  it('lists the fields that differ, and folds away those the same as live and the draft', async () => {
    const { html } = await versionPage()
    const faq = html.split('Frequently asked questions').at(-1) ?? ''
    const [listed = '', folded = ''] = faq.split('<details')
    expect(visibleText(listed)).toContain('Question 1 › Answer')
    expect(visibleText(listed)).not.toContain('Question 1 › Question')
    expect(visibleText(folded)).toMatch(
      /Show the field the same as live and the draft Question 1 › Question Is it online\?/,
    )
  })

  it('lists exactly the drafts a restore would replace, before anything is replaced', async () => {
    const { words, html } = await versionPage()
    const ask = words.split('Restore as draft')[1]?.split(`Restore version ${version} as`)[0] ?? ''
    expect(ask).toContain('Frequently asked questions: its draft, saved by li@lumen.test')
    expect(ask).toContain('Tuition and payment: its draft, saved by sam@lumen.test')
    expect(ask).not.toContain('Next cohorts')
    expect(attributeValues(html, 'form', 'action')).toContain(
      `/inbox/content/versions/${version}/restore`,
    )
    expect((await draftsOf(env.DB)).faq?.body).toEqual(draftFaq)
  })

  it('is titled by its number, and says which version is live', async () => {
    const old = await versionPage()
    expect(old.html).toContain(`<title>Version ${version} · `)
    expect(old.words).not.toContain('This is the live version.')
    const live = await versionPage(version + 1)
    expect(live.html).toContain(`<title>Version ${version + 1} · `)
    expect(live.words).toContain('This is the live version.')
  })

  it('is a 404 for a version that does not exist', async () => {
    expect((await asStaff('/inbox/content/versions/999')).status).toBe(404)
    expect((await postForm('/inbox/content/versions/999/restore', { basis: '{}' })).status).toBe(
      404,
    )
  })
})

describe('restoring a version as the draft', () => {
  it('keeps every draft it replaces, with who and when, restorable from the content page', async () => {
    const { basis } = await versionPage()
    const restored = await postForm(`/inbox/content/versions/${version}/restore`, { basis })
    expect(restored.status).toBe(303)
    expect(restored.headers.get('Location')).toBe('/inbox/content')
    const drafts = await draftsOf(env.DB)
    expect(drafts.faq).toMatchObject({ body: oldFaq, savedBy: staffEmail })
    expect(drafts.tuition).toMatchObject({ body: null })
    const kept = await setAside()
    expect(kept.map(({ group, savedBy, setAsideBy }) => ({ group, savedBy, setAsideBy }))).toEqual([
      { group: 'faq', savedBy: 'li@lumen.test', setAsideBy: staffEmail },
      { group: 'tuition', savedBy: 'sam@lumen.test', setAsideBy: staffEmail },
    ])
    const overview = await asStaff('/inbox/content', {
      headers: { Cookie: restored.headers.get('Set-Cookie')?.split(';')[0] ?? '' },
    })
    const page = visibleText(await overview.text())
    expect(page).toContain(`Version ${version} is the draft again`)
    expect(page).toContain('2 drafts it replaced are kept under “Drafts set aside”')
    expect(page).toMatch(/Drafts set aside .*Frequently asked questions .*saved by li@lumen\.test/)

    // The FAQ draft it replaced, restored: the version's FAQ is set aside in its turn.
    const faqRow = kept.find((row) => row.group === 'faq')?.id
    const review = await asStaff(`/inbox/content/set-aside/${faqRow}`)
    const html = await review.text()
    expect(visibleText(html)).toContain('Half of it, from May.')
    const basedOn = /name="basedOn" value="(\d+)"/.exec(html)?.[1] ?? ''
    const back = await postForm(`/inbox/content/set-aside/${faqRow}/restore`, { basedOn })
    expect(back.status).toBe(303)
    expect((await draftsOf(env.DB)).faq?.body).toEqual(draftFaq)
    expect((await setAside()).map((row) => [row.group, JSON.parse(row.body)])).toEqual([
      ['tuition', draftTuition],
      ['faq', oldFaq],
    ])
  })

  it('replaces nothing when a draft was saved after the page was opened (409)', async () => {
    const { basis } = await versionPage()
    await saveDraft(env.DB, {
      group: 'cohort',
      body: { cohorts: [] },
      basedOn: 0,
      by: 'li@lumen.test',
      now: new Date(),
    })
    const refused = await postForm(`/inbox/content/versions/${version}/restore`, { basis })
    expect(refused.status).toBe(409)
    expect(await words(refused)).toContain('Nothing was replaced')
    // A form without the page's basis (one opened before) is refused the same way.
    expect((await postForm(`/inbox/content/versions/${version}/restore`, {})).status).toBe(409)
    expect((await draftsOf(env.DB)).faq?.body).toEqual(draftFaq)
    expect(await setAside()).toEqual([])
  })

  it('restores one group alone, leaving the other drafts as they are', async () => {
    const { basis } = await versionPage()
    const restored = await postForm(`/inbox/content/versions/${version}/restore`, {
      basis,
      group: 'faq',
    })
    expect(restored.status).toBe(303)
    const drafts = await draftsOf(env.DB)
    expect(drafts.faq?.body).toEqual(oldFaq)
    expect(drafts.tuition?.body).toEqual(draftTuition)
    expect((await setAside()).map((row) => row.group)).toEqual(['faq'])
  })

  it('refuses a post from another site', async () => {
    const { basis } = await versionPage()
    const refused = await postForm(
      `/inbox/content/versions/${version}/restore`,
      { basis },
      { Origin: 'https://evil.test' },
    )
    expect(refused.status).toBe(403)
    expect((await draftsOf(env.DB)).faq?.body).toEqual(draftFaq)
  })
})

describe('drafts set aside', () => {
  it('are reached by erasing a person, like every version and draft', async () => {
    await saveDraft(env.DB, {
      group: 'instructors',
      body: { instructors: [ada] },
      basedOn: 0,
      by: 'li@lumen.test',
      now: new Date(),
    })
    const { basis } = await versionPage()
    await postForm(`/inbox/content/versions/${version}/restore`, { basis })
    expect((await setAside()).some((row) => row.body.includes('Ada Okafor'))).toBe(true)
    expect((await erase('Ada Okafor')).status).toBe(303)
    expect((await setAside()).some((row) => row.body.includes('Ada Okafor'))).toBe(false)
  })
})
