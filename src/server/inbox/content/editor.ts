// The words of the inbox's content editor: the school's facts, kept current by staff.
import type { ContentGroup } from '../../site-content/schema/index.ts'

/** The groups staff edit, each on a form of its own, in the order the editor lists them. */
export const editorGroups = [
  'cohort',
  'tuition',
  'applying',
  'instructors',
  'faq',
  'contactDetails',
  'offerings',
] as const satisfies readonly ContentGroup[]

export type EditorGroup = ContentGroup

export const editorContent = {
  nav: 'Content',
  title: 'Site content',
  lead: 'The facts visitors look for first, kept current here: saved as drafts, published when ready, every publish kept.',
  groups: {
    cohort: 'Next cohorts',
    tuition: 'Tuition and payment',
    applying: 'How to apply',
    instructors: 'Instructors',
    faq: 'Frequently asked questions',
    contactDetails: 'Contact details',
    offerings: 'Corporate and technical offerings',
  } satisfies Record<EditorGroup, string>,
  groupsHeading: 'What the site says',
  draftBy: (by: string) => `Draft saved by ${by}`,
  noDraft: 'No draft: the live text is what the site shows.',
  notSet: 'Not set: nothing shows.',
  live: {
    heading: 'Live',
    none: 'Nothing published yet: the site shows the texts that came with it.',
    version: (id: number) => `Version ${id}, published`,
    by: 'by',
  },
  history: {
    heading: 'History',
    lead: 'Every publish, newest first. Restoring one makes it the draft again; publishing it adds a new version, so nothing here is ever rewritten.',
    empty: 'No publish yet.',
    version: (id: number) => `Version ${id}`,
    restore: 'Restore as draft',
    restoreLabel: (id: number) => `Restore version ${id} as the draft`,
  },
  notices: {
    restored: (id: number) =>
      `Version ${id} is the draft again. Review it, then publish to make it live.`,
  },
} as const
