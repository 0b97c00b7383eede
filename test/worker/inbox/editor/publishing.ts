// What the publish tests share: a FAQ form to save, the publish form's hidden fields as the content
// page gives them, the revisions kept, a public page's HTML, and a clean slate.
import { env } from 'cloudflare:test'
import { asStaff, send } from '../helpers'

export const faqForm = {
  basedOn: '0',
  'faq.0.question': 'Is the accelerator online?',
  'faq.0.answer': 'Yes, every session is live online.',
}

/** The publish form's hidden fields as the content page gives them now. */
export async function publishFields() {
  const html = await (await asStaff('/inbox/content')).text()
  const form = html.slice(html.indexOf('action="/inbox/content/publish"'))
  const value = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(form)?.[1] ?? ''
  return { liveVersion: value('liveVersion'), basis: value('basis').replaceAll('&quot;', '"') }
}

export const revisions = async () =>
  (
    await env.DB.prepare(
      'SELECT id, body, published_by AS by, note FROM content_revisions ORDER BY id',
    ).all<{ id: number; body: string; by: string; note: string | null }>()
  ).results

export const publicPage = async (path: string) => (await send(path)).text()

/** No draft and no revision: each test starts from the site's own texts. */
export async function clearContent() {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM content_drafts'),
    env.DB.prepare('DELETE FROM content_revisions'),
  ])
}
