// What the content editor's browser tests share: leaving the site as they found it.
import { DatabaseSync } from 'node:sqlite'
import { inject } from 'vitest'
import { d1File } from '../../scripts/built-worker.ts'
import { baseURL } from './browser'

/** Removes every draft (kept ones too) and publish, and waits until the site serves the code's texts again. */
export async function clearContent() {
  const db = new DatabaseSync(d1File(inject('stateDir')))
  try {
    db.exec(
      'DELETE FROM content_drafts; DELETE FROM content_revisions; DELETE FROM content_drafts_set_aside;',
    )
  } finally {
    db.close()
  }
  // Each isolate asks for the live version every few seconds (site-content/live.ts).
  const until = Date.now() + 15_000
  while ((await fetch(`${baseURL}/accelerator`)).headers.get('Content-Version') !== '0') {
    if (Date.now() > until) throw new Error('the site still serves published content')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
