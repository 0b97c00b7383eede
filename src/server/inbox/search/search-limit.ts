// A staff member's searches are limited, so a burst of them (a script with a stolen or careless
// token, a stuck key) cannot make visitors' contact posts wait: D1 runs one statement at a time per
// database, and every search page is statements and rendering a post queues behind
// (docs/decisions.md, "Searches are limited per staff member"). Only what reads a full-text index
// counts (the messages' and the applications'), against one quota a person: the plain list,
// actions and an export without a search never do. Deny by default: a binding that is missing or
// fails refuses the search, never lets it through unlimited.
import type { Context, MiddlewareHandler } from 'hono'
import type { ReactElement } from 'react'
import type { InboxEnv } from '../access/guard'
import { inboxSearchLimitContent } from '../content/search-limit'
import { giveWay } from './pace'
import type { SearchRefusal } from './search-refused-page'

/** wrangler.toml's INBOX_SEARCH_RATE_LIMITER: searches a staff member may run per period. */
export const searchQuota = { limit: 20, seconds: 10 } as const

/** How long staff are asked to wait when the limit cannot be checked ("a minute"). */
const unavailableRetrySeconds = 60

type Verdict = 'allowed' | 'limited' | 'unavailable'

/**
 * Counts a search against the staff member's quota. The key is the Access identity, its case
 * folded: one person is one quota, however their identity provider spells the address.
 */
async function verdict(c: Context<InboxEnv>): Promise<Verdict> {
  // Always there by its type (wrangler.toml), but a deploy without it must not mean "unlimited".
  const limiter: RateLimit | undefined = c.env.INBOX_SEARCH_RATE_LIMITER
  if (!limiter) {
    console.error('INBOX_SEARCH_RATE_LIMITER is missing (wrangler.toml): every search is refused.')
    return 'unavailable'
  }
  try {
    const { success } = await limiter.limit({ key: c.var.staff.email.toLowerCase() })
    return success ? 'allowed' : 'limited'
  } catch (error) {
    console.error('The inbox search limit could not be checked: the search is refused.', error)
    return 'unavailable'
  }
}

/**
 * What a room's address asks: null when it runs no search, else the page that says a refused
 * search was not run (its search box holding what was typed), for the reason given.
 */
export type SearchAsked = (c: Context<InboxEnv>) => ((reason: SearchRefusal) => ReactElement) | null

/**
 * A room's search limit, to run before anything is read for its page: a request that carries a
 * search is counted, and past the quota answered 429 with the slow-down page, or 503 when the
 * limit cannot be checked. Anything else passes uncounted. Every room answers alike.
 */
export function limitSearches(asked: SearchAsked): MiddlewareHandler<InboxEnv> {
  return async (c, next) => {
    const refusedPage = asked(c)
    if (!refusedPage) return next()
    // A burst's refusals are each too cheap to wait on anything: answered straight through, they
    // would keep a local workerd from reading a visitor's post until the last one (pace.ts).
    await giveWay()
    const outcome = await verdict(c)
    if (outcome === 'allowed') return next()
    const limited = outcome === 'limited'
    c.status(limited ? 429 : 503)
    c.header('Retry-After', String(limited ? searchQuota.seconds : unavailableRetrySeconds))
    const reason = limited
      ? ({ kind: 'limited', ...searchQuota } as const)
      : ({ kind: 'unavailable' } as const)
    const words = limited ? inboxSearchLimitContent.slowDown : inboxSearchLimitContent.unavailable
    return c.render(refusedPage(reason), { meta: { title: words.title, description: '' } })
  }
}
