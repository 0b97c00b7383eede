// What a restore touches (inbox/editor/versions/version.tsx, set-aside-restore.tsx): only the groups
// it changes, only a group the content has, only drafts still as the page showed them; and what
// its notice then says it kept.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { draftsOf, saveDraft } from '../../../../src/server/inbox/editor/drafts'
import { visibleText } from '../../html'
import { publishRevision } from '../../site-content/revisions'
import { asStaff, postForm } from '../helpers'
import { clearContent } from './publishing'

const oldFaq = { faq: [{ question: 'Is it online?', answer: 'Yes, every session.' }] }
const liveFaq = { faq: [{ question: 'Is it online?', answer: 'Mostly.' }] }
const draftFaq = { faq: [{ question: 'Is it online?', answer: 'Half of it, from May.' }] }
const liveTuition = { tuition: { amount: 12500, currency: 'USD' } }

let old = 0
let live = 0

/** Version `old` (the FAQ alone), live version `live` (another FAQ, tuition), a FAQ draft. */
beforeEach(async () => {
  await clearContent()
  await env.DB.prepare('DELETE FROM content_drafts_set_aside').run()
  old = await publishRevision({ faq: oldFaq })
  live = await publishRevision({ faq: liveFaq, tuition: liveTuition })
  const now = new Date('2026-11-28T09:00:00Z')
  await saveDraft(env.DB, { group: 'faq', body: draftFaq, basedOn: 0, by: 'li@lumen.test', now })
})

/** The basis a version's page gives its restore form. */
async function basisOf(id: number) {
  const html = await (await asStaff(`/inbox/content/versions/${id}`)).text()
  return /name="basis" value="([^"]*)"/.exec(html)?.[1]?.replaceAll('&quot;', '"') ?? ''
}

const keptRows = async () =>
  (
    await env.DB.prepare('SELECT id, group_name AS "group" FROM content_drafts_set_aside').all<{
      id: number
      group: string
    }>()
  ).results

/** The content page as the restore's redirect leaves it, with its one-time notice. */
async function noticeAfter(restored: Response) {
  const cookie = restored.headers.get('Set-Cookie')?.split(';')[0] ?? ''
  return visibleText(
    await (await asStaff('/inbox/content', { headers: { Cookie: cookie } })).text(),
  )
}

describe('restoring a version', () => {
  it('writes drafts of the groups it changes only, and counts the drafts it set aside', async () => {
    const restored = await postForm(`/inbox/content/versions/${old}/restore`, {
      basis: await basisOf(old),
    })
    expect(restored.status).toBe(303)
    const drafts = await draftsOf(env.DB)
    // Tuition was live and not in the version: "not set" now, a draft of its own, none replaced.
    expect(Object.keys(drafts).sort()).toEqual(['faq', 'tuition'])
    expect(drafts.faq?.body).toEqual(oldFaq)
    expect(drafts.tuition?.body).toBeNull()
    expect(await noticeAfter(restored)).toContain(
      `Version ${old} is the draft again. Review it, then publish to make it live. The draft it replaced is kept`,
    )
  })

  it('is a 404 for a group the content does not have, and restores nothing', async () => {
    const restored = await postForm(`/inbox/content/versions/${old}/restore`, {
      basis: await basisOf(old),
      group: 'everything',
    })
    expect(restored.status).toBe(404)
    expect((await draftsOf(env.DB)).faq?.body).toEqual(draftFaq)
    expect(await keptRows()).toEqual([])
  })

  it('of what the drafts already say writes nothing, and says it is the draft', async () => {
    // A page opened while the version still differed (no drafts: basis {}), posted once a
    // colleague had published what it holds: there is nothing left to write.
    await env.DB.prepare('DELETE FROM content_drafts').run()
    const restored = await postForm(`/inbox/content/versions/${live}/restore`, { basis: '{}' })
    expect(restored.status).toBe(303)
    expect(await draftsOf(env.DB)).toEqual({})
    expect(await noticeAfter(restored)).toContain(`Version ${live} is the draft again`)
  })
})

describe('restoring a draft set aside', () => {
  /** A restore of version `old`, setting the FAQ's draft aside: the kept row's id. */
  async function setFaqAside() {
    await postForm(`/inbox/content/versions/${old}/restore`, { basis: await basisOf(old) })
    return (await keptRows()).find((row) => row.group === 'faq')?.id ?? 0
  }

  it('replaces nothing when the group’s draft was saved after its page was opened (409)', async () => {
    const id = await setFaqAside()
    const shown = await asStaff(`/inbox/content/set-aside/${id}`)
    expect(shown.status).toBe(200)
    expect((await asStaff(`/inbox/content/set-aside/${id + 99}`)).status).toBe(404)
    expect((await postForm(`/inbox/content/set-aside/${id + 99}/restore`, {})).status).toBe(404)
    const page = await shown.text()
    expect(page).toContain('<title>Draft of Frequently asked questions, set aside · ')
    const basedOn = /name="basedOn" value="(\d+)"/.exec(page)?.[1] ?? ''
    const colleague = { faq: [{ question: 'Is it online?', answer: 'Ask us.' }] }
    const now = new Date()
    await saveDraft(env.DB, {
      group: 'faq',
      body: colleague,
      basedOn: Number(basedOn),
      by: 'sam@lumen.test',
      now,
    })
    const refused = await postForm(`/inbox/content/set-aside/${id}/restore`, { basedOn })
    expect(refused.status).toBe(409)
    expect((await draftsOf(env.DB)).faq?.body).toEqual(colleague)
    expect((await keptRows()).map((row) => row.id)).toContain(id)
    // A form that names no revision is refused alike, whatever revision the draft is at.
    await env.DB.prepare('UPDATE content_drafts SET revision = 1').run()
    const unnamed = await postForm(`/inbox/content/set-aside/${id}/restore`, {})
    expect(unnamed.status).toBe(409)
    expect((await draftsOf(env.DB)).faq?.body).toEqual(colleague)
  })

  it('restores it once the group’s draft has been saved ten times and more', async () => {
    const id = await setFaqAside()
    await env.DB.prepare("UPDATE content_drafts SET revision = 12 WHERE group_name = 'faq'").run()
    const page = await (await asStaff(`/inbox/content/set-aside/${id}`)).text()
    const basedOn = /name="basedOn" value="(\d+)"/.exec(page)?.[1] ?? ''
    expect(basedOn).toBe('12')
    const restored = await postForm(`/inbox/content/set-aside/${id}/restore`, { basedOn })
    expect(restored.status).toBe(303)
    expect((await draftsOf(env.DB)).faq?.body).toEqual(draftFaq)
  })
})

describe('a version’s page, field by field', () => {
  it('shows a field only the version says, and none that nobody says', async () => {
    await clearContent()
    const held = await publishRevision({
      faq: { faq: [{ question: 'Is it online?', answer: '' }] },
    })
    await publishRevision({ tuition: liveTuition })
    const words = visibleText(await (await asStaff(`/inbox/content/versions/${held}`)).text())
    expect(words).toContain('Question 1 › Question Is it online? Live says: (blank)')
    expect(words).not.toContain('Question 1 › Answer')
  })
})
