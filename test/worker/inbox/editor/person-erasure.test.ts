// Erasing an instructor who asks (inbox/editor/person-erasure.ts): found by name as a person reads
// it, shown before anything goes, then taken out of every kept version and the draft, the live
// version published again without them so the site stops showing them; the privacy notice says so.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { draftsOf, saveDraft } from '../../../../src/server/inbox/editor/drafts'
import { visibleText } from '../../html'
import { publishRevision } from '../../site-content/revisions'
import { accessEnv, postForm, send, signToken, staffEmail } from '../helpers'

const ada = { name: 'Ada Okafor', role: 'Lead instructor', bio: 'Fifteen years of web apps.' }
const grace = { name: 'Grace Sample', role: 'Instructor' }

const bodies = async () =>
  (
    await env.DB.prepare(
      'SELECT id, body, published_by AS by, note FROM content_revisions ORDER BY id',
    ).all<{ id: number; body: string; by: string; note: string | null }>()
  ).results

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM content_drafts'),
    env.DB.prepare('DELETE FROM content_revisions'),
  ])
  await publishRevision({ instructors: { instructors: [ada, grace] }, faq: { faq: [] } })
  await publishRevision({ instructors: { instructors: [ada] } })
  await saveDraft(env.DB, {
    group: 'instructors',
    body: { instructors: [grace, ada] },
    basedOn: 0,
    by: 'li@lumen.test',
    now: new Date('2026-11-27T10:00:00Z'),
  })
})

describe('erasing a person from the school’s content', () => {
  it('says what names them before anything goes, the name matched as a person reads it', async () => {
    const asked = await postForm('/inbox/content/erase-person', { name: '  ada   OKAFOR ' })
    expect(asked.status).toBe(200)
    const html = await asked.text()
    const words = visibleText(html)
    expect(html).toMatch(/<title>Erase ada\s+OKAFOR from the site’s content\? · /)
    expect(html).toContain('inbox-button-danger')
    expect(words).toContain('Erase ada OKAFOR from the site’s content?')
    expect(words).toContain('2 published versions name them, and the draft does.')
    expect(JSON.parse((await bodies())[1]?.body ?? '')).toEqual({
      instructors: { instructors: [ada] },
    })
  })

  it('takes them out of every version and the draft, and publishes the live one again without them', async () => {
    expect(visibleText(await (await send('/accelerator')).text())).toContain('Ada Okafor')
    const erased = await postForm('/inbox/content/erase-person', {
      name: 'Ada Okafor',
      confirm: 'erase',
    })
    expect(erased.status).toBe(303)
    expect(erased.headers.get('Location')).toBe('/inbox/content')
    const rows = await bodies()
    expect(rows.map((row) => JSON.parse(row.body))).toEqual([
      { instructors: { instructors: [grace] }, faq: { faq: [] } },
      { instructors: { instructors: [] } },
      { instructors: { instructors: [] } },
    ])
    expect(rows[2]).toMatchObject({ by: staffEmail, note: 'Erasure of a person on request' })
    expect((await draftsOf(env.DB)).instructors).toMatchObject({
      body: { instructors: [grace] },
      revision: 2,
      savedBy: staffEmail,
    })
    const cookie = erased.headers.get('Set-Cookie')?.split(';')[0] ?? ''
    const page = await send('/inbox/content', {
      headers: {
        Cookie: cookie,
        'Cf-Access-Jwt-Assertion': await signToken(),
      },
    })
    expect(visibleText(await page.text())).toContain(
      'Erased from 2 versions and the draft. The site no longer shows them.',
    )
    expect(visibleText(await (await send('/accelerator')).text())).not.toContain('Ada Okafor')
  })

  it('says when nobody of that name is named, and erases nothing', async () => {
    const asked = await postForm('/inbox/content/erase-person', { name: 'Nobody Here' })
    const html = await asked.text()
    expect(visibleText(html)).toContain('No published version or draft names Nobody Here.')
    expect(html).not.toContain('inbox-button-danger')
    expect(await bodies()).toHaveLength(2)
  })

  it('refuses a blank name and a post from another site', async () => {
    expect(
      (await postForm('/inbox/content/erase-person', { name: ' ', confirm: 'erase' })).status,
    ).toBe(400)
    const crossSite = await postForm(
      '/inbox/content/erase-person',
      { name: 'Ada Okafor', confirm: 'erase' },
      { Origin: 'https://evil.test' },
    )
    expect(crossSite.status).toBe(403)
    expect(await bodies()).toHaveLength(2)
  })

  it('is in the privacy notice', async () => {
    const words = visibleText(await (await send('/privacy')).text())
    expect(words).toContain('The people who teach')
    expect(words).toContain('we take them out of every kept version and every draft at once')
  })
})

