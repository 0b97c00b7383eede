// How the search limit's tests send their requests. A staff member's searches are limited
// (wrangler.toml's INBOX_SEARCH_RATE_LIMITER, keyed by the Access identity): a burst of them would
// make every visitor's contact post wait. The binding counts in fixed windows locally, and a
// request waits its count behind the pages before it, so a flood asserts "eventually 429", never
// an exact count. What is counted, and under which key, is this code's choice: those tests count
// with an exact limiter that records every key it is asked about. Each test signs in as members
// of its own, so no test spends another's quota.
import { env } from 'cloudflare:test'
import { attributeValues } from '../../html'
import { accessEnv, send, signToken } from '../helpers'

export type Sent = { email: string; path: string; init?: RequestInit }

/** Requests sent at once, in this order, each signed as its member; answered in the same order. */
export async function atOnce(requests: Sent[], limiter: unknown = env.INBOX_SEARCH_RATE_LIMITER) {
  const emails = [...new Set(requests.map((request) => request.email))]
  const signed = await Promise.all(emails.map((email) => signToken({ claims: { email } })))
  const tokens = new Map(emails.map((email, n) => [email, signed[n] ?? '']))
  const bindings = { ...(await accessEnv()), INBOX_SEARCH_RATE_LIMITER: limiter }
  return Promise.all(
    requests.map(({ email, path, init = {} }) => {
      const headers = new Headers(init.headers)
      headers.set('Cf-Access-Jwt-Assertion', tokens.get(email) ?? '')
      if (init.method === 'POST') headers.set('Origin', 'https://lumen.test')
      return send(path, { ...init, headers }, bindings)
    }),
  )
}

/** One request of `email`, with the binding of wrangler.toml (or `limiter`). */
export async function as(email: string, path: string, init?: RequestInit, limiter?: unknown) {
  const sent = [{ email, path, init }]
  const [response] = await (limiter === undefined ? atOnce(sent) : atOnce(sent, limiter))
  if (!response) throw new Error('no answer')
  return response
}

/**
 * A limiter that counts exactly, as the binding would within one window: `limit` a key, the keys
 * it was asked about in `counted`. `spent` starts keys with part of their quota used.
 */
export function exact(spent: Record<string, number> = {}, limit = 20) {
  const counts = new Map(Object.entries(spent))
  const counted: string[] = []
  return {
    counted,
    limit: async ({ key }: { key: string }) => {
      counted.push(key)
      counts.set(key, (counts.get(key) ?? 0) + 1)
      return { success: (counts.get(key) ?? 0) <= limit }
    },
  }
}

export const statuses = (responses: Response[]) => responses.map((response) => response.status)

/** The same request in bursts of 25 until one is refused: the first refusal, and how many passed. */
export async function untilRefused(email: string, path: string, bursts = 4) {
  let answered = 0
  for (let n = 0; n < bursts; n++) {
    const responses = await atOnce(Array.from({ length: 25 }, () => ({ email, path })))
    answered += statuses(responses).filter((status) => status === 200).length
    const refused = responses.find((response) => response.status !== 200)
    if (refused) return { response: refused, answered }
  }
  throw new Error(`${bursts * 25} requests to ${path} and none refused`)
}

/** Resolves once the thread has looked up from ready work: a timer, as a socket's data would. */
export const nextLook = () => new Promise((resolve) => setTimeout(resolve, 0))

export const typedBack = (html: string) => attributeValues(html, 'input', 'value')
