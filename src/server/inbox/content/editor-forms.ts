// The content editor's forms, one per group: each field's label, kind, cap and hint, in the order
// the form shows them. A field's `key` is its place in the group's content; a form field's name is
// the dotted path to it (`cohorts.0.schedule.hours.from`), the path the schema's errors name too.
import { applyingLimits } from '../../site-content/schema/applying.ts'
import { cohortLimits } from '../../site-content/schema/cohort.ts'
import { contactDetailsLimits } from '../../site-content/schema/contact-details.ts'
import { faqLimits } from '../../site-content/schema/faq.ts'
import type { ContentGroup } from '../../site-content/schema/index.ts'
import { instructorLimits } from '../../site-content/schema/instructors.ts'
import { offeringLimits, offeringNames } from '../../site-content/schema/offerings.ts'
import { tuitionLimits } from '../../site-content/schema/tuition.ts'

/**
 * How a field is typed and read back: text on one line or several, a calendar date, a time of
 * day, a number (sent as a number), a choice among `choices`, yes/no (sent as true/false), an
 * IANA time zone chosen from the runtime's list, or a photo (uploaded as a file; the field holds
 * its stored key: inbox/editor/form/photo-upload.ts).
 */
export type FieldKind =
  | 'line'
  | 'paragraphs'
  | 'date'
  | 'time'
  | 'number'
  | 'choice'
  | 'yesno'
  | 'timeZone'
  | 'photo'

export type FormField = {
  key: string
  label: string
  kind: FieldKind
  /** The schema's cap, as the input's `maxlength` (text) or `max` (number). */
  max?: number
  hint?: string
  choices?: readonly { value: string; label: string }[]
}

/** Fields that belong together (a schedule, a location): a fieldset. */
export type FormGroup = { key: string; label: string; parts: readonly FormPart[] }

/**
 * A list the form shows with room for more: each item is `item` (one field or a set of them),
 * named "<label> 1", "<label> 2"; an item whose every field is left blank is no item. `min` and
 * `max` are the schema's: the fewest entries publishing takes (none unless given), and the most.
 */
export type FormList = {
  key: string
  label: string
  itemLabel: string
  min?: number
  max: number
  item: FormField | FormGroup
}

export type FormPart = FormField | FormGroup | FormList

export const isList = (part: FormPart): part is FormList => 'item' in part
export const isGroup = (part: FormPart): part is FormGroup => 'parts' in part

const yesNo = { kind: 'yesno' } as const

