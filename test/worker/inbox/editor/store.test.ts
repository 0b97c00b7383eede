// The content editor's drafts, publishes and restores (inbox/editor/drafts.ts, revisions.ts),
// straight on D1:
// a write based on something that changed since is refused with what changed, never written over
// it; history is only ever added to.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { draftsBasis, draftsOf, saveDraft } from '../../../../src/server/inbox/editor/drafts'
import { restoreVersion } from '../../../../src/server/inbox/editor/versions/restore'
import { publish, revisionsOf } from '../../../../src/server/inbox/editor/versions/revisions'
import { revisionContent } from '../../../../src/server/site-content/live'

const now = new Date('2026-11-27T10:00:00.000Z')
const faq = [{ question: 'Is it online?', answer: 'Yes, every lecture.' }]
const cohort = { startDate: '2027-03-01' }

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM content_drafts'),
    env.DB.prepare('DELETE FROM content_revisions'),
    env.DB.prepare('DELETE FROM content_drafts_set_aside'),
  ])
})

/** Publishes the drafts as they are now, over live version `liveVersion`. */
async function publishDrafts(
  liveVersion: number,
  by = 'maria@lumen.test',
  note: string | null = null,
) {
  const drafts = await draftsOf(env.DB)
  const content = Object.fromEntries(Object.values(drafts).map((d) => [d.group, d.body]))
  return publish(env.DB, { content, liveVersion, basis: draftsBasis(drafts), by, note, now })
}

describe('a draft', () => {
  it('is saved from nothing once; a second first save is refused with the first one', async () => {
    const first = await saveDraft(env.DB, {
      group: 'faq',
      body: faq,
      basedOn: 0,
      by: 'maria@lumen.test',
      now,
    })
    expect(first).toEqual({
      saved: {
        group: 'faq',
        body: faq,
        revision: 1,
        savedBy: 'maria@lumen.test',
        savedAt: now.toISOString(),
      },
    })
    const second = await saveDraft(env.DB, {
      group: 'faq',
      body: [],
      basedOn: 0,
      by: 'li@lumen.test',
      now,
    })
    expect(second).toEqual({ conflict: 'saved' in first ? first.saved : null })
  })

  it('moves on with each save, and refuses one based on a revision someone else saved over', async () => {
    await saveDraft(env.DB, { group: 'faq', body: faq, basedOn: 0, by: 'maria@lumen.test', now })
    const edited = [...faq, { question: 'How long?', answer: '28 weeks.' }]
    const mine = await saveDraft(env.DB, {
      group: 'faq',
      body: edited,
      basedOn: 1,
      by: 'li@lumen.test',
      now,
    })
    expect('saved' in mine && mine.saved.revision).toBe(2)
    const stale = await saveDraft(env.DB, {
      group: 'faq',
      body: [],
      basedOn: 1,
      by: 'maria@lumen.test',
      now,
    })
    expect(stale).toEqual({
      conflict: expect.objectContaining({ body: edited, revision: 2, savedBy: 'li@lumen.test' }),
    })
    expect((await draftsOf(env.DB)).faq?.body).toEqual(edited)
  })
})

describe('a publish', () => {
  it('keeps the whole content as a revision, with who, when and the note', async () => {
    await saveDraft(env.DB, { group: 'faq', body: faq, basedOn: 0, by: 'maria@lumen.test', now })
    await saveDraft(env.DB, {
      group: 'cohort',
      body: cohort,
      basedOn: 0,
      by: 'maria@lumen.test',
      now,
    })
    const id = await publishDrafts(0, 'maria@lumen.test', 'Spring cohort')
    expect(id).toBeGreaterThan(0)
    expect(await revisionsOf(env.DB)).toEqual([
      {
        id,
        publishedBy: 'maria@lumen.test',
        publishedAt: now.toISOString(),
        note: 'Spring cohort',
      },
    ])
    expect(await revisionContent(env.DB, id as number)).toEqual({ cohort, faq })
  })

  it('is refused when someone published since, or saved a draft since the drafts were read', async () => {
    await saveDraft(env.DB, { group: 'faq', body: faq, basedOn: 0, by: 'maria@lumen.test', now })
    const read = await draftsOf(env.DB)
    const first = await publishDrafts(0)
    // A second publish over the version before the first: refused.
    expect(await publishDrafts(0)).toBeNull()
    // A draft saved after the drafts were read: the publish that read them is refused.
    await saveDraft(env.DB, { group: 'faq', body: [], basedOn: 1, by: 'li@lumen.test', now })
    const content = { faq }
    expect(
      await publish(env.DB, {
        content,
        liveVersion: first as number,
        basis: draftsBasis(read),
        by: 'maria@lumen.test',
        note: null,
        now,
      }),
    ).toBeNull()
    expect((await revisionsOf(env.DB)).map((r) => r.id)).toEqual([first])
  })
})

