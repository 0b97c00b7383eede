// Publishing the content editor's drafts (inbox/editor/publish.ts): checked strictly, kept as a
// revision with who, when and the note, served at once, and refused with nothing published when a
// group is incomplete, nothing changed, the note is not a line of text, or someone saved or
// published since the page was opened. Then the live check: which version each page serves.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { saveDraft } from '../../../../src/server/inbox/editor/drafts'
import { attributeValues, visibleText } from '../../html'
import { publishRevision, unpublishAll } from '../../site-content/revisions'
import { asStaff, postForm, send, staffEmail } from '../helpers'

const faqForm = {
  basedOn: '0',
  'faq.0.question': 'Is the accelerator online?',
  'faq.0.answer': 'Yes, every session is live online.',
}

/** The publish form's hidden fields as the content page gives them now. */
async function publishFields() {
  const html = await (await asStaff('/inbox/content')).text()
  const form = html.slice(html.indexOf('action="/inbox/content/publish"'))
  const value = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(form)?.[1] ?? ''
  return { liveVersion: value('liveVersion'), basis: value('basis').replaceAll('&quot;', '"') }
}

const revisions = async () =>
  (
    await env.DB.prepare(
      'SELECT id, body, published_by AS by, note FROM content_revisions ORDER BY id',
    ).all<{ id: number; body: string; by: string; note: string | null }>()
  ).results

const publicPage = async (path: string) => (await send(path)).text()

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM content_drafts'),
    env.DB.prepare('DELETE FROM content_revisions'),
  ])
})

