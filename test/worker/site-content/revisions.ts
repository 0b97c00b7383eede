// A publish as the site-content tests need it: one revision row written straight to D1, as the
// editor's publish writes it, without the drafts behind it.
import { env } from 'cloudflare:test'

/** Writes `content` as the newest revision; resolves with its id, the live version it makes. */
export async function publishRevision(content: object) {
  const { meta } = await env.DB.prepare(
    `INSERT INTO content_revisions (body, published_by, published_at) VALUES (?, 'maria@lumen.test', '2026-11-27T10:00:00.000Z')`,
  )
    .bind(JSON.stringify(content))
    .run()
  return meta.last_row_id
}
