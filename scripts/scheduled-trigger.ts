// A worker that runs beside the built site under Miniflare (scripts/built-worker.ts), never deployed.
/**
 * The local tools' path for the Cron Trigger, `/cdn-cgi/handler/scheduled?cron=…&time=<ms>`, which
 * `wrangler dev` and `vite dev` answer but Miniflare's API knows only as /cdn-cgi/local/scheduled:
 * a worker beside the site takes that path and calls the site's scheduled handler.
 * Local only: nothing of it is in the build that is deployed.
 */
const script = `export default {
  async fetch(request, env) {
    const url = new URL(request.url)
    if (url.pathname !== '/cdn-cgi/handler/scheduled') return new Response('Not found', { status: 404 })
    const time = url.searchParams.get('time')
    const result = await env.SITE.scheduled({
      scheduledTime: time ? new Date(Number(time)) : new Date(),
      cron: url.searchParams.get('cron') ?? '* * * * *',
    })
    return new Response(result.outcome, { status: result.outcome === 'ok' ? 200 : 500 })
  },
}`

/** The worker's Miniflare options, calling the scheduled handler of the worker named `site`. */
export const scheduledTrigger = (options: { site: string; compatibilityDate?: string }) => ({
  name: 'scheduled-trigger',
  modules: true,
  script,
  compatibilityDate: options.compatibilityDate,
  // Lets a service binding call the other worker's `scheduled`, as Miniflare's own entry does.
  compatibilityFlags: ['service_binding_extra_handlers'],
  routes: ['*/cdn-cgi/handler/scheduled*'],
  serviceBindings: { SITE: options.site },
})
