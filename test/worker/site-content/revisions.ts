// A publish as the site-content tests need it: one revision row written straight to D1, as the
// editor's publish writes it, without the drafts behind it.
import { env } from 'cloudflare:test'
import { readLiveContent } from '../../../src/server/site-content/live'

/** Writes `content` as the newest revision; resolves with its id, the live version it makes. */
export async function publishRevision(content: object) {
  const { meta } = await env.DB.prepare(
    `INSERT INTO content_revisions (body, published_by, published_at) VALUES (?, 'maria@lumen.test', '2026-11-27T10:00:00.000Z')`,
  )
    .bind(JSON.stringify(content))
    .run()
  return meta.last_row_id
}

/**
 * Publishes contact details that promise an answer within `responseTime`, and has this isolate
 * read them at once (the tests that send mail keep the real clock).
 */
export async function publishResponseTime(responseTime: string) {
  await publishRevision({
    contactDetails: {
      phone: { display: '(617) 555-0199', tel: '+16175550199' },
      email: 'hello@lumen.example',
      responseTime,
    },
  })
  readLiveContent.renew()
}

/** Nothing published any more, read at once: the code's texts again. */
export async function unpublishAll() {
  await env.DB.prepare('DELETE FROM content_revisions').run()
  readLiveContent.renew()
}
