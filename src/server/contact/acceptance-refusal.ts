import type { FormRefusal } from '../../shared/form-refusal'
import type { Acceptance } from './accept'

type RefusedReason = Extract<Acceptance, { ok: false }>['reason']

/** A checked message the worker did not take, as the form refusal both answers name it. */
export const acceptanceRefusal = {
  verification: 'unverified',
  storage: 'unavailable',
} as const satisfies Record<RefusedReason, FormRefusal>
