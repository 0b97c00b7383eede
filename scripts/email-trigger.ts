// A worker that runs beside the built site under Miniflare (scripts/built-worker.ts), never deployed.
/**
 * The local tools' path for an inbound mail, `POST /cdn-cgi/handler/email?from=…&to=…` with the
 * raw message as the body, which `wrangler dev` and `vite dev` answer by handing it to Miniflare's
 * own /cdn-cgi/local/email (they rewrite /cdn-cgi/handler/* so). This worker does the same rewrite,
 * so the mail goes through Miniflare's handler exactly as under `wrangler dev`: a Message-ID
 * required, the 25 MiB limit of production, the site's email() handler called with a
 * ForwardableEmailMessage, and the answer "Worker successfully processed email" (200) or "Worker
 * rejected email with the following reason: …" (400). Local only, like the /cdn-cgi/local/* paths
 * `unsafeTriggerHandlers` opens.
 */
const script = `export default {
  async fetch(request) {
    const url = new URL(request.url)
    if (url.pathname !== '/cdn-cgi/handler/email' || request.method !== 'POST') {
      return new Response('POST the raw mail to /cdn-cgi/handler/email?from=…&to=…', { status: 404 })
    }
    url.pathname = '/cdn-cgi/local/email'
    return fetch(url, { method: 'POST', body: await request.arrayBuffer() })
  },
}`

/** The worker's Miniflare options (the site must run with `unsafeTriggerHandlers: true`). */
export const emailTrigger = (options: { compatibilityDate?: string }) => ({
  name: 'email-trigger',
  modules: true,
  script,
  compatibilityDate: options.compatibilityDate,
  routes: ['*/cdn-cgi/handler/email*'],
})