describe('a restore', () => {
  /** The version's groups written as the drafts, the FAQ's draft kept, if the drafts are as read. */
  const restore = async (version: number, basis: string) =>
    restoreVersion(env.DB, {
      version,
      writes: [
        { group: 'cohort', body: null },
        { group: 'faq', body: faq },
      ],
      replaced: ['faq'],
      basis,
      by: 'maria@lumen.test',
      now,
    })

  it('makes an old revision the draft again, and publishing it adds a revision', async () => {
    await saveDraft(env.DB, { group: 'faq', body: faq, basedOn: 0, by: 'maria@lumen.test', now })
    const old = (await publishDrafts(0)) as number
    await saveDraft(env.DB, { group: 'faq', body: [], basedOn: 1, by: 'li@lumen.test', now })
    await saveDraft(env.DB, { group: 'cohort', body: cohort, basedOn: 0, by: 'li@lumen.test', now })
    const newer = (await publishDrafts(old)) as number

    expect(await restore(old, draftsBasis(await draftsOf(env.DB)))).toBe(true)
    const drafts = await draftsOf(env.DB)
    expect(drafts.faq).toMatchObject({ body: faq, revision: 3, savedBy: 'maria@lumen.test' })
    // The cohort was not set in that revision: its draft is "not set" again.
    expect(drafts.cohort).toMatchObject({ body: null, revision: 2 })
    // The FAQ's draft it replaced is kept as it was, with who saved it.
    const kept = await env.DB.prepare(
      'SELECT group_name AS g, body, saved_by AS by, version FROM content_drafts_set_aside',
    ).all()
    expect(kept.results).toEqual([{ g: 'faq', body: '[]', by: 'li@lumen.test', version: old }])
    // A form opened before the restore is refused, not written over it.
    const stale = await saveDraft(env.DB, {
      group: 'faq',
      body: [],
      basedOn: 2,
      by: 'li@lumen.test',
      now,
    })
    expect('conflict' in stale).toBe(true)

    const again = (await publishDrafts(newer)) as number
    expect((await revisionsOf(env.DB)).map((r) => r.id)).toEqual([again, newer, old])
    expect(await revisionContent(env.DB, again)).toEqual({ cohort: null, faq })
    expect(await revisionContent(env.DB, old)).toEqual({ faq })
  })

  it('based on drafts that changed since writes nothing, nor keeps anything', async () => {
    await saveDraft(env.DB, { group: 'faq', body: [], basedOn: 0, by: 'maria@lumen.test', now })
    const basis = draftsBasis(await draftsOf(env.DB))
    await saveDraft(env.DB, { group: 'cohort', body: cohort, basedOn: 0, by: 'li@lumen.test', now })
    expect(await restore(1, basis)).toBe(false)
    expect((await draftsOf(env.DB)).faq).toMatchObject({ body: [], revision: 1 })
    expect((await draftsOf(env.DB)).cohort).toMatchObject({ body: cohort, revision: 1 })
    const kept = await env.DB.prepare('SELECT COUNT(*) AS n FROM content_drafts_set_aside').first(
      'n',
    )
    expect(kept).toBe(0)
  })
})
