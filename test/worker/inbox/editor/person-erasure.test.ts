// Erasing an instructor who asks (inbox/editor/erasure/person-erasure.ts): found by name as a
// person reads it, shown before anything goes, then taken out of every kept version and the draft,
// the live version published again without them so the site stops showing them; the privacy notice
// says so. How a name is matched: person-erasure-names.test.ts; whatever the versions hold:
// person-erasure-contents.test.ts.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { draftsOf } from '../../../../src/server/inbox/editor/drafts'
import { visibleText } from '../../html'
import { postForm, send, signToken, staffEmail } from '../helpers'
import { ada, grace, versionsNamingAda } from './erasing'
import { revisions } from './publishing'

beforeEach(versionsNamingAda)

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
    expect(JSON.parse((await revisions())[1]?.body ?? '')).toEqual({
      instructors: { instructors: [ada] },
    })
  })

  it('counts the drafts a restore set aside among the drafts that name them', async () => {
    await env.DB.prepare(
      `INSERT INTO content_drafts_set_aside
         (group_name, body, saved_by, saved_at, set_aside_by, set_aside_at, version)
       VALUES ('instructors', ?, 'a@lumen.test', '2026-11-27T10:00:00Z', 'b@lumen.test',
               '2026-11-27T11:00:00Z', 1)`,
    )
      .bind(JSON.stringify({ instructors: [ada] }))
      .run()
    const asked = await postForm('/inbox/content/erase-person', { name: 'Ada Okafor' })
    expect(visibleText(await asked.text())).toContain(
      '2 published versions name them, and 2 drafts do (kept ones included).',
    )
  })

  it('takes them out of the drafts a restore set aside, leaving those that do not name them', async () => {
    const setAside = (instructors: object[]) =>
      env.DB.prepare(
        `INSERT INTO content_drafts_set_aside
           (group_name, body, saved_by, saved_at, set_aside_by, set_aside_at, version)
         VALUES ('instructors', ?, 'a@lumen.test', '2026-11-27T10:00:00Z', 'b@lumen.test',
                 '2026-11-27T11:00:00Z', 1)`,
      )
        .bind(JSON.stringify({ instructors }))
        .run()
    await env.DB.prepare('DELETE FROM content_drafts_set_aside').run()
    await setAside([grace])
    await setAside([ada, grace])
    expect(
      (await postForm('/inbox/content/erase-person', { name: 'Ada Okafor', confirm: 'erase' }))
        .status,
    ).toBe(303)
    const { results } = await env.DB.prepare(
      'SELECT body FROM content_drafts_set_aside ORDER BY id',
    ).all<{ body: string }>()
    expect(results.map((row) => JSON.parse(row.body))).toEqual([
      { instructors: [grace] },
      { instructors: [grace] },
    ])
  })

  it('takes them out of every version and the draft, and publishes the live one again without them', async () => {
    expect(visibleText(await (await send('/accelerator')).text())).toContain('Ada Okafor')
    const erased = await postForm('/inbox/content/erase-person', {
      name: 'Ada Okafor',
      confirm: 'erase',
    })
    expect(erased.status).toBe(303)
    expect(erased.headers.get('Location')).toBe('/inbox/content')
    const rows = await revisions()
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
    expect(await revisions()).toHaveLength(2)
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
    expect(await revisions()).toHaveLength(2)
  })

  it('is in the privacy notice', async () => {
    const words = visibleText(await (await send('/privacy')).text())
    expect(words).toContain('The people who teach')
    expect(words).toContain('we take them out of every kept version and every draft at once')
  })
})
