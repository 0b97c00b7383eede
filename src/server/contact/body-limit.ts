import {
  contactLimits,
  honeypotField,
  machineFieldLimits,
  turnstileField,
} from '../../shared/contact-fields'
import { worstCaseBodyBytes } from '../forms/body-limit'

/** The largest contact body accepted: every field at its maximum, plus the Turnstile token. */
export const maxContactBodyBytes = worstCaseBodyBytes({
  typedUnits: [
    contactLimits.name.maxLength,
    contactLimits.email.maxLength,
    contactLimits.message.maxLength,
    machineFieldLimits[honeypotField].maxLength,
  ],
  tokenChars: machineFieldLimits[turnstileField].maxLength,
})