describe('publishing the drafts', () => {
  it('makes them the live version, kept with who and the note, served by the next page at once', async () => {
    expect((await postForm('/inbox/content/faq', faqForm)).status).toBe(303)
    expect(visibleText(await publicPage('/accelerator'))).not.toContain(
      'Is the accelerator online?',
    )
    const published = await postForm('/inbox/content/publish', {
      ...(await publishFields()),
      note: 'First FAQ',
    })
    expect(published.status).toBe(303)
    expect(published.headers.get('Location')).toBe('/inbox/content/live')
    const [revision] = await revisions()
    expect(revision).toMatchObject({ by: staffEmail, note: 'First FAQ' })
    expect(JSON.parse(revision?.body ?? '')).toEqual({
      faq: {
        faq: [
          { question: 'Is the accelerator online?', answer: 'Yes, every session is live online.' },
        ],
      },
    })
    expect(visibleText(await publicPage('/accelerator'))).toContain('Is the accelerator online?')
    // The live check: every page serves the new version, said once with the publish's notice.
    const cookie = published.headers.get('Set-Cookie')?.split(';')[0] ?? ''
    const check = await asStaff('/inbox/content/live', { headers: { Cookie: cookie } })
    expect(check.headers.get('Refresh')).toBeNull()
    const words = visibleText(await check.text())
    expect(words).toContain(`Version ${revision?.id} published.`)
    expect(words).toContain(`Version ${revision?.id} is live: every page below serves it.`)
    expect(words).toContain(`Accelerator version ${revision?.id} ( live )`)
    expect(words).toContain(`Contact version ${revision?.id} ( live )`)
  })

  it('publishes a group a draft unsets: it leaves the live version, the others stay', async () => {
    await publishRevision({
      faq: { faq: [{ question: 'Q', answer: 'A' }] },
      tuition: { amount: 1, currency: 'USD' },
    })
    await saveDraft(env.DB, {
      group: 'faq',
      body: null,
      basedOn: 0,
      by: staffEmail,
      now: new Date(),
    })
    const published = await postForm('/inbox/content/publish', {
      ...(await publishFields()),
      note: '',
    })
    expect(published.status).toBe(303)
    expect(JSON.parse((await revisions()).at(-1)?.body ?? '')).toEqual({
      tuition: { amount: 1, currency: 'USD' },
    })
  })

  it('refuses a group publishing would refuse, names each field, keeps the note, publishes nothing', async () => {
    await postForm('/inbox/content/faq', { basedOn: '0', 'faq.0.question': 'When?' })
    const refused = await postForm('/inbox/content/publish', {
      ...(await publishFields()),
      note: 'Spring FAQ',
    })
    expect(refused.status).toBe(400)
    const html = await refused.text()
    const words = visibleText(html)
    expect(words).toContain('Nothing was published. These groups need a change first:')
    expect(words).toContain('Question 1 › Answer : Answer is required')
    expect(html).toMatch(/Answer(<!-- -->)?:(<!-- -->)? (<!-- -->)?Answer is required/)
    expect(attributeValues(html, 'a', 'href')).toContain('/inbox/content/faq?check=publish')
    expect(attributeValues(html, 'input', 'value')).toContain('Spring FAQ')
    expect(await revisions()).toEqual([])
  })

  it('refuses a publish when someone saved a draft after the page was opened', async () => {
    await postForm('/inbox/content/faq', faqForm)
    const seen = await publishFields()
    await postForm('/inbox/content/faq', { ...faqForm, basedOn: '1', 'faq.0.answer': 'No.' })
    const refused = await postForm('/inbox/content/publish', { ...seen, note: '' })
    expect(refused.status).toBe(409)
    expect(visibleText(await refused.text())).toContain(
      'Someone published or saved a draft after you opened this page.',
    )
    expect(await revisions()).toEqual([])
  })

  it('says someone saved since, before what their half-finished draft lacks', async () => {
    await postForm('/inbox/content/faq', faqForm)
    const seen = await publishFields()
    const halfDone = { ...faqForm, basedOn: '1', 'faq.0.answer': '' }
    expect((await postForm('/inbox/content/faq', halfDone)).status).toBe(303)
    const refused = await postForm('/inbox/content/publish', { ...seen, note: '' })
    expect(refused.status).toBe(409)
    expect(await revisions()).toEqual([])
  })

  it('refuses a publish when someone published after the page was opened', async () => {
    await postForm('/inbox/content/faq', faqForm)
    const seen = await publishFields()
    await publishRevision({ tuition: { amount: 100, currency: 'USD' } })
    const refused = await postForm('/inbox/content/publish', { ...seen, note: '' })
    expect(refused.status).toBe(409)
    expect(await revisions()).toHaveLength(1)
  })

  it('tells the second of two staff who both publish that someone published, not that nothing is left', async () => {
    await postForm('/inbox/content/faq', faqForm)
    const seen = await publishFields()
    expect((await postForm('/inbox/content/publish', { ...seen, note: '' })).status).toBe(303)
    const second = await postForm('/inbox/content/publish', { ...seen, note: 'Mine' })
    expect(second.status).toBe(409)
    expect(visibleText(await second.text())).toContain(
      'Someone published or saved a draft after you opened this page.',
    )
    expect(await revisions()).toHaveLength(1)
  })

  it('publishes once when two posts of the same page arrive together, and refuses the other', async () => {
    await postForm('/inbox/content/faq', faqForm)
    const seen = await publishFields()
    const answers = await Promise.all([
      postForm('/inbox/content/publish', { ...seen, note: 'One' }),
      postForm('/inbox/content/publish', { ...seen, note: 'Two' }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409])
    expect(await revisions()).toHaveLength(1)
    // The refused one says why and keeps its note.
    const refused = answers.findIndex((answer) => answer.status === 409)
    const html = (await answers[refused]?.text()) ?? ''
    expect(visibleText(html)).toContain('Someone published or saved a draft after you opened')
    expect(attributeValues(html, 'input', 'value')).toContain(refused === 0 ? 'One' : 'Two')
  })

  it('reads the page’s version only as the whole number it gave, and a missing note as none', async () => {
    const publishedAs = async (id: number) =>
      env.DB.prepare(
        `INSERT INTO content_revisions (id, body, published_by, published_at) VALUES (?, '{}', 'maria@lumen.test', '2026-11-27T10:00:00.000Z')`,
      )
        .bind(id)
        .run()
    await publishedAs(1)
    await postForm('/inbox/content/faq', faqForm)
    const { basis } = await publishFields()
    // Without a version the page could not have been the first one's.
    expect((await postForm('/inbox/content/publish', { basis, note: '' })).status).toBe(409)
    await publishedAs(12)
    const seen = await publishFields()
    expect(seen.liveVersion).toBe('12')
    for (const liveVersion of ['', 'x12', '12x', '1 2', '12.0'])
      expect((await postForm('/inbox/content/publish', { ...seen, liveVersion })).status).toBe(409)
    expect(await revisions()).toHaveLength(2)
    const published = await postForm('/inbox/content/publish', seen)
    expect(published.status).toBe(303)
    expect((await revisions()).at(-1)).toMatchObject({ by: staffEmail, note: null })
  })

  it('says when there is nothing to publish, and refuses a note that is not one line of text', async () => {
    const nothing = await postForm('/inbox/content/publish', {
      ...(await publishFields()),
      note: '',
    })
    expect(nothing.status).toBe(400)
    expect(visibleText(await nothing.text())).toContain(
      'Nothing to publish: every draft is the same as the live text.',
    )
    await postForm('/inbox/content/faq', faqForm)
    const note = await postForm('/inbox/content/publish', {
      ...(await publishFields()),
      note: 'two\nlines',
    })
    expect(note.status).toBe(400)
    expect(visibleText(await note.text())).toContain('Note must be a single line')
    expect(await revisions()).toEqual([])
  })

  it('publishes nothing from another site', async () => {
    await postForm('/inbox/content/faq', faqForm)
    const crossSite = await postForm(
      '/inbox/content/publish',
      { ...(await publishFields()), note: '' },
      { Origin: 'https://evil.test' },
    )
    expect(crossSite.status).toBe(403)
    expect(await revisions()).toEqual([])
  })
})

describe('the live check', () => {
  it('names the pages that still serve an older version, and checks again by itself', async () => {
    await postForm('/inbox/content/faq', faqForm)
    await postForm('/inbox/content/publish', { ...(await publishFields()), note: '' })
    const first = (await revisions())[0]?.id
    // The publish made this isolate read the version again; it now holds it for a few seconds.
    await publicPage('/accelerator')
    const second = await publishRevision({ tuition: { amount: 200, currency: 'USD' } })
    const check = await asStaff('/inbox/content/live')
    expect(check.headers.get('Refresh')).toBe('3')
    const words = visibleText(await check.text())
    expect(words).toContain(`those marked still serve an older version than ${second}`)
    expect(words).toContain(`Accelerator version ${first} ( older )`)
  })

  it('says so when every page serves the live version, once after a publish, and before any', async () => {
    await unpublishAll() // this isolate read the versions earlier tests published
    const before = await asStaff('/inbox/content/live')
    expect(before.headers.get('Refresh')).toBeNull()
    const html = await before.text()
    expect(html).toMatch(/<title>Is it live\? · /)
    const words = visibleText(html)
    expect(words).toContain('Nothing is published yet: every page serves the texts that came with')
    expect(words).toContain('at most every 5 seconds, so they serve it within 5 seconds')
    await postForm('/inbox/content/faq', faqForm)
    const published = await postForm('/inbox/content/publish', {
      ...(await publishFields()),
      note: '',
    })
    const id = (await revisions())[0]?.id
    const cookie = published.headers.get('Set-Cookie')?.split(';')[0] ?? ''
    const after = await asStaff('/inbox/content/live', { headers: { Cookie: cookie } })
    expect(after.headers.get('Refresh')).toBeNull()
    const page = await after.text()
    expect(page).toMatch(new RegExp(`role="status"[^>]*>Version ${id} published\\.`))
    expect(visibleText(page)).toContain(`Version ${id} is live: every page below serves it.`)
  })

  it('is behind the sign-in', async () => {
    expect((await send('/inbox/content/live')).status).toBe(401)
  })
})
