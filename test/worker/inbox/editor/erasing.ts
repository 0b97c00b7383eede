// What the erasure tests share: two instructors, the versions and draft that name them, and the
// revisions as stored.
import { env } from 'cloudflare:test'
import { draftsOf, saveDraft } from '../../../../src/server/inbox/editor/drafts'
import { publishRevision } from '../../site-content/revisions'
import { postForm } from '../helpers'

export const ada = {
  name: 'Ada Okafor',
  role: 'Lead instructor',
  bio: 'Fifteen years of web apps.',
}
export const grace = { name: 'Grace Sample', role: 'Instructor' }

export const bodies = async () =>
  (
    await env.DB.prepare(
      'SELECT id, body, published_by AS by, note FROM content_revisions ORDER BY id',
    ).all<{ id: number; body: string; by: string; note: string | null }>()
  ).results

/** No draft and no revision. */
export const clear = () =>
  env.DB.batch([
    env.DB.prepare('DELETE FROM content_drafts'),
    env.DB.prepare('DELETE FROM content_revisions'),
  ])

/** Two published versions that name Ada (the first Grace too), and a draft naming both. */
export async function versionsNamingAda() {
  await clear()
  await publishRevision({ instructors: { instructors: [ada, grace] }, faq: { faq: [] } })
  await publishRevision({ instructors: { instructors: [ada] } })
  await draftInstructors([grace, ada])
}

/** A colleague's draft of the instructors' group holding these entries. */
export const draftInstructors = (instructors: object[]) =>
  saveDraft(env.DB, {
    group: 'instructors',
    body: { instructors },
    basedOn: 0,
    by: 'li@lumen.test',
    now: new Date('2026-11-27T10:00:00Z'),
  })

/** Erasure of the given name, confirmed. */
export const erase = (name: string) =>
  postForm('/inbox/content/erase-person', { name, confirm: 'erase' })

export const draftOf = async () => (await draftsOf(env.DB)).instructors?.body
