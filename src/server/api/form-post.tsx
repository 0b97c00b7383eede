import type { MiddlewareHandler } from 'hono'
import { checkContactMessage, contactFields } from '../../shared/contact'
import { contactContent } from '../../shared/content/contact'
import { routes } from '../../shared/routes'
import { notifyProvider } from '../contact/notify'
import { storeContactMessage } from '../contact/store'
import type { AppEnv } from '../env'
import { ContactPage } from '../pages/contact'
import { isFormPost } from './guards'

/**
 * The contact form without JavaScript: a plain form post to the same endpoint, checked by the same
 * schema and stored the same way. Success redirects (303) to /contact?sent=1; a refusal renders the
 * contact page again with the errors and everything the visitor typed. JSON requests pass through.
 */
export const formPost: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isFormPost(c.req.header('Content-Type'))) return next()
  const body = await c.req.parseBody()
  const values = Object.fromEntries(
    contactFields.map((field) => [field, typeof body[field] === 'string' ? body[field] : '']),
  ) as Record<(typeof contactFields)[number], string>
  const checked = checkContactMessage(values)
  const renderForm = (initial: Parameters<typeof ContactPage>[0]['initial'], status: 400 | 503) => {
    c.status(status)
    return c.render(<ContactPage apiBase={c.env.CONTACT_API_ORIGIN ?? ''} initial={initial} />, {
      meta: contactContent.meta,
      hydrate: true,
      noindex: true,
    })
  }
  if (!checked.ok) return renderForm({ outcome: 'invalid', values, errors: checked.errors }, 400)
  try {
    const id = await storeContactMessage(c.env.DB, checked.message, {
      userAgent: c.req.header('User-Agent') ?? null,
    })
    c.executionCtx.waitUntil(notifyProvider(c.env, { ...checked.message, id }))
  } catch (error) {
    console.error('Storing a contact message (form post) failed:', error)
    return renderForm({ outcome: 'failed', values }, 503)
  }
  return c.redirect(`${routes.contact.path}?sent=1`, 303)
}
