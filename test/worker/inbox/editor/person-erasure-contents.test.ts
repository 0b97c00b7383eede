// Erasing a person (inbox/editor/erasure/person-erasure.ts) whatever the versions and the draft
// hold: versions without instructors, a draft and no version, the newest version published again,
// and their photos deleted from R2, no one else's.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { draftsOf } from '../../../../src/server/inbox/editor/drafts'
import { visibleText } from '../../html'
import { publishRevision } from '../../site-content/revisions'
import { accessEnv, postForm, send, signToken } from '../helpers'
import { ada, draftInstructors, draftOf, erase, grace, versionsNamingAda } from './erasing'
import { clearContent, revisions } from './publishing'

beforeEach(versionsNamingAda)

describe('erasing a person, whatever the versions and the draft hold', () => {
  const photo = (key: string) => ({ key, width: 333, height: 517, alt: 'A portrait' })
  const stored = async () => (await env.PHOTOS.list()).objects.map((object) => object.key).sort()

  it('reads a version without instructors and a drafted entry without a name yet', async () => {
    await clearContent()
    const faqOnly = { faq: { faq: [] } }
    await publishRevision(faqOnly)
    const unnamed = { role: 'Instructor' }
    await draftInstructors([unnamed, ada])
    expect((await erase('Ada Okafor')).status).toBe(303)
    expect(await draftOf()).toEqual({ instructors: [unnamed] })
    // The live version never named them: nothing is published again.
    expect((await revisions()).map((row) => JSON.parse(row.body))).toEqual([faqOnly])
  })

  it('erases from the draft alone while nothing is published', async () => {
    await clearContent()
    await draftInstructors([ada])
    const asked = await postForm('/inbox/content/erase-person', { name: 'Ada Okafor' })
    expect(visibleText(await asked.text())).toContain('name them, and the draft does.')
    expect((await erase('Ada Okafor')).status).toBe(303)
    expect(await draftOf()).toEqual({ instructors: [] })
    expect(await revisions()).toEqual([])
  })

  it('publishes the newest version again without them, whatever came before it', async () => {
    const newest = {
      instructors: { instructors: [grace, ada] },
      tuition: { amount: 1, currency: 'USD' },
    }
    await publishRevision(newest)
    expect((await erase('Ada Okafor')).status).toBe(303)
    expect(JSON.parse((await revisions()).at(-1)?.body ?? '')).toEqual({
      ...newest,
      instructors: { instructors: [grace] },
    })
  })

  it('deletes their photos wherever a version or the draft holds one, and no one else’s', async () => {
    await clearContent()
    const [published, drafted, graces] = ['a', 'b', 'c'].map(
      (letter) => `${letter.repeat(8)}-0000-4000-8000-000000000000.jpg`,
    ) as [string, string, string]
    for (const key of [published, drafted, graces]) await env.PHOTOS.put(key, 'photo')
    await publishRevision({
      instructors: {
        instructors: [
          { ...ada, photo: photo(published) },
          { ...grace, photo: photo(graces) },
        ],
      },
    })
    // A version of them without a photo, and one without instructors: they add no key to delete.
    await publishRevision({ instructors: { instructors: [ada] } })
    await publishRevision({ faq: { faq: [] } })
    await draftInstructors([{ ...ada, photo: photo(drafted) }])
    // The bucket as the worker gets it, each delete it is asked for recorded.
    const deletes: unknown[] = []
    const photos = {
      delete: (keys: string | string[]) => {
        deletes.push(keys)
        return env.PHOTOS.delete(keys)
      },
    }
    const erased = await send(
      '/inbox/content/erase-person',
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'https://lumen.test',
          'Cf-Access-Jwt-Assertion': await signToken(),
        },
        body: new URLSearchParams({ name: 'Ada Okafor', confirm: 'erase' }).toString(),
      },
      await accessEnv({ PHOTOS: photos } as object),
    )
    expect(erased.status).toBe(303)
    // Every key a photo may occupy: an upload stored before re-encoding, and each size.
    const keysOf = (key: string) => [
      key,
      ...[96, 192].map((size) => `${key.slice(0, 36)}/${size}.webp`),
    ]
    expect(deletes).toEqual([[...keysOf(published), ...keysOf(drafted)]])
    expect(await stored()).toEqual([graces])
    await env.PHOTOS.delete(graces)
  })

  it('changes nothing when confirmed for a name nothing holds', async () => {
    expect((await erase('Nobody Here')).status).toBe(303)
    expect(await revisions()).toHaveLength(2)
    expect((await draftsOf(env.DB)).instructors?.revision).toBe(1)
  })
})
