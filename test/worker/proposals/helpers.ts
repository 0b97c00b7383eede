// Proposal requests in worker tests: a valid request, the ways it is sent (JSON as the island
// sends it, a form post as a browser without JavaScript does) and its row.
import { env } from 'cloudflare:test'
import type { Bindings } from '../../../src/server/settings/env'
import { newAddress } from '../html'
import { visitorPost } from '../visitor-posts'

/** A request every rule accepts, for /corporate, two of its listed topics ticked. */
export const valid = {
  offering: 'corporate',
  company: 'Acme Logistics GmbH',
  name: 'Grace Hopper',
  email: 'grace@acme.example',
  teamSize: '16-50',
  topics: ['Team workshops on React and Node.js', 'Private cohorts run on your schedule'],
  otherTopic: 'TypeScript for our testers',
  timeline: 'next-quarter',
  format: 'hybrid',
  budget: '25k-50k',
  message: 'Twelve developers, four testers.\nBerlin office.',
}

/** A JSON request, as the island sends it, from a visitor of its own, with these bindings. */
export const proposeWith = (body: unknown, bindings: Partial<Bindings> = {}, headers = {}) =>
  visitorPost('/api/proposals/send', {
    type: 'application/json',
    body: JSON.stringify(body),
    bindings,
    headers,
  })

/** The valid request as a browser posts it: one `topics` field for each ticked box. */
export function validForm(changes: Record<string, string | string[]> = {}) {
  const { offering: _, ...fields } = { ...valid, ...changes }
  const form = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) {
    for (const one of [value].flat()) form.append(name, one)
  }
  return form
}

/** The form posted without JavaScript to an offering's proposal path. */
export const postProposal = (
  form: URLSearchParams,
  { path = '/corporate/proposal', bindings = {} as Partial<Bindings>, address = newAddress() } = {},
) =>
  visitorPost(path, {
    type: 'application/x-www-form-urlencoded',
    body: form.toString(),
    bindings,
    address,
  })

/** The requests of an address, as stored. */
export const storedProposals = (email: string) =>
  env.DB.prepare(
    `SELECT offering, company, name, email, mailbox, team_size, topics, timeline, format, budget,
       message, stage, confirmed_at FROM proposal_requests
     WHERE email = ? COLLATE NOCASE ORDER BY created_at`,
  )
    .bind(email)
    .all()
    .then(({ results }) => results)
