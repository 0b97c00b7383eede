// The application form's fields as the island draws them: bounds and choices from the contract's
// own lists (src/shared/application-fields.ts), words from the page's content, what is chosen
// first from the request. The island loops over this data, so its script stays small.
import {
  type ApplicationValues,
  applicationLimits,
  backgroundChoices,
  type CohortChoice,
  financingChoices,
  heardFromChoices,
} from '../../shared/application-fields'
import type { ApplicationFieldSpec } from '../../shared/application-form'
import { applyContent } from '../../shared/content/admissions/apply'
import { timeZoneOptions } from './time-zone-options'

const text = applyContent.fields
const { labels } = text

const choice = <T extends string>(values: readonly T[], words: Record<T, string>) =>
  values.map((value) => ({ value, label: words[value] }))

/**
 * What a choice starts at: what a refused post chose when it is one of the choices, else the
 * blank "Choose one", so no answer is given for the applicant (how they heard of the school,
 * whether they ask about financing) and the counts read what applicants chose.
 */
const chosen = (values: readonly { value: string }[], posted: string | undefined) =>
  values.find((option) => option.value === posted)?.value ?? ''

/**
 * The fields in form order, with the cohort `cohort` chosen and a refused post's choices kept, as
 * the server renders them: the time zone's options as markup.
 */
export function applicationFormFields(
  cohorts: readonly CohortChoice[],
  cohort: string,
  values: ApplicationValues = {},
): ApplicationFieldSpec[] {
  const typed = (
    name: 'name' | 'email' | 'backgroundDetail' | 'goals',
    kind: 'text' | 'email' | 'textarea',
    extra: { rows?: number; optional?: boolean; autoComplete?: string } = {},
  ): ApplicationFieldSpec => ({
    name,
    label: labels[name],
    kind,
    maxLength: applicationLimits[name].maxLength,
    defaultValue: values[name] ?? '',
    ...extra,
  })
  const select = (
    name: 'background' | 'heardFrom' | 'financing',
    options: { value: string; label: string }[],
  ): ApplicationFieldSpec => ({
    name,
    label: labels[name],
    kind: 'select',
    options: [{ value: '', label: text.chooseOne }, ...options],
    defaultValue: chosen(options, values[name]),
  })
  const zone = timeZoneOptions(values.timeZone)
  const cohortOptions = cohorts.map((entry) => ({ value: entry.startDate, label: entry.label }))
  return [
    {
      name: 'cohort',
      label: labels.cohort,
      kind: 'select',
      options: cohortOptions,
      defaultValue: cohort,
    },
    typed('name', 'text', { autoComplete: 'name' }),
    typed('email', 'email', { autoComplete: 'email' }),
    {
      name: 'timeZone',
      label: labels.timeZone,
      kind: 'select',
      optionsMarkup: zone.markup,
      defaultValue: zone.chosen,
    },
    select('background', choice(backgroundChoices, text.backgroundWords)),
    typed('backgroundDetail', 'textarea', {
      rows: applicationLimits.backgroundDetail.rows,
      optional: true,
    }),
    typed('goals', 'textarea', { rows: applicationLimits.goals.rows }),
    select('heardFrom', choice(heardFromChoices, text.heardFromWords)),
    select('financing', choice(financingChoices, text.financingWords)),
    {
      name: 'consent',
      label: labels.consent,
      kind: 'consent',
      defaultChecked: values.consent === 'yes',
    },
  ]
}

/**
 * The fields as the browser hydrates them: the time zone's markup left out, since the island reads
 * it back from the page (docs/architecture.md, "The time zone, written once").
 */
export const fieldsForBrowser = (fields: readonly ApplicationFieldSpec[]) =>
  fields.map((field) => {
    if (field.kind !== 'select' || field.optionsMarkup === undefined) return field
    const { optionsMarkup: _, ...rest } = field
    return rest
  })
