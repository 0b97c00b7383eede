import type { Context } from 'hono'
import type { FormRefusal } from '../../shared/form-refusal'
import type { AppEnv } from '../settings/env'

/** The status each refusal is answered with, in JSON or as a page. */
export const refusalStatus = {
  'cross-site': 403,
  limited: 429,
  'too-large': 413,
  unsupported: 415,
  unverified: 403,
  unavailable: 503,
} as const satisfies Record<FormRefusal, number>

/**
 * Answers a refusal in the language of whoever posted: JSON for the island and API clients, an
 * HTML page (the form again, with the reason) for a browser posting without JavaScript.
 */
export type Refuse = (c: Context<AppEnv>, refusal: FormRefusal) => Response | Promise<Response>

/** A JSON API's refusals: `{ error }` in the endpoint's own words, with the refusal's status. */
export const refuseInJson =
  (words: Record<FormRefusal, string>): Refuse =>
  (c, refusal) =>
    c.json({ error: words[refusal] }, refusalStatus[refusal])
