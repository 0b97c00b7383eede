import { type Context, Hono } from 'hono'
import { honeypotField, keptAddressField } from '../../shared/contact-fields'
import type { ComingSoonContent } from '../../shared/content/page-types'
import { routes } from '../../shared/routes'
import { checkWaitlistSignup } from '../../shared/waitlist'
import { addressQuestion, suggestionFor } from '../forms/address-check'
import { overQuota } from '../forms/defence'
import { formGuards } from '../forms/guards'
import { ownAddressErrors } from '../forms/own-address'
import { type Refuse, refusalStatus } from '../forms/refusal'
import { renderComingSoonPage } from '../pages/coming-soon'
import { absoluteUrl, siteOrigin } from '../seo/origin'
import type { AppEnv } from '../settings/env'
import { acceptWaitlistSignup, maxWaitlistBodyBytes } from './store'

/** The posted form's text fields; anything else reads as empty. */
async function postedFields(c: Context<AppEnv>) {
  const body = await c.req.parseBody()
  const text = (field: string) => (typeof body[field] === 'string' ? body[field] : '')
  return { email: text('email'), honeypot: text(honeypotField), kept: text(keptAddressField) }
}

/**
 * An offering's waiting-list form without JavaScript: POST to the offering's own page (mounted
 * there by site.tsx), behind the same guards as the JSON API. Success redirects (303) to the page
 * with `?joined=1`, which says so; a refusal renders the page with the reason.
 */
export function waitlistFormPost(content: ComingSoonContent) {
  const refuseWithPage: Refuse = async (c, refusal) => {
    const email = refusal === 'limited' ? (await postedFields(c)).email : undefined
    const initial = { outcome: refusal, ...(email !== undefined && { email }) }
    return renderComingSoonPage(c, content, initial, refusalStatus[refusal])
  }
  const guards = formGuards({
    body: 'form',
    maxBytes: maxWaitlistBodyBytes,
    refuse: refuseWithPage,
  })
  return new Hono<AppEnv>().post('/', guards, async (c) => {
    const { email, honeypot, kept } = await postedFields(c)
    const checked = checkWaitlistSignup({
      offering: content.offering,
      email,
      [honeypotField]: honeypot,
    })
    if (!checked.ok) {
      return renderComingSoonPage(
        c,
        content,
        { outcome: 'invalid', email, errors: checked.errors, ...suggestionFor(email) },
        400,
      )
    }
    const own = ownAddressErrors(c.env, checked.signup.email)
    if (own) {
      return renderComingSoonPage(c, content, { outcome: 'invalid', email, errors: own }, 400)
    }
    // A likely slip is asked about before anything is stored or counted.
    const suggestion = addressQuestion(checked.signup.email, kept)
    if (suggestion) return renderComingSoonPage(c, content, { email, suggestion })
    // Only a sign-up that would be stored counts, against the waiting lists' own quota.
    if (await overQuota(c, 'waitlist')) return refuseWithPage(c, 'limited')
    const accepted = await acceptWaitlistSignup(c, checked.signup)
    if (!accepted.ok) {
      const status = refusalStatus[accepted.refusal]
      return renderComingSoonPage(c, content, { outcome: accepted.refusal, email }, status)
    }
    const page = routes[content.offering].path
    return c.redirect(absoluteUrl(siteOrigin(c), `${page}?joined=1`), 303)
  })
}
