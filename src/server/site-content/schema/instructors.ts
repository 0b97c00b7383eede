import { contentGroup } from './declare/content-group.ts'
import { fieldList, fieldSet, optional, requiredToPublish } from './declare/field-sets.ts'
import { field } from './declare/fields.ts'
import { personPhoto } from './declare/photo-field.ts'

/** Who teaches, in the order the page shows them, at most twelve. */
export const instructors = contentGroup({
  title: 'Instructors',
  noun: 'The instructors',
  fields: () => ({
    instructors: requiredToPublish(
      fieldList(
        { label: 'Instructors', max: 12 },
        fieldSet('Instructor', {
          name: requiredToPublish(field.line('Name', 100)),
          role: requiredToPublish(field.line('Role', 100)),
          bio: optional(field.paragraphs('Bio', 1000)),
          photo: optional(personPhoto()),
        }),
      ),
    ),
  }),
})
