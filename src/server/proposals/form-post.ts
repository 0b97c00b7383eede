import { type Context, Hono } from 'hono'
import type { StatusCode } from 'hono/utils/http-status'
import { honeypotField, keptAddressField, turnstileField } from '../../shared/contact-fields'
import type { ComingSoonContent } from '../../shared/content/page-types'
import { checkProposal } from '../../shared/proposal/contract'
import type { ProposalValues } from '../../shared/proposal/fields'
import type { ProposalFormProps } from '../../shared/proposal/form'
import { routes } from '../../shared/routes'
import { addressQuestion, suggestionFor } from '../forms/address-check'
import { overQuota } from '../forms/defence'
import { formGuards } from '../forms/guards'
import { ownAddressErrors } from '../forms/own-address'
import { type Refuse, refusalStatus } from '../forms/refusal'
import { renderComingSoonPage } from '../pages/coming-soon'
import { absoluteUrl, siteOrigin } from '../seo/origin'
import type { AppEnv } from '../settings/env'
import { factsOf } from '../site-content/facts'
import { siteContent } from '../site-content/middleware'
import { acceptProposal } from './accept'
import { maxProposalBodyBytes } from './body-limit'

const typedFields = [
  'company',
  'name',
  'email',
  'teamSize',
  'otherTopic',
  'timeline',
  'format',
  'budget',
  'message',
] as const

/** The posted form's fields; anything else (a file, a missing field) reads as empty. */
async function postedFields(c: Context<AppEnv>) {
  const body = await c.req.parseBody({ all: true })
  const all = (field: string) => [body[field] ?? []].flat()
  const text = (field: string) => {
    const [first] = all(field)
    return typeof first === 'string' ? first : ''
  }
  const values = {
    ...Object.fromEntries(typedFields.map((field) => [field, text(field)])),
    topics: all('topics').filter((topic) => typeof topic === 'string'),
  } as Required<Omit<ProposalValues, 'offering'>>
  return {
    values,
    honeypot: text(honeypotField),
    token: text(turnstileField),
    kept: text(keptAddressField),
  }
}

/**
 * An offering's proposal request without JavaScript: POST /corporate/proposal or
 * /technical/proposal (mounted there by site.tsx), behind the same guards as the JSON API, checked
 * by the same schema and taken in the same way. Success redirects (303) to the offering's page
 * with `?proposal=sent` (or `=again` for the mailbox's earlier request, still unconfirmed), which
 * says so; a refusal renders the page with the reason and what was typed.
 */
export function proposalFormPost(content: ComingSoonContent) {
  const page = (
    c: Context<AppEnv>,
    initial: NonNullable<ProposalFormProps['initial']>,
    status: StatusCode = 200,
  ) => renderComingSoonPage(c, content, undefined, status, initial)
  const refuseWithPage: Refuse = async (c, refusal) => {
    const kept = refusal === 'limited' ? (await postedFields(c)).values : undefined
    return page(c, { outcome: refusal, ...(kept && { values: kept }) }, refusalStatus[refusal])
  }
  const guards = formGuards({
    body: 'form',
    maxBytes: maxProposalBodyBytes,
    refuse: refuseWithPage,
  })
  return new Hono<AppEnv>().post('/', siteContent, guards, async (c) => {
    const { values, honeypot, token, kept } = await postedFields(c)
    const checked = checkProposal({
      ...values,
      offering: content.offering,
      [honeypotField]: honeypot,
      [turnstileField]: token,
    })
    if (!checked.ok) {
      const errors = checked.errors
      return page(c, { outcome: 'invalid', values, errors, ...suggestionFor(values.email) }, 400)
    }
    const own = ownAddressErrors(c.env, checked.proposal.email)
    if (own) return page(c, { outcome: 'invalid', values, errors: own }, 400)
    // A likely slip is asked about before anything is stored or counted.
    const suggestion = addressQuestion(checked.proposal.email, kept)
    if (suggestion) return page(c, { values, suggestion })
    if (await overQuota(c, 'proposal')) return refuseWithPage(c, 'limited')
    const accepted = await acceptProposal(c, checked.proposal, factsOf(c.var.content))
    if (!accepted.ok) {
      if (accepted.reason === 'topic') {
        return page(c, { outcome: 'invalid', values, errors: { topics: accepted.message } }, 400)
      }
      const refusal = accepted.reason === 'verification' ? 'unverified' : 'unavailable'
      return page(c, { outcome: refusal, values }, refusalStatus[refusal])
    }
    const sent = accepted.duplicate ? 'again' : 'sent'
    const target = `${routes[content.offering].path}?proposal=${sent}#proposal`
    return c.redirect(absoluteUrl(siteOrigin(c), target), 303)
  })
}
