// The school's content on a site of its own for the bench and the screenshots: the fixture's
// instructors and graduates saved through the editor with real photos, and a publish written to
// its D1 file.
import { DatabaseSync } from 'node:sqlite'
import { filledContent } from '../test/fixtures/site-content.ts'
import { d1File, startBuiltWorker } from './built-worker.ts'
import { makeLocalAccess, signLocalToken } from './inbox-local.ts'

/** Writes a publish straight to the site's D1 file, as the editor's publish writes it; its id. */
export function publishTo(stateDir: string, content: object): number {
  const db = new DatabaseSync(d1File(stateDir))
  try {
    const row = db
      .prepare(
        `INSERT INTO content_revisions (body, published_by, published_at, note)
         VALUES (?, 'bench@lumen.example', ?, 'bench') RETURNING id`,
      )
      .get(JSON.stringify(content), new Date().toISOString()) as { id: number }
    return row.id
  } finally {
    db.close()
  }
}

/** The groups of the fixture that name people with photos, each a list under its own name. */
export type PeopleGroup = 'instructors' | 'graduates'

/** A group's entries as the form names their fields: `instructors.0.name`, `…photo.alt`. */
function entryFields(form: FormData, place: string, entry: object) {
  for (const [key, value] of Object.entries(entry)) {
    if (key === 'photo') form.set(`${place}.photo.alt`, (value as { alt: string }).alt)
    else form.set(`${place}.${key}`, String(value))
  }
}

/**
 * The fixture's people of `group` as the editor stores them: each with its photo of `photos`
 * uploaded through the group's form, signed in as `npm run inbox:local` signs in, so the photos
 * are re-encoded by the Images binding the way a member of staff's are. Resolves with the group as
 * the draft holds it, the photos' keys in it.
 */
export async function uploadPeople(
  stateDir: string,
  group: PeopleGroup,
  photos: readonly Uint8Array[],
): Promise<object> {
  const access = await makeLocalAccess()
  const site = await startBuiltWorker({ stateDir, vars: access.vars })
  try {
    const people: readonly object[] =
      group === 'instructors'
        ? filledContent.instructors.instructors
        : filledContent.graduates.graduates
    const form = new FormData()
    form.set('basedOn', '0')
    people.forEach((person, index) => {
      const place = `${group}.${index}`
      entryFields(form, place, person)
      const photo = new File([new Uint8Array(photos[index] ?? [])], `IMG_${index}.jpg`)
      form.set(`upload.${place}.photo.key`, photo)
    })
    const saved = await fetch(new URL(`/inbox/content/${group}`, site.url), {
      method: 'POST',
      body: form,
      redirect: 'manual',
      headers: {
        'Cf-Access-Jwt-Assertion': await signLocalToken(access.privateJwk, 'bench@lumen.example'),
        Origin: site.url.origin,
        'Sec-Fetch-Site': 'same-origin',
      },
    })
    if (saved.status !== 303) throw new Error(`the ${group}' photos' upload: ${saved.status}`)
  } finally {
    await site.dispose()
  }
  const db = new DatabaseSync(d1File(stateDir))
  try {
    const draft = db.prepare('SELECT body FROM content_drafts WHERE group_name = ?').get(group) as {
      body: string
    }
    return JSON.parse(draft.body)
  } finally {
    db.close()
  }
}
