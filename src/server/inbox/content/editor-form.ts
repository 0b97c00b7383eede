// The words of a group's form page (inbox/editor/form/group-page.tsx); the fields' own labels and
// hints are the group's declaration's (site-content/schema/declare/content-group.ts).
import type { FormList } from '../../site-content/schema/declare/form-parts.ts'

/**
 * A list entry's word with its article, as a sentence reads it: "an instructor", "a cohort". By
 * the first letter, which is the first sound of every entry's word the forms name.
 */
const anEntry = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word.toLowerCase()}`

/** How many entries a list takes, as its hint says it. */
const listSize = (min: number, max: number) =>
  min === max
    ? `Exactly ${max} to publish.`
    : min > 0
      ? `At least ${min} to publish, at most ${max}.`
      : `At most ${max}.`

/** The words of a group's form page. */
export const editorFormContent = {
  title: (group: string) => `Edit: ${group}`,
  back: 'Site content',
  save: 'Save draft',
  basedOnDraft: (by: string) => `You are editing the draft ${by} saved`,
  basedOnLive: 'You are editing the live text: nothing is drafted for this group yet.',
  listHint: ({ entryLabel, min = 0, max }: FormList) =>
    `${listSize(min, max)} Leave every field of ${anEntry(entryLabel)} blank to remove it.`,
  addAnother: (entry: string) => `Add another ${entry.toLowerCase()}`,
  position: 'Position',
  positionHint: (entry: string) => `Where ${entry} goes in the list: type 1 to put it first.`,
  yes: 'Yes',
  no: 'No',
  photo: {
    current: 'The photo now',
    remove: 'Remove this photo',
    notStored: 'This photo is no longer stored: choose the file again',
  },
  notChosen: 'Not set',
  errorsHeading: (count: number) =>
    count === 1 ? 'One field needs a change' : `${count} fields need a change`,
  errorsLead: 'Nothing was saved. What you typed is kept below.',
  publishErrorsHeading: (count: number) =>
    count === 1
      ? 'One field must change before this group can be published'
      : `${count} fields must change before this group can be published`,
  publishErrorsLead: 'The draft is kept as it is; a draft may be half-finished.',
  conflict: {
    heading: 'Someone else saved this group while you were editing',
    lead: (by: string) =>
      `${by} saved it after you opened this form. Nothing of yours was saved, and what you typed is below. Where their save differs from yours:`,
    field: 'Field',
    theirs: 'Their save',
    yours: 'Yours',
    empty: '(blank)',
    after: 'Save again to replace their draft with yours, or change yours first.',
  },
} as const
