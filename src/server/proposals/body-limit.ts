import { honeypotField, machineFieldLimits, turnstileField } from '../../shared/contact-fields'
import { proposalLimits } from '../../shared/proposal/fields'
import { worstCaseBodyBytes } from '../forms/body-limit'

/** The longest of each choice's values, and the offering's name: what the choices add. */
const choiceUnits = [9, 6, 12, 9, 8]

/** The largest request body accepted: every field at its maximum, plus the Turnstile token. */
export const maxProposalBodyBytes = worstCaseBodyBytes({
  typedUnits: [
    proposalLimits.company.maxLength,
    proposalLimits.name.maxLength,
    proposalLimits.email.maxLength,
    proposalLimits.topic.maxLength * proposalLimits.topics.maxItems,
    proposalLimits.otherTopic.maxLength,
    proposalLimits.message.maxLength,
    machineFieldLimits[honeypotField].maxLength,
    ...choiceUnits,
  ],
  tokenChars: machineFieldLimits[turnstileField].maxLength,
})