/** Each group's form. */
export const editorForms: Record<ContentGroup, readonly FormPart[]> = {
  cohort: [
    {
      key: 'cohorts',
      label: 'Next cohorts',
      itemLabel: 'Cohort',
      min: cohortLimits.cohortsToPublish,
      max: cohortLimits.cohorts,
      item: {
        key: '',
        label: 'Cohort',
        parts: [
          { key: 'startDate', label: 'Start date', kind: 'date' },
          {
            key: 'applicationDeadline',
            label: 'Application deadline',
            kind: 'date',
            hint: 'The last day to apply, on or before the start date. After it, the site stops inviting applications for this cohort.',
          },
          {
            key: 'schedule',
            label: 'Schedule',
            parts: [
              {
                key: 'days',
                label: 'Days',
                kind: 'line',
                max: cohortLimits.days,
                hint: 'As visitors should read them, such as “Mon–Thu”.',
              },
              {
                key: 'hours',
                label: 'Hours',
                parts: [
                  { key: 'from', label: 'Start time', kind: 'time' },
                  { key: 'to', label: 'End time', kind: 'time' },
                ],
              },
              {
                key: 'timeZone',
                label: 'Time zone',
                kind: 'timeZone',
                max: cohortLimits.timeZone,
                hint: 'The zone the hours are in: its region, then its city, such as America › New York.',
              },
            ],
          },
          {
            key: 'format',
            label: 'Format',
            parts: [
              {
                key: 'mode',
                label: 'Attended',
                kind: 'choice',
                choices: [
                  { value: 'online', label: 'Online' },
                  { value: 'onsite', label: 'In person' },
                  { value: 'blended', label: 'Online and in person' },
                ],
              },
              {
                key: 'location',
                label: 'Location',
                parts: [
                  {
                    key: 'name',
                    label: 'Location name',
                    kind: 'line',
                    max: cohortLimits.locationName,
                  },
                  { key: 'address', label: 'Address', kind: 'line', max: cohortLimits.address },
                ],
              },
            ],
          },
          {
            key: 'seats',
            label: 'Seats',
            kind: 'number',
            max: cohortLimits.seats,
            hint: 'Only if you want the page to say how many.',
          },
        ],
      },
    },
  ],
  tuition: [
    {
      key: 'amount',
      label: 'Amount',
      kind: 'number',
      max: tuitionLimits.amount,
      hint: 'The whole program’s price, such as 12500 or 12500.50.',
    },
    {
      key: 'currency',
      label: 'Currency',
      kind: 'line',
      max: 3,
      hint: 'Its ISO 4217 code in capitals, such as USD or EUR.',
    },
    {
      key: 'paymentOptions',
      label: 'Payment options',
      itemLabel: 'Payment option',
      max: tuitionLimits.paymentOptions,
      item: { key: '', label: 'Payment option', kind: 'line', max: tuitionLimits.paymentOption },
    },
    { key: 'deposit', label: 'Deposit', kind: 'paragraphs', max: tuitionLimits.wording },
    { key: 'instalments', label: 'Instalments', kind: 'paragraphs', max: tuitionLimits.wording },
    { key: 'financing', label: 'Financing', kind: 'paragraphs', max: tuitionLimits.wording },
  ],
  applying: [
    {
      key: 'steps',
      label: 'Steps',
      itemLabel: 'Step',
      min: applyingLimits.stepsToPublish,
      max: applyingLimits.steps,
      item: { key: '', label: 'Step', kind: 'line', max: applyingLimits.step },
    },
  ],
  instructors: [
    {
      key: 'instructors',
      label: 'Instructors',
      itemLabel: 'Instructor',
      max: instructorLimits.instructors,
      item: {
        key: '',
        label: 'Instructor',
        parts: [
          { key: 'name', label: 'Name', kind: 'line', max: instructorLimits.name },
          { key: 'role', label: 'Role', kind: 'line', max: instructorLimits.role },
          { key: 'bio', label: 'Bio', kind: 'paragraphs', max: instructorLimits.bio },
          {
            key: 'photo',
            label: 'Photo',
            parts: [
              {
                key: 'key',
                label: 'Photo file',
                kind: 'photo',
                hint: 'JPEG, PNG or WebP, up to 2 MB and 25 megapixels. It is cropped square from its centre and shown as a circle 96 px wide: a photo of 200 px a side or more is plenty. Only its picture is kept, never the file or what it says about the camera or the place.',
              },
              {
                key: 'alt',
                label: 'What the photo shows',
                kind: 'line',
                max: instructorLimits.alt,
                hint: 'For visitors who cannot see it, such as “Ada Lovelace at a whiteboard”.',
              },
            ],
          },
        ],
      },
    },
  ],
  faq: [
    {
      key: 'faq',
      label: 'Questions',
      itemLabel: 'Question',
      max: faqLimits.entries,
      item: {
        key: '',
        label: 'Question',
        parts: [
          { key: 'question', label: 'Question', kind: 'line', max: faqLimits.question },
          { key: 'answer', label: 'Answer', kind: 'paragraphs', max: faqLimits.answer },
        ],
      },
    },
  ],
  contactDetails: [
    {
      key: 'phone',
      label: 'Phone',
      parts: [
        {
          key: 'display',
          label: 'Phone',
          kind: 'line',
          max: contactDetailsLimits.phone,
          hint: 'As visitors read it, such as (555) 010-0123.',
        },
        {
          key: 'tel',
          label: 'Phone to dial',
          kind: 'line',
          max: contactDetailsLimits.tel,
          hint: 'A + and the country code, then digits only, such as +15550100123.',
        },
        {
          key: 'note',
          label: 'Phone note',
          kind: 'line',
          max: contactDetailsLimits.phoneNote,
          hint: 'Such as “Call or text”.',
        },
      ],
    },
    {
      key: 'postalAddress',
      label: 'Postal address',
      itemLabel: 'Address line',
      max: contactDetailsLimits.addressLines,
      item: { key: '', label: 'Address line', kind: 'line', max: contactDetailsLimits.addressLine },
    },
    { key: 'email', label: 'Email', kind: 'line', max: contactDetailsLimits.email },
    {
      key: 'responseTime',
      label: 'Response time',
      kind: 'line',
      max: contactDetailsLimits.responseTime,
      hint: 'The words after “usually answers within”, such as “2 working days”.',
    },
  ],
  offerings: (['corporate', 'technical'] as const).map((offering) => ({
    key: offering,
    label: offeringNames[offering],
    parts: [
      { key: 'comingSoon', label: 'Still coming soon', ...yesNo },
      {
        key: 'items',
        label: 'Planned items',
        itemLabel: 'Planned item',
        min: offeringLimits.items,
        max: offeringLimits.items,
        item: { key: '', label: 'Planned item', kind: 'line', max: offeringLimits.item },
      },
      {
        key: 'firstDate',
        label: 'First date',
        kind: 'date',
        hint: 'Once it opens: the first day it runs.',
      },
    ],
  })),
}

/**
 * A list entry's word with its article, as a sentence reads it: "an instructor", "a cohort". By
 * the first letter, which is the first sound of every entry's word the forms name.
 */
const anEntry = (item: string) => `${/^[aeiou]/i.test(item) ? 'an' : 'a'} ${item.toLowerCase()}`

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
  listHint: ({ itemLabel, min = 0, max }: FormList) =>
    `${listSize(min, max)} Leave every field of ${anEntry(itemLabel)} blank to remove it.`,
  addAnother: (item: string) => `Add another ${item.toLowerCase()}`,
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
