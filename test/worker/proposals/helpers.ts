// Proposal requests in worker tests: a valid request, the ways it is sent (JSON as the island
// sends it, a form post as a browser without JavaScript does) and its row.
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { app } from '../../../src/server'
import type { Bindings } from '../../../src/server/settings/env'
import { newAddress } from '../html'

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
export async function proposeWith(body: unknown, bindings: Partial<Bindings> = {}, headers = {}) {
  const ctx = createExecutionContext()
  const response = await app.request(
    'https://lumen.test/api/proposals/send',
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'CF-Connecting-IP': newAddress(),
        Origin: 'https://lumen.test',
        ...headers,
      },
      body: JSON.stringify(body),
    },
    { ...env, ...bindings },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

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
export async function postProposal(
  form: URLSearchParams,
  { path = '/corporate/proposal', bindings = {} as Partial<Bindings>, address = newAddress() } = {},
) {
  const ctx = createExecutionContext()
  const response = await app.request(
    `https://lumen.test${path}`,
    {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'CF-Connecting-IP': address,
        Origin: 'https://lumen.test',
      },
      body: form.toString(),
    },
    { ...env, ...bindings },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

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
