// The graduates' words in the editor (site-content/schema/graduates.ts): saved with a photo
// taken in as an instructor's is, previewed, refused for publishing without the day consent was
// recorded, published to /accelerator and home with the photo served, and restored from a version.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { draftsOf } from '../../../../src/server/inbox/editor/drafts'
import { nameKey } from '../../../../src/server/inbox/editor/erasure/person-name'
import { visibleText } from '../../html'
import { webpSize } from '../../site-content/image-metadata'
import { movingClock } from '../../site-content/moving-clock'
import { publishRevision } from '../../site-content/revisions'
import { asStaff, postForm, send } from '../helpers'
import { graduatesDraft, graduatesForm, sam, samFields, uploadSam } from './graduates'
import { clearPhotosAndContent, sizesOf, storedKeys } from './photos'
import { publicPage, publishFields, revisions } from './publishing'

const later = movingClock('2026-12-01T12:00:00Z')

beforeEach(async () => {
  await clearPhotosAndContent()
  await env.DB.prepare('DELETE FROM content_drafts_set_aside').run()
  later()
})

const publish = async () =>
  postForm('/inbox/content/publish', { ...(await publishFields()), note: 'Graduates' })

describe('the graduates’ words, in the editor', () => {
  it('saves a graduate with a photo re-encoded at each size, recorded under their name', async () => {
    const key = await uploadSam()
    expect(await graduatesDraft()).toEqual({
      graduates: [{ ...sam, photo: { key, alt: 'Sam at a desk', width: 192, height: 192 } }],
    })
    expect(await storedKeys()).toEqual(sizesOf(key))
    const small = await env.PHOTOS.get(sizesOf(key)[1])
    const bytes = new Uint8Array((await small?.arrayBuffer()) ?? new ArrayBuffer(0))
    expect(webpSize(bytes)).toEqual({ width: 96, height: 96 })
    const upload = await env.DB.prepare('SELECT person FROM photo_uploads WHERE id = ?')
      .bind(key.slice(0, 36))
      .first<{ person: string }>()
    expect(upload?.person).toBe(nameKey('Sam Ortiz'))
  })

  it('previews the draft, photo and all, while the site shows nothing of it', async () => {
    const key = await uploadSam()
    const id = key.slice(0, 36)
    const preview = await (await asStaff('/inbox/content/preview/accelerator')).text()
    expect(visibleText(preview)).toContain(
      '“I kept my job and still shipped a project every week.”',
    )
    expect(preview).toContain(`src="/inbox/content/photos/${id}/96.webp"`)
    expect(visibleText(await (await asStaff('/inbox/content/preview/home')).text())).toContain(
      'Sam Ortiz',
    )
    expect(visibleText(await publicPage('/accelerator'))).not.toContain('Sam Ortiz')
    expect((await send(`/photos/${id}/96.webp`)).status).toBe(404)
  })

  it('refuses to publish a graduate without the consent date, and publishes nothing', async () => {
    const { consentDate: _, ...unconsented } = sam
    const saved = await graduatesForm(samFields(0, unconsented))
    expect(saved.status).toBe(303)
    const refused = await publish()
    expect(refused.status).toBe(400)
    expect(visibleText(await refused.text())).toContain('Consent date : Consent date is required')
    expect(await revisions()).toEqual([])
    expect(visibleText(await publicPage('/accelerator'))).not.toContain('Sam Ortiz')
  })

  it('publishes to /accelerator and home, the photo served, the consent date shown nowhere', async () => {
    const key = await uploadSam()
    expect((await publish()).status).toBe(303)
    later()
    const accelerator = await publicPage('/accelerator')
    const words = visibleText(accelerator)
    expect(words).toContain('In our graduates’ words')
    expect(words).toContain(
      '“I kept my job and still shipped a project every week.” Sam Ortiz Frontend developer at a bank March 2026 cohort',
    )
    expect(accelerator).not.toContain('2026-10-02')
    expect(accelerator).toContain('alt="Sam at a desk"')
    const served = await send(`/photos/${key.slice(0, 36)}/192.webp`)
    expect(served.status).toBe(200)
    expect(webpSize(new Uint8Array(await served.arrayBuffer()))).toEqual({
      width: 192,
      height: 192,
    })
    const home = visibleText(await publicPage('/'))
    expect(home).toContain('From the accelerator’s graduates')
    expect(home).toContain('Sam Ortiz')
    expect(home).toContain('More from our graduates')
  })

  it('restores a version’s graduates as the draft, the draft it replaced set aside', async () => {
    const graduate = { ...sam, words: 'The words of version one.' }
    const version = await publishRevision({ graduates: { graduates: [graduate] } })
    await publishRevision({ graduates: { graduates: [] } })
    await graduatesForm(samFields(0, { ...sam, words: 'A newer draft.' }))
    const page = await (await asStaff(`/inbox/content/versions/${version}`)).text()
    const basis = /name="basis" value="([^"]*)"/.exec(page)?.[1]?.replaceAll('&quot;', '"') ?? ''
    const restored = await postForm(`/inbox/content/versions/${version}/restore`, {
      basis,
      group: 'graduates',
    })
    expect(restored.status).toBe(303)
    expect((await draftsOf(env.DB)).graduates?.body).toEqual({ graduates: [graduate] })
    const { results } = await env.DB.prepare(
      'SELECT group_name, body FROM content_drafts_set_aside',
    ).all<{ group_name: string; body: string }>()
    expect(results.map((row) => [row.group_name, JSON.parse(row.body).graduates[0].words])).toEqual(
      [['graduates', 'A newer draft.']],
    )
  })
})
