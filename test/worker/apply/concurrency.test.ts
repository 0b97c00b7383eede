// One mailbox, one cohort, one application, however many arrive at once: the UNIQUE index on
// cohort and mailbox decides inside the INSERT itself, never a check before it.
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { applyWith, publishCohorts, valid } from './helpers'

beforeEach(() => publishCohorts())

describe('50 applications at once from one mailbox to one cohort', () => {
  it('make one row: one answer says received, the 49 others that it applied already', async () => {
    // Spellings of one mailbox (case, +tags), each from a visitor of its own.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        applyWith({
          ...valid,
          email: index % 2 ? `Race+${index}@Example.com` : 'race@example.com',
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 200)).toHaveLength(49)
    const rows = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM applications WHERE mailbox = 'race@example.com'",
    ).first<{ n: number }>()
    expect(rows?.n).toBe(1)
  })
})
