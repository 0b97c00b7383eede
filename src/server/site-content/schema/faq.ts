import { contentGroup } from './declare/content-group.ts'
import { fieldList, fieldSet, requiredToPublish } from './declare/field-sets.ts'
import { field } from './declare/fields.ts'

/**
 * The questions visitors ask, each with its answer, in the order the page shows them (and its
 * `FAQPage` structured data).
 */
export const faq = contentGroup({
  title: 'Frequently asked questions',
  noun: 'The FAQ',
  fields: () => ({
    faq: requiredToPublish(
      fieldList(
        { label: 'Questions', max: 30 },
        fieldSet(
          'Question',
          {
            question: requiredToPublish(field.line('Question', 200)),
            answer: requiredToPublish(field.paragraphs('Answer', 2000)),
          },
          { noun: 'FAQ entry' },
        ),
      ),
    ),
  }),
})
