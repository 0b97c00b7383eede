import type { ContactFieldErrors } from '../shared/contact'
import { type ContactField, contactFields } from '../shared/contact-fields'
import type { ContactOutcome } from '../shared/contact-form'
import { sendContactMessage } from './api'
import { payloadOf } from './contact-payload'

/** The worker's refusals the island can tell apart by status alone. */
const refusalByStatus: Partial<Record<number, ContactOutcome>> = {
  403: 'unverified',
  413: 'too-large',
  429: 'limited',
  503: 'unavailable',
}

/** What came of a submission, with the fields the worker refused and why. */
export type Submission = { outcome: ContactOutcome; errors: ContactFieldErrors }

/** The `fields` of a 400 answer, keeping only known fields with a message. */
function refusedFields(answer: unknown): ContactFieldErrors {
  const fields = (answer as { fields?: Record<string, unknown> } | null)?.fields ?? {}
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [ContactField, string] =>
        contactFields.includes(entry[0] as ContactField) && typeof entry[1] === 'string',
    ),
  )
}

/**
 * Sends the form through the typed client. A 400 that names fields is "invalid", and says which;
 * a status the worker gives a reason for says it; anything else, a network error included, is the
 * spec's plain failure.
 */
export async function submitContactForm(
  apiBase: string,
  form: HTMLFormElement,
): Promise<Submission> {
  try {
    const response = await sendContactMessage(apiBase, payloadOf(form))
    if (response.ok) return { outcome: 'sent', errors: {} }
    // The guards' statuses (413, 429) are not in the route's typed answers.
    const status: number = response.status
    if (status === 400) {
      const errors = refusedFields(await response.json().catch(() => null))
      if (Object.keys(errors).length > 0) return { outcome: 'invalid', errors }
    }
    return { outcome: refusalByStatus[status] ?? 'failed', errors: {} }
  } catch {
    return { outcome: 'failed', errors: {} } // a network error takes the failure path too (spec §8)
  }
}
