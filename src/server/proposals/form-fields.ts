// The proposal form's fields as the island draws them: bounds and choices from the contract's own
// lists (src/shared/proposal/fields.ts), words from the page's content, the topics from the
// offering's page, what a refused post had sent kept. The island loops over this data.
import { proposalSection as text } from '../../shared/content/proposals/request-form'
import {
  budgetChoices,
  formatChoices,
  type ProposalValues,
  proposalLimits,
  teamSizeChoices,
  timelineChoices,
} from '../../shared/proposal/fields'
import type { ProposalFieldSpec } from '../../shared/proposal/form'

const { labels } = text

type Typed = 'company' | 'name' | 'email' | 'otherTopic' | 'message'
type Chosen = 'teamSize' | 'timeline' | 'format' | 'budget'

/** A choice's options in order, each with its words; a required one starts on "Choose…". */
const options = <T extends string>(
  values: readonly T[],
  words: Record<T, string>,
  first: boolean,
) => [
  ...(first ? [{ value: '', label: text.choose }] : []),
  ...values.map((value) => ({ value, label: words[value] })),
]

/** The fields in form order, with `topics` to tick among and a refused post's values kept. */
export function proposalFormFields(
  topics: readonly string[],
  values: ProposalValues = {},
): ProposalFieldSpec[] {
  const typed = (
    name: Typed,
    kind: 'text' | 'email' | 'textarea',
    extra: { rows?: number; optional?: boolean; autoComplete?: string } = {},
  ): ProposalFieldSpec => ({
    name,
    label: labels[name],
    kind,
    maxLength: proposalLimits[name].maxLength,
    defaultValue: values[name] ?? '',
    ...extra,
  })
  const select = <T extends string>(
    name: Chosen,
    choices: readonly T[],
    words: Record<T, string>,
    required = true,
  ): ProposalFieldSpec => {
    const listed = options(choices, words, required)
    const posted = values[name] ?? ''
    const chosen = listed.some((option) => option.value === posted) ? posted : ''
    return {
      name,
      label: labels[name],
      kind: 'select',
      options: listed,
      defaultValue: chosen,
      required,
    }
  }
  return [
    typed('company', 'text', { autoComplete: 'organization' }),
    typed('name', 'text', { autoComplete: 'name' }),
    typed('email', 'email', { autoComplete: 'email' }),
    select('teamSize', teamSizeChoices, text.teamSizeWords),
    {
      name: 'topics',
      label: labels.topics,
      kind: 'topics',
      hint: text.topicsHint,
      options: topics,
      checked: (values.topics ?? []).filter((topic) => topics.includes(topic)),
    },
    typed('otherTopic', 'text', { optional: true }),
    select('timeline', timelineChoices, text.timelineWords),
    select('format', formatChoices, text.formatWords),
    select('budget', budgetChoices, text.budgetWords, false),
    typed('message', 'textarea', { rows: proposalLimits.message.rows, optional: true }),
  ]
}
