import { contentGroup } from './declare/content-group.ts'
import { requiredToPublish } from './declare/field-sets.ts'
import { field } from './declare/fields.ts'
import { wholeNumber } from './declare/whole-number.ts'

/**
 * Time & Support on /accelerator: the weekly hours (which its lead says too), the lectures, the
 * office hours and the chat community, in the school's words (`SchoolFacts.timeSupport`).
 */
export const timeSupport = contentGroup({
  title: 'Time & Support',
  noun: 'Time & Support',
  fields: () => ({
    hoursPerWeek: requiredToPublish(
      field.number('Hours per week', 60, wholeNumber(1), {
        hint: 'Everything together: lectures, practice and support.',
      }),
    ),
    lectures: requiredToPublish(
      field.line('Lectures', 200, { hint: 'How many, how long, on which days.' }),
    ),
    officeHours: requiredToPublish(
      field.line('Office hours', 200, { hint: 'The days and times, in the lectures’ time zone.' }),
    ),
    chatCommunity: requiredToPublish(field.line('Chat community', 200)),
  }),
})
