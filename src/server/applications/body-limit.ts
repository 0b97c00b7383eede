import { applicationLimits } from '../../shared/application-fields'
import { honeypotField, machineFieldLimits, turnstileField } from '../../shared/contact-fields'
import { worstCaseBodyBytes } from '../forms/body-limit'

/** The longest of each choice's values, and the cohort's start date: what the choices add. */
const choiceUnits = [10, 11, 6, 11, 5]

/** The largest application body accepted: every field at its maximum, plus the Turnstile token. */
export const maxApplicationBodyBytes = worstCaseBodyBytes({
  typedUnits: [
    applicationLimits.name.maxLength,
    applicationLimits.email.maxLength,
    applicationLimits.timeZone.maxLength,
    applicationLimits.backgroundDetail.maxLength,
    applicationLimits.goals.maxLength,
    machineFieldLimits[honeypotField].maxLength,
    ...choiceUnits,
  ],
  tokenChars: machineFieldLimits[turnstileField].maxLength,
})
