import { aboutOf } from '../shared/contact-about'
import { honeypotField, turnstileField } from '../shared/contact-fields'

/** What the form holds now, as the typed client sends it (honeypot and token only when set). */
export function payloadOf(form: HTMLFormElement) {
  const data = new FormData(form)
  const text = (field: string) => {
    const value = data.get(field)
    return typeof value === 'string' ? value : ''
  }
  const optional = (field: string) => (text(field) ? { [field]: text(field) } : {})
  return {
    name: text('name'),
    email: text('email'),
    message: text('message'),
    about: aboutOf(text('about')),
    ...optional(honeypotField),
    ...optional(turnstileField),
  }
}
