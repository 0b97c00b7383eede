// Erasing a graduate who asks (inbox/editor/erasure/person-erasure.ts), as an instructor is
// erased: their words and photo taken out of every kept version, the draft and the drafts a
// restore set aside, the live version published again without them, every photo uploaded for
// them deleted from R2 with its record, and the site showing them nowhere.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { draftsOf } from '../../../../src/server/inbox/editor/drafts'
import { visibleText } from '../../html'
import { movingClock } from '../../site-content/moving-clock'
import { publishRevision } from '../../site-content/revisions'
import { postForm, send, staffEmail } from '../helpers'
import { erase } from './erasing'
import { graduatesForm, sam, samFields, uploadSam } from './graduates'
import { clearPhotosAndContent, jpeg, sizesOf, storedKeys } from './photos'
import { publicPage, revisions } from './publishing'

const later = movingClock('2026-12-01T12:00:00Z')

const lin = { ...sam, name: 'L. W.', words: 'Worth every evening.' }

beforeEach(async () => {
  await clearPhotosAndContent()
  await env.DB.prepare('DELETE FROM content_drafts_set_aside').run()
  later()
})

const setAside = (graduates: object[]) =>
  env.DB.prepare(
    `INSERT INTO content_drafts_set_aside
       (group_name, body, saved_by, saved_at, set_aside_by, set_aside_at, version)
     VALUES ('graduates', ?, 'a@lumen.test', '2026-11-27T10:00:00Z', 'b@lumen.test',
             '2026-11-27T11:00:00Z', 1)`,
  )
    .bind(JSON.stringify({ graduates }))
    .run()

describe('erasing a graduate', () => {
  it('takes their words and photo from every version, draft and set-aside draft, and the site', async () => {
    const key = await uploadSam()
    const photo = { key, width: 192, height: 192, alt: 'Sam at a desk' }
    const withPhoto = { ...sam, photo }
    await publishRevision({
      graduates: { graduates: [withPhoto, lin] },
      outcomes: { outcomes: [] },
    })
    await publishRevision({
      graduates: { graduates: [lin, withPhoto] },
      instructors: { instructors: [{ name: 'Ada Okafor', role: 'Lead instructor' }] },
    })
    await setAside([withPhoto])
    later()
    const id = key.slice(0, 36)
    expect(visibleText(await publicPage('/accelerator'))).toContain('Sam Ortiz')
    expect(visibleText(await publicPage('/'))).toContain('Worth every evening.')
    expect((await send(`/photos/${id}/96.webp`)).status).toBe(200)

    const asked = await postForm('/inbox/content/erase-person', { name: 'sam ortiz' })
    expect(visibleText(await asked.text())).toContain(
      '2 published versions name them, and 2 drafts do (kept ones included).',
    )
    expect((await erase('Sam Ortiz')).status).toBe(303)

    const rows = await revisions()
    expect(rows.map((row) => JSON.parse(row.body))).toEqual([
      { graduates: { graduates: [lin] }, outcomes: { outcomes: [] } },
      {
        graduates: { graduates: [lin] },
        instructors: { instructors: [{ name: 'Ada Okafor', role: 'Lead instructor' }] },
      },
      {
        graduates: { graduates: [lin] },
        instructors: { instructors: [{ name: 'Ada Okafor', role: 'Lead instructor' }] },
      },
    ])
    expect(rows[2]).toMatchObject({ by: staffEmail, note: 'Erasure of a person on request' })
    expect((await draftsOf(env.DB)).graduates).toMatchObject({
      body: { graduates: [] },
      revision: 2,
      savedBy: staffEmail,
    })
    const kept = await env.DB.prepare('SELECT body FROM content_drafts_set_aside').all<{
      body: string
    }>()
    expect(kept.results.map((row) => JSON.parse(row.body))).toEqual([{ graduates: [] }])
    // Their photo's sizes and its record, gone; the site serves it no more.
    expect(await storedKeys()).toEqual([])
    const records = await env.DB.prepare('SELECT COUNT(*) AS n FROM photo_uploads').first<{
      n: number
    }>()
    expect(records?.n).toBe(0)
    later()
    expect((await send(`/photos/${id}/96.webp`)).status).toBe(404)
    const accelerator = visibleText(await publicPage('/accelerator'))
    expect(accelerator).not.toContain('Sam Ortiz')
    expect(accelerator).not.toContain('I kept my job')
    expect(accelerator).toContain('Worth every evening.')
  })

  it('is in the privacy notice, with the consent their words are published on', async () => {
    const words = visibleText(await (await send('/privacy')).text())
    expect(words).toContain('The people who teach, and our graduates')
    expect(words).toContain('the words of graduates who agreed in writing to their publication')
  })

  it('deletes a photo uploaded for them that no draft names any more, and no one else’s', async () => {
    const replaced = await uploadSam()
    // A second photo replaces the first in the draft; the first is still stored and recorded.
    const current = await graduatesForm(
      { ...samFields(0, sam, 'Sam again'), ...samFields(1, lin) },
      { 'upload.graduates.0.photo.key': jpeg(), 'upload.graduates.1.photo.key': jpeg() },
      '1',
    )
    expect(current.status).toBe(303)
    const draft = (await draftsOf(env.DB)).graduates?.body as {
      graduates: { photo: { key: string } }[]
    }
    const [samsNow, lins] = draft.graduates.map((entry) => entry.photo.key) as [string, string]
    expect(samsNow).not.toBe(replaced)
    expect((await erase('Sam Ortiz')).status).toBe(303)
    expect(await storedKeys()).toEqual(sizesOf(lins).sort())
  })
})
