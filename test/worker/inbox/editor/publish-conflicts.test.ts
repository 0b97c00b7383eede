// A publish from a page someone else has changed since (inbox/editor/publish.ts): refused with
// what happened, by the page's own check or by the write's when two posts arrive together, and the
// page's version read only as the whole number it gave.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { attributeValues, visibleText } from '../../html'
import { publishRevision } from '../../site-content/revisions'
import { postForm, staffEmail } from '../helpers'
import { clearContent, faqForm, publishFields, revisions } from './publishing'

beforeEach(clearContent)

describe('a publish from a page that is no longer current', () => {
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
})
