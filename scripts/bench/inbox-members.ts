// Staff members for the inbox benchmark: tokens signed with the local Access key, one a member.
// The inbox limits each member's searches (docs/decisions.md, "Searches are limited per staff member"), so a
// bench that times search pages one after another, as fast as the machine answers, signs each
// request as the next of many members: the pages' own cost is measured, and no search is refused.
// The burst (inbox-burst.ts) is the one figure where a single member meets the limit.
import type { JWK } from 'jose'
import { signLocalToken } from '../inbox-local.ts'

/** Tokens of `count` members (bench-1@…, bench-2@…), to use in turn. */
export async function staffTokens(privateJwk: JWK, count = 200): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, (_, n) =>
      signLocalToken(privateJwk, `bench-${n + 1}@lumen.example`),
    ),
  )
}

/** The Access header of the next member in turn, round and round. */
export function inTurn(tokens: string[]): () => Record<string, string> {
  let next = 0
  return () => {
    const token = tokens[next % tokens.length] ?? ''
    next += 1
    return { 'Cf-Access-Jwt-Assertion': token }
  }
}
