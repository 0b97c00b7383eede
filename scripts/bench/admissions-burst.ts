// A visitor's application while one staff member's 200 searches (the room's and the message
// list's) are sent at once, against the same application alone, in rounds: as the contact form's
// bound is measured (inbox-burst.ts, "A burst of searches by one staff member"), whose bound it
// is held to. Each round signs in a member who has not searched yet.
import type { JWK } from 'jose'
import { signLocalToken } from '../inbox-local.ts'
import { apply } from './admissions-apply.ts'
import { burstTargetMs } from './inbox-burst.ts'
import { postContacts } from './inbox-contention.ts'
import type { Db } from './inbox-seed.ts'
import { median } from './median.ts'

export { burstTargetMs as applyTargetMs }

/** `count` searches at once by the holder of `token`, every other one the room's, the rest the list's. */
function searches(origin: string, token: string, count: number) {
  const letters = 'aeionrst'
  return Promise.all(
    Array.from({ length: count }, async (_, n): Promise<string> => {
      const letter = letters[Math.floor(n / 2) % letters.length]
      const [kind, path] =
        n % 2
          ? ['room', `/inbox/applications?q=${letter}`]
          : ['list', `/inbox?state=all&q=${letter}`]
      try {
        const response = await fetch(`${origin}${path}`, {
          headers: { 'Cf-Access-Jwt-Assertion': token },
        })
        await response.arrayBuffer()
        return `${kind} ${response.status}`
      } catch (error) {
        // Counted, never hidden: a connection workerd dropped under the burst.
        return `${kind} failed (${String((error as Error).cause ?? error)})`
      }
    }),
  )
}

export type ApplyBurstFigures = {
  searches: number
  rounds: number
  /** Medians over the rounds, ms: the application alone, during the searches, the whole burst. */
  alone: number
  during: number
  slowestDuring: number
  /** The contact form's post alone, and sent with the application into the same bursts. */
  contactAlone: number
  contactDuring: number
  burst: number
  /** Answers to the searches by status; the applications during the bursts, answered and stored. */
  statuses: Record<string, number>
  answered201: number
  stored: number
}

/** The application alone, then sent 10 ms into `searchCount` searches at once, `rounds` times. */
export async function applyDuringSearches(
  origin: string,
  db: Db,
  {
    privateJwk,
    cohort,
    searchCount = 200,
    rounds = 5,
  }: { privateJwk: JWK; cohort: string; searchCount?: number; rounds?: number },
): Promise<ApplyBurstFigures> {
  await apply(origin, cohort, 'warm@example.net')
  const alone: number[] = []
  const during: number[] = []
  const contact = { alone: [] as number[], during: [] as number[] }
  const bursts: number[] = []
  const statuses: Record<string, number> = {}
  let answered201 = 0
  for (let round = 0; round < rounds; round++) {
    for (let n = 0; n < 3; n++)
      alone.push((await apply(origin, cohort, `alone-${round}-${n}@example.net`)).ms)
    contact.alone.push(...(await postContacts(origin, 3, 1)))
    const started = performance.now()
    // A member who has not searched yet, as the contact form's burst signs in.
    const token = await signLocalToken(privateJwk, `burst-${round}@lumen.example`)
    const burst = searches(origin, token, searchCount)
    // The searches on their way first, then the visitor.
    await new Promise((resolve) => setTimeout(resolve, 10))
    // A contact post beside it, in the same burst: the machine's state, read by the form the bound is of.
    const [post, [contactPost]] = await Promise.all([
      apply(origin, cohort, `during-${round}@example.net`),
      postContacts(origin, 1, 1),
    ])
    during.push(post.ms)
    contact.during.push(contactPost ?? Number.NaN)
    if (post.code === 201 && post.status === 'received') answered201 += 1
    for (const status of await burst) statuses[status] = (statuses[status] ?? 0) + 1
    bursts.push(performance.now() - started)
  }
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS n FROM applications a WHERE a.email LIKE 'during-%@example.net'
       AND EXISTS (SELECT 1 FROM outbox o WHERE o.application_id = a.id)`,
    )
    .first<{ n: number }>()
  return {
    searches: searchCount,
    rounds,
    alone: median(alone),
    during: median(during),
    slowestDuring: Math.max(...during),
    contactAlone: median(contact.alone),
    contactDuring: median(contact.during),
    burst: median(bursts),
    statuses,
    answered201,
    stored: row?.n ?? 0,
  }
}
