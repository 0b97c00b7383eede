// A stage's template filled in for one applicant. Text in, text out: each {name} the template
// holds is replaced by its value in one pass over the template, so a value (a name typed as
// "{cohort}<script>") is never read again for placeholders, and nothing here is markup: the
// page shows the result as text, the mail sends it as text.
import { type Placeholder, placeholders } from '../../../content/stage-messages'

export type PlaceholderValues = Record<Placeholder, string>

const placeholder = new RegExp(`\\{(${placeholders.join('|')})\\}`, 'g')

/** The template with every placeholder it names replaced; unknown braces are left as written. */
export function fillPlaceholders(template: string, values: PlaceholderValues): string {
  return template.replace(placeholder, (_, name: Placeholder) => values[name])
}

/** How a letter greets the applicant: the first word of the name they typed. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/u, 1)[0] ?? ''
}
