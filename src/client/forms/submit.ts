import type { FieldErrors, FormOutcome } from '../../shared/form-outcome'

/** The worker's refusals the island can tell apart by status alone. */
const refusalByStatus: Partial<Record<number, FormOutcome>> = {
  403: 'unverified',
  413: 'too-large',
  429: 'limited',
  503: 'unavailable',
}

/** What came of a submission, with the fields the worker refused and why. */
export type Submission<Field extends string> = { outcome: FormOutcome; errors: FieldErrors<Field> }

/** The part of a typed client's answer the island reads. */
type Answer = { ok: boolean; status: number; json: () => Promise<unknown> }

/** The `fields` of a 400 answer, keeping only the form's own fields with a message. */
function refusedFields<Field extends string>(answer: unknown, fields: readonly Field[]) {
  const named = (answer as { fields?: Record<string, unknown> } | null)?.fields ?? {}
  return Object.fromEntries(
    Object.entries(named).filter(
      (entry): entry is [Field, string] =>
        fields.includes(entry[0] as Field) && typeof entry[1] === 'string',
    ),
  ) as FieldErrors<Field>
}

/**
 * Sends a form through its typed client call. A 400 that names fields is "invalid", and says
 * which; a status the worker gives a reason for says it; anything else, a network error
 * included, is the plain failure.
 */
export async function submitForm<Field extends string>(
  send: () => Promise<Answer>,
  fields: readonly Field[],
): Promise<Submission<Field>> {
  try {
    const response = await send()
    if (response.ok) return { outcome: 'sent', errors: {} }
    if (response.status === 400) {
      const errors = refusedFields(await response.json().catch(() => null), fields)
      if (Object.keys(errors).length > 0) return { outcome: 'invalid', errors }
    }
    return { outcome: refusalByStatus[response.status] ?? 'failed', errors: {} }
  } catch {
    return { outcome: 'failed', errors: {} } // a network error takes the failure path too
  }
}
