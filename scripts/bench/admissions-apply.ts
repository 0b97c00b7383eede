// The admissions benchmark's visitors: an application posted as the /apply island posts it (JSON
// to /api/applications, from the site's own origin, each visitor from an address of its own so the
// per-address quota refuses none; no Turnstile locally); and 50 posted at once from one mailbox to
// one cohort, which the UNIQUE index on cohort and mailbox makes one application.
import type { Db } from './inbox-seed.ts'

let visitor = 0

/** An application from the next visitor (10.200.0.0/16, apart from the contact posts' addresses). */
export async function apply(origin: string, cohort: string, email: string) {
  visitor += 1
  const started = performance.now()
  const response = await fetch(`${origin}/api/applications`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: origin,
      'CF-Connecting-IP': `10.200.${(visitor >> 8) & 255}.${visitor & 255}`,
    },
    body: JSON.stringify({
      cohort,
      name: `Bench applicant ${visitor}`,
      email,
      timeZone: 'Europe/Lisbon',
      background: 'self-taught',
      backgroundDetail: 'Two years of evening projects in Python.',
      goals: 'Build and ship a web application for my local library.',
      heardFrom: 'friend',
      financing: 'scholarship',
      consent: true,
    }),
  })
  const { status } = (await response.json()) as { status?: string }
  return { code: response.status, status, ms: performance.now() - started }
}

export type RaceFigures = {
  sent: number
  received: number
  duplicate: number
  serverErrors: number
  other: number
  stored: number
}

/** `count` applications at once to `cohort` from one mailbox, spelt as people spell theirs. */
export async function applyAtOnce(
  origin: string,
  db: Db,
  cohort: string,
  count = 50,
): Promise<RaceFigures> {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, n) =>
      apply(origin, cohort, n % 2 ? `Race+${n}@Example.net` : 'race@example.net').catch(() => ({
        code: 0,
        status: undefined,
        ms: 0,
      })),
    ),
  )
  const received = answers.filter((a) => a.code === 201 && a.status === 'received').length
  // Told it is the same application: its unconfirmed details replaced, or confirmed already.
  const sameApplication = new Set(['replaced', 'duplicate'])
  const duplicate = answers.filter(
    (a) => a.code === 200 && sameApplication.has(a.status ?? ''),
  ).length
  const serverErrors = answers.filter((a) => a.code >= 500 || a.code === 0).length
  const row = await db
    .prepare(
      "SELECT COUNT(*) AS n FROM applications WHERE cohort = ? AND mailbox = 'race@example.net'",
    )
    .bind(cohort)
    .first<{ n: number }>()
  return {
    sent: count,
    received,
    duplicate,
    serverErrors,
    other: count - received - duplicate - serverErrors,
    stored: row?.n ?? 0,
  }
}
