import type * as v from 'valibot'
import { fields, group, line, list, type Mode, needed, paragraphs } from './text-rules.ts'

/** The caps of the FAQ, for the form's `maxlength` as well. */
export const faqLimits = { entries: 30, question: 200, answer: 2000 } as const

const entry = <M extends Mode>(mode: M) =>
  fields(
    {
      question: needed(mode, line('Question', faqLimits.question)),
      answer: needed(mode, paragraphs('Answer', faqLimits.answer)),
    },
    { question: 'Question', answer: 'Answer' },
    'FAQ entry',
  )

/** The questions visitors ask, each with its answer, in the order the page shows them. */
export const faqSchema = <M extends Mode>(mode: M) =>
  group(
    fields(
      {
        faq: needed(mode, list(mode, entry(mode), 'Questions', { min: 0, max: faqLimits.entries })),
      },
      { faq: 'Questions' },
      'The FAQ',
    ),
  )

/** The FAQ as published: the page's questions and its `FAQPage` structured data. */
export type FaqContent = v.InferOutput<ReturnType<typeof faqSchema<'publish'>>>
