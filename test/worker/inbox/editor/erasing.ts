// What the erasure tests share: two instructors, the versions and draft that name them (the
// revisions as stored and a clean slate are the publish tests', publishing.ts).
import { env } from 'cloudflare:test'
import { draftsOf, saveDraft } from '../../../../src/server/inbox/editor/drafts'
import { publishRevision } from '../../site-content/revisions'
import { postForm } from '../helpers'
import { clearContent } from './publishing'

export const ada = {
  name: 'Ada Okafor',
  role: 'Lead instructor',
  bio: 'Fifteen years of web apps.',
}
export const grace = { name: 'Grace Sample', role: 'Instructor' }

/** Two published versions that name Ada (the first Grace too), and a draft naming both. */
export async function versionsNamingAda() {
  await clearContent()
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
