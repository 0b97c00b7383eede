// Publishing the content editor's drafts (inbox/editor/publish.ts): checked strictly, kept as a
// revision with who, when and the note, served at once, and refused with nothing published when a
// group is incomplete, nothing changed, the note is not a line of text, or the post is cross-site.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { saveDraft } from '../../../../src/server/inbox/editor/drafts'
import { attributeValues, visibleText } from '../../html'
import { publishRevision } from '../../site-content/revisions'
import { asStaff, postForm, staffEmail } from '../helpers'
import { clearContent, faqForm, publicPage, publishFields, revisions } from './publishing'

beforeEach(clearContent)

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
