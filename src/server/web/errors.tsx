import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { notFoundContent, serverErrorContent } from '../../shared/content/errors'
import { ErrorPage } from '../pages/error-page'

// Last resort when even the error page cannot render: the spec's words, nothing else.
const bareErrorPage = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${serverErrorContent.meta.title}</title></head><body><h1>${serverErrorContent.heading}</h1><p><a href="/">${serverErrorContent.homeLink}</a></p></body></html>`

const wantsJson = (c: Context) => c.req.path.startsWith('/api/')

/** Any path the site does not serve: a 404 page in the site's chrome, kept out of search indexes. */
export const notFound: NotFoundHandler = async (c) => {
  if (wantsJson(c)) return c.json({ error: 'Not found' }, 404)
  c.status(404)
  return c.render(<ErrorPage content={notFoundContent} />, {
    meta: notFoundContent.meta,
    noindex: true,
  })
}

/** A failure anywhere: logged with its stack for us, shown to the visitor without one. */
export const onError: ErrorHandler = async (error, c) => {
  // A refusal raised by middleware (malformed JSON, say) is the client's error, not ours.
  if (error instanceof HTTPException && error.status < 500) {
    if (wantsJson(c)) return c.json({ error: error.message }, error.status)
    return error.getResponse()
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error)
  if (wantsJson(c)) return c.json({ error: 'Something went wrong on our side' }, 500)
  try {
    c.status(500)
    return await c.render(<ErrorPage content={serverErrorContent} />, {
      meta: serverErrorContent.meta,
      noindex: true,
    })
  } catch (renderError) {
    console.error('The error page failed to render too:', renderError)
    return c.html(bareErrorPage, 500)
  }
}
