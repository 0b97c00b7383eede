import { type Context, Hono } from 'hono'
import type { StatusCode } from 'hono/utils/http-status'
import { checkApplication } from '../../shared/application'
import { type ApplicationValues, applicationFields } from '../../shared/application-fields'
import type { ApplicationFormProps } from '../../shared/application-form'
import { honeypotField, keptAddressField, turnstileField } from '../../shared/contact-fields'
import { routes } from '../../shared/routes'
import { addressQuestion, suggestionFor } from '../forms/address-check'
import { overQuota } from '../forms/defence'
import { formGuards } from '../forms/guards'
import { ownAddressErrors } from '../forms/own-address'
import { type Refuse, refusalStatus } from '../forms/refusal'
import { renderApplyPage } from '../pages/apply'
import { absoluteUrl, siteOrigin } from '../seo/origin'
import type { AppEnv } from '../settings/env'
import { factsOf } from '../site-content/facts'
import { siteContent } from '../site-content/middleware'
import { acceptApplication } from './accept'
import { maxApplicationBodyBytes } from './body-limit'

/** The posted form's text fields; anything else (a file, a missing field) reads as empty. */
async function postedFields(c: Context<AppEnv>) {
  const body = await c.req.parseBody()
  const text = (field: string) => (typeof body[field] === 'string' ? body[field] : '')
  const values = Object.fromEntries(
    applicationFields.map((field) => [field, text(field)]),
  ) as Required<ApplicationValues>
  return {
    values,
    honeypot: text(honeypotField),
    token: text(turnstileField),
    kept: text(keptAddressField),
  }
}

/** A refused post: the page with the reason, and what was typed when it was read (too many). */
const refuseWithPage: Refuse = async (c, refusal) => {
  const kept = refusal === 'limited' ? await postedFields(c) : undefined
  const initial = { outcome: refusal, ...(kept && { values: kept.values }) }
  const cohort = kept?.values.cohort
  return renderApplyPage(c, { kind: 'answer', initial, cohort }, refusalStatus[refusal])
}

const guards = formGuards({
  body: 'form',
  maxBytes: maxApplicationBodyBytes,
  refuse: refuseWithPage,
})

/**
 * The application form without JavaScript: POST /apply (mounted there by site.tsx), behind the
 * same guards as the JSON API, checked by the same schema and taken in the same way. Success
 * redirects (303) to /apply?sent=1 (or ?sent=again for the mailbox's earlier application to the
 * cohort); a refusal renders the page with the reason, a closed cohort with the next one chosen.
 */
const applicationFormPost = new Hono<AppEnv>().post('/', siteContent, guards, async (c) => {
  const { values, honeypot, token, kept } = await postedFields(c)
  const checked = checkApplication({
    ...values,
    // An unticked box sends nothing: no consent.
    consent: values.consent || undefined,
    [honeypotField]: honeypot,
    [turnstileField]: token,
  })
  const answer = (
    initial: NonNullable<ApplicationFormProps['initial']>,
    status: StatusCode,
    cohort = values.cohort,
  ) => renderApplyPage(c, { kind: 'answer', initial, cohort }, status)
  if (!checked.ok) {
    const errors = checked.errors
    return answer({ outcome: 'invalid', values, errors, ...suggestionFor(values.email) }, 400)
  }
  const own = ownAddressErrors(c.env, checked.application.email)
  if (own) return answer({ outcome: 'invalid', values, errors: own }, 400)
  const suggestion = addressQuestion(checked.application.email, kept)
  if (suggestion) {
    const initial = { values, suggestion }
    return renderApplyPage(c, { kind: 'check', initial, cohort: values.cohort })
  }
  if (await overQuota(c, 'application')) return refuseWithPage(c, 'limited')
  const accepted = await acceptApplication(c, checked.application, factsOf(c.var.content))
  if (!accepted.ok) {
    if (accepted.reason === 'cohort') {
      const errors = { cohort: accepted.message }
      return answer({ outcome: 'invalid', values, errors }, 400, accepted.next)
    }
    const refusal = accepted.reason === 'verification' ? 'unverified' : 'unavailable'
    return answer({ outcome: refusal, values }, refusalStatus[refusal])
  }
  const sent = accepted.duplicate ? 'again' : '1'
  const cohort = encodeURIComponent(checked.application.cohort)
  const page = `${routes.apply.path}?sent=${sent}&cohort=${cohort}`
  return c.redirect(absoluteUrl(siteOrigin(c), page), 303)
})

export default applicationFormPost