describe('erasing a person, whatever the versions and the draft hold', () => {
  const erase = (name: string) =>
    postForm('/inbox/content/erase-person', { name, confirm: 'erase' })
  const clear = () =>
    env.DB.batch([
      env.DB.prepare('DELETE FROM content_drafts'),
      env.DB.prepare('DELETE FROM content_revisions'),
    ])
  const draftOf = async () => (await draftsOf(env.DB)).instructors?.body
  const photo = (key: string) => ({ key, width: 333, height: 517, alt: 'A portrait' })
  const stored = async () => (await env.PHOTOS.list()).objects.map((object) => object.key).sort()

  it('finds a name stored or typed in either Unicode form, its spaces doubled', async () => {
    await clear()
    await publishRevision({
      instructors: { instructors: [{ name: 'Zoe\u0308  Brandt', role: 'Coach' }] },
    })
    for (const typed of ['zoë brandt', 'ZOE\u0308 BRANDT']) {
      const asked = await postForm('/inbox/content/erase-person', { name: typed })
      expect(visibleText(await asked.text()), typed).toContain('1 published version names them.')
    }
    // Its words still its words: the same letters split otherwise are someone else.
    const other = await postForm('/inbox/content/erase-person', { name: 'Zoëb Randt' })
    expect(visibleText(await other.text())).toContain('No published version or draft names')
  })

  it('finds a name whatever the case of letters that change in it (ß and SS, σ and ς)', async () => {
    await clear()
    await publishRevision({
      instructors: {
        instructors: [
          { name: 'Jana Strauß', role: 'Coach' },
          { name: 'Οδυσσέας Νικολάου', role: 'Coach' },
        ],
      },
    })
    for (const typed of ['JANA STRAUSS', 'Jana Strauss', 'ΟΔΥΣΣΈΑΣ ΝΙΚΟΛΆΟΥ']) {
      const asked = await postForm('/inbox/content/erase-person', { name: typed })
      expect(visibleText(await asked.text()), typed).toContain('1 published version names them.')
    }
  })

  it('reads a version without instructors and a drafted entry without a name yet', async () => {
    await clear()
    const faqOnly = { faq: { faq: [] } }
    await publishRevision(faqOnly)
    const unnamed = { role: 'Instructor' }
    await saveDraft(env.DB, {
      group: 'instructors',
      body: { instructors: [unnamed, ada] },
      basedOn: 0,
      by: 'li@lumen.test',
      now: new Date('2026-11-27T10:00:00Z'),
    })
    expect((await erase('Ada Okafor')).status).toBe(303)
    expect(await draftOf()).toEqual({ instructors: [unnamed] })
    // The live version never named them: nothing is published again.
    expect((await bodies()).map((row) => JSON.parse(row.body))).toEqual([faqOnly])
  })

  it('erases from the draft alone while nothing is published', async () => {
    await clear()
    await saveDraft(env.DB, {
      group: 'instructors',
      body: { instructors: [ada] },
      basedOn: 0,
      by: 'li@lumen.test',
      now: new Date('2026-11-27T10:00:00Z'),
    })
    const asked = await postForm('/inbox/content/erase-person', { name: 'Ada Okafor' })
    expect(visibleText(await asked.text())).toContain('name them, and the draft does.')
    expect((await erase('Ada Okafor')).status).toBe(303)
    expect(await draftOf()).toEqual({ instructors: [] })
    expect(await bodies()).toEqual([])
  })

  it('publishes the newest version again without them, whatever came before it', async () => {
    const newest = {
      instructors: { instructors: [grace, ada] },
      tuition: { amount: 1, currency: 'USD' },
    }
    await publishRevision(newest)
    expect((await erase('Ada Okafor')).status).toBe(303)
    expect(JSON.parse((await bodies()).at(-1)?.body ?? '')).toEqual({
      ...newest,
      instructors: { instructors: [grace] },
    })
  })

  it('deletes their photos wherever a version or the draft holds one, and no one else’s', async () => {
    await clear()
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
    await saveDraft(env.DB, {
      group: 'instructors',
      body: { instructors: [{ ...ada, photo: photo(drafted) }] },
      basedOn: 0,
      by: 'li@lumen.test',
      now: new Date('2026-11-27T10:00:00Z'),
    })
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
    expect(deletes).toEqual([[published, drafted]])
    expect(await stored()).toEqual([graces])
    await env.PHOTOS.delete(graces)
  })

  it('changes nothing when confirmed for a name nothing holds', async () => {
    expect((await erase('Nobody Here')).status).toBe(303)
    expect(await bodies()).toHaveLength(2)
    expect((await draftsOf(env.DB)).instructors?.revision).toBe(1)
  })
})
