import type { MiddlewareHandler } from 'hono'
import type { ContactFormProps } from '../../client/islands/contact-form'
import { checkContactMessage } from '../../shared/contact'
import {
  type ContactField,
  contactFields,
  honeypotField,
  turnstileField,
} from '../../shared/contact-fields'
import { routes } from '../../shared/routes'
import { acceptContactMessage } from '../contact/accept'
import type { AppEnv } from '../env'
import { renderContactPage } from '../pages/contact'
import { isFormPost } from './guards'

/**
 * The contact form without JavaScript: a plain form post to the same endpoint, checked by the same
 * schema and taken in the same way. Success redirects (303) to /contact?sent=1; a refusal renders
 * the contact page again with the errors and everything the visitor typed. JSON passes through.
 */
export const formPost: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isFormPost(c.req.header('Content-Type'))) return next()
  const body = await c.req.parseBody()
  const text = (field: string) => (typeof body[field] === 'string' ? body[field] : '')
  const values = Object.fromEntries(contactFields.map((field) => [field, text(field)])) as Record<
    ContactField,
    string
  >
  const checked = checkContactMessage({
    ...values,
    [honeypotField]: text(honeypotField),
    [turnstileField]: text(turnstileField),
  })
  const renderForm = (initial: ContactFormProps['initial'], status: 400 | 403 | 503) => {
    c.status(status)
    return renderContactPage(c, initial, { noindex: true })
  }
  if (!checked.ok) return renderForm({ outcome: 'invalid', values, errors: checked.errors }, 400)
  const accepted = await acceptContactMessage(c, checked.message)
  if (!accepted.ok) return renderForm({ outcome: 'failed', values }, accepted.status)
  return c.redirect(`${routes.contact.path}?sent=1`, 303)
}
