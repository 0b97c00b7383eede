import { type Context, Hono } from 'hono'
import type { StatusCode } from 'hono/utils/http-status'
import { checkContactMessage } from '../../shared/contact'
import { aboutOf } from '../../shared/contact-about'
import {
  contactFields,
  honeypotField,
  keptAddressField,
  turnstileField,
} from '../../shared/contact-fields'
import type { ContactFormProps, ContactValues } from '../../shared/contact-form'
import { routes } from '../../shared/routes'
import { addressQuestion, suggestionFor } from '../forms/address-check'
import { overQuota } from '../forms/defence'
import { formGuards } from '../forms/guards'
import { ownAddressErrors } from '../forms/own-address'
import { type Refuse, refusalStatus } from '../forms/refusal'
import { renderContactPage } from '../pages/contact'
import { absoluteUrl, siteOrigin } from '../seo/origin'
import type { AppEnv } from '../settings/env'
import { acceptContactMessage } from './accept'
import { acceptanceRefusal } from './acceptance-refusal'
import { maxContactBodyBytes } from './body-limit'

/** The posted form's text fields; anything else (a file, a missing field) reads as empty. */
async function postedFields(c: Context<AppEnv>) {
  const body = await c.req.parseBody()
  const text = (field: string) => (typeof body[field] === 'string' ? body[field] : '')
  const values = Object.fromEntries(
    contactFields.map((field) => [field, text(field)]),
  ) as ContactValues
  // The select sends one of its options; anything else posted is a general question.
  const about = aboutOf(text('about'))
  return {
    values,
    about,
    honeypot: text(honeypotField),
    token: text(turnstileField),
    kept: text(keptAddressField),
  }
}

/**
 * A refused post answered with the contact page: the reason, and the form again. What the visitor
 * typed is kept when the post came from this site and was read within the limit (too many
 * messages); never for a post from another site, nor one too large or of the wrong type.
 */
const refuseWithPage: Refuse = async (c, refusal) => {
  const kept = refusal === 'limited' ? await postedFields(c) : undefined
  const initial = { outcome: refusal, ...(kept && { values: kept.values }) }
  const about = kept?.about ?? 'general'
  return renderContactPage(c, { kind: 'answer', about, initial }, refusalStatus[refusal])
}

/**
 * The contact form without JavaScript: POST /contact (mounted there by site.tsx), behind the same
 * guards as the JSON API, checked by the same schema and taken in the same way. Success redirects
 * (303) to the site's own /contact?sent=1; a refusal renders the page with the reason.
 */
const guards = formGuards({ body: 'form', maxBytes: maxContactBodyBytes, refuse: refuseWithPage })

const contactFormPost = new Hono<AppEnv>().post('/', guards, async (c) => {
  const { values, about, honeypot, token, kept } = await postedFields(c)
  const checked = checkContactMessage({
    ...values,
    about,
    [honeypotField]: honeypot,
    [turnstileField]: token,
  })
  const answer = (initial: NonNullable<ContactFormProps['initial']>, status: StatusCode) =>
    renderContactPage(c, { kind: 'answer', about, initial }, status)
  if (!checked.ok) {
    const errors = checked.errors
    return answer({ outcome: 'invalid', values, errors, ...suggestionFor(values.email) }, 400)
  }
  const own = ownAddressErrors(c.env, checked.message.email)
  if (own) return answer({ outcome: 'invalid', values, errors: own }, 400)
  // A likely slip is asked about before anything is stored or counted.
  const suggestion = addressQuestion(checked.message.email, kept)
  if (suggestion) {
    return renderContactPage(c, { kind: 'check', about, initial: { values, suggestion } })
  }
  // Only a message that would be stored counts against the visitor's quota.
  if (await overQuota(c, 'contact')) return refuseWithPage(c, 'limited')
  const accepted = await acceptContactMessage(c, checked.message)
  if (!accepted.ok) {
    const refusal = acceptanceRefusal[accepted.reason]
    return answer({ outcome: refusal, values }, refusalStatus[refusal])
  }
  return c.redirect(absoluteUrl(siteOrigin(c), `${routes.contact.path}?sent=1`), 303)
})

export default contactFormPost
