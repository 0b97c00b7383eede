import type { ApplicationInput } from '../shared/application'
import { honeypotField, turnstileField } from '../shared/contact-fields'

/**
 * What the application form holds now, as the typed client sends it (honeypot and token only
 * when set). A choice is sent as posted; the worker names one it does not know.
 */
export function applicationPayloadOf(form: HTMLFormElement): ApplicationInput {
  const data = new FormData(form)
  const text = (field: string) => {
    const value = data.get(field)
    return typeof value === 'string' ? value : ''
  }
  const optional = (field: string) => (text(field) ? { [field]: text(field) } : {})
  return {
    cohort: text('cohort'),
    name: text('name'),
    email: text('email'),
    timeZone: text('timeZone'),
    background: text('background') as ApplicationInput['background'],
    backgroundDetail: text('backgroundDetail'),
    goals: text('goals'),
    heardFrom: text('heardFrom') as ApplicationInput['heardFrom'],
    financing: text('financing') as ApplicationInput['financing'],
    consent: (text('consent') === 'yes') as true,
    ...optional(honeypotField),
    ...optional(turnstileField),
  }
}
