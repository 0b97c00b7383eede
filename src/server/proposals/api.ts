import { vValidator } from '@hono/valibot-validator'
import { type Context, Hono } from 'hono'
import type { FormRefusal } from '../../shared/form-refusal'
import { proposalFieldErrors, proposalSchema } from '../../shared/proposal/contract'
import { rateLimit, sameSiteCors } from '../forms/defence'
import { formGuards, onlyPost } from '../forms/guards'
import { ownAddressErrors } from '../forms/own-address'
import { parsableJson } from '../forms/parsable-json'
import { refusalStatus, refuseInJson } from '../forms/refusal'
import type { AppEnv } from '../settings/env'
import { factsOf } from '../site-content/facts'
import { readLiveContent } from '../site-content/live'
import { acceptProposal } from './accept'
import { maxProposalBodyBytes } from './body-limit'

/** What an API client is told for each refusal. */
const refusals: Record<FormRefusal, string> = {
  'cross-site': 'Proposal requests can only be sent from this site',
  limited: 'Too many forms from this address: try again in a minute',
  'too-large': `Proposal requests are limited to ${maxProposalBodyBytes} bytes`,
  unsupported: 'Send the request as JSON (application/json)',
  unverified: 'The anti-spam check failed: reload the page and try again',
  unavailable: 'The request could not be stored; please try again later',
}

const refuse = refuseInJson(refusals)

/**
 * The proposal requests' API, JSON only: POST /send takes a company's request for an offering's
 * proposal and answers 201 `{ status: 'received' }` once it is stored (a link to confirm it is
 * mailed to its address), or 200 `{ status: 'duplicate' }` when the mailbox's earlier request to
 * that offering still waits for its confirmation, its details now this one's: one request,
 * however often it is sent, holding what was sent last. Behind
 * the contact form's guards, with a quota of its own; a browser without JavaScript posts to
 * /corporate/proposal or /technical/proposal instead (proposals/form-post.ts).
 */
const proposals = new Hono<AppEnv>()
  .use(
    '/send',
    sameSiteCors,
    onlyPost,
    formGuards({ body: 'json', maxBytes: maxProposalBodyBytes, refuse }),
    parsableJson(proposalFieldErrors([])),
  )
  .post(
    '/send',
    vValidator('json', proposalSchema, (result, c: Context<AppEnv>) => {
      if (!result.success) {
        const fields = proposalFieldErrors(result.issues)
        return c.json({ error: 'Invalid proposal request', fields }, 400)
      }
      const own = ownAddressErrors(c.env, result.output.email)
      if (own) return c.json({ error: 'Invalid proposal request', fields: own }, 400)
    }),
    // Only a request that would be stored counts against the visitor's quota.
    rateLimit('proposal', refuse),
    async (c) => {
      const facts = factsOf(await readLiveContent(c.env.DB))
      const request = c.req.valid('json')
      const accepted = await acceptProposal(c, request, facts)
      const { offering } = request
      if (accepted.ok) {
        if (accepted.duplicate) return c.json({ status: 'duplicate' as const, offering }, 200)
        return c.json({ status: 'received' as const, offering }, 201)
      }
      if (accepted.reason === 'topic') {
        return c.json({ error: accepted.message, fields: { topics: accepted.message } }, 400)
      }
      const refusal = accepted.reason === 'verification' ? 'unverified' : 'unavailable'
      return c.json({ error: refusals[refusal] }, refusalStatus[refusal])
    },
  )

export default proposals
