// The words of the inbox's content editor: the school's facts, kept current by staff.
import {
  type ContentGroup,
  contentGroupNames,
  contentGroups,
} from '../../site-content/schema/index.ts'

export const editorContent = {
  nav: 'Content',
  title: 'Site content',
  lead: 'The facts visitors look for first, kept current here: saved as drafts, published when ready, every publish kept.',
  /** Each group's title, as its declaration gives it. */
  groups: Object.fromEntries(
    contentGroupNames.map((group) => [group, contentGroups[group].title]),
  ) as Record<ContentGroup, string>,
  groupsHeading: 'What the site says',
  draftBy: (by: string) => `Draft saved by ${by}`,
  noDraft: 'No draft: the live text is what the site shows.',
  notSet: 'Not set: nothing shows.',
  unpublished: 'not published yet',
  sameAsLive: 'the same as live',
  publish: {
    heading: 'Publish',
    lead: 'Publishing checks every group strictly, keeps a new version in the history and makes it live: every page serves it within seconds.',
    noteLabel: 'Note (optional)',
    noteHint: 'What changed and why, for the history: “Spring cohort dates”.',
    submit: 'Publish the drafts',
    preview: 'Preview the drafts',
    refused: 'Nothing was published.',
    invalid: 'These groups need a change first:',
    fix: (group: string) => `Fix ${group}`,
    nothing: 'Nothing to publish: every draft is the same as the live text.',
    moved:
      'Someone published or saved a draft after you opened this page. Nothing was published: review the drafts below, then publish again.',
  },
  /** Before the Publish button: where the cohorts' sessions contradict Time & Support. */
  scheduleCheck: {
    heading: 'The cohorts’ schedule and Time & Support disagree',
    lead: 'Visitors would read both. Change one of them first, or publish anyway.',
    days: (lectureDays: string, cohort: string, sessionDays: string) =>
      `Time & Support says the lectures are on ${lectureDays}; ${cohort} meets on ${sessionDays}.`,
    hours: (stated: string, cohort: string, lengths: string) =>
      `Time & Support says a lecture lasts ${stated}; ${cohort} has sessions of ${lengths}.`,
    /** A cohort by its start date, "March 2, 2027", or by its place while it has none. */
    cohort: (startDate: string | undefined, position: number) =>
      startDate
        ? `the cohort starting ${startDate}`
        : `the ${position === 0 ? 'first' : 'second'} cohort`,
    editTimeSupport: 'Edit Time & Support',
    editCohorts: 'Edit the next cohorts',
  },
  live: {
    heading: 'Live',
    none: 'Nothing published yet: the site shows the texts that came with it.',
    version: (id: number) => `Version ${id}, published`,
    by: 'by',
  },
  history: {
    heading: 'History',
    lead: 'Every publish, newest first. Open one to see what it held and restore it as the draft (the drafts it replaces are kept, to restore); publishing it adds a new version, so nothing here is ever rewritten.',
    empty: 'No publish yet.',
    version: (id: number) => `Version ${id}`,
  },
  liveCheck: {
    title: 'Is it live?',
    lead: 'Each public page, asked just now at the location that answered you, and the version of the content it serves.',
    allLive: (id: number) => `Version ${id} is live: every page below serves it.`,
    nothingPublished:
      'Nothing is published yet: every page serves the texts that came with the site.',
    stale: (id: number) =>
      `Not yet on every page: those marked still serve an older version than ${id}. This page checks again every few seconds.`,
    elsewhere: (seconds: number) =>
      `Other locations ask for the live version at most every ${seconds} seconds, so they serve it within ${seconds} seconds of the publish.`,
    page: 'Page',
    serves: 'Serves',
    version: (id: number) => (id === 0 ? 'the texts that came with the site' : `version ${id}`),
    live: 'live',
    old: 'older',
    back: 'Back to the content',
  },
  preview: {
    title: 'Draft preview',
    lead: 'Visitors do not see this page: it shows the drafts as they would look once published. Its forms send nothing.',
    changed: 'Changed since the live version:',
    unchanged: 'Nothing: the drafts are the live text.',
    /** A changed group with its first three changed fields, and how many more. */
    changedGroup: (group: string, fields: readonly string[]) =>
      `${group} (${fields.slice(0, 3).join('; ')}${fields.length > 3 ? `; ${fields.length - 3} more` : ''})`,
    incomplete:
      'Not shown, because publishing would refuse them (the page shows the live text instead):',
    pages: 'Preview another page:',
    back: 'Back to the editor',
  },
  /** When an offering is published as open and its waiting list has not been told yet. */
  opened: {
    heading: 'Tell the waiting list',
    text: (offering: string, confirmed: number, firstDate: string | undefined) =>
      `${offering} is published as open${firstDate ? `, from ${firstDate}` : ''}. Its waiting list (${confirmed === 1 ? '1 confirmed address' : `${confirmed} confirmed addresses`}) has not been told yet.`,
    action: (offering: string) => `Draft the announcement for ${offering}`,
  },
  erasePerson: {
    heading: 'Erase a person',
    lead: 'When an instructor or a graduate asks to be erased: their name, role, bio or words and photo go from every published version and draft, and their photos from storage. This is the one time the history is rewritten.',
    label: 'Their name, as the instructors or the graduates’ words show it',
    find: 'Find them…',
    title: (name: string) => `Erase ${name} from the site’s content?`,
    found: (versions: number, drafts: number) =>
      `${versions === 1 ? '1 published version names them' : `${versions} published versions name them`}${drafts === 0 ? '' : drafts === 1 ? ', and the draft does' : `, and ${drafts} drafts do (kept ones included)`}. Erasing takes them out of each; if the live version names them, it is published again without them, and the site stops showing them within seconds.`,
    none: (name: string) => `No published version or draft names ${name}.`,
    confirm: (name: string) => `Erase ${name}`,
    cancel: 'Keep everything',
    back: 'Back to the content',
    note: 'Erasure of a person on request',
    refused: 'Type the name of the person to erase (at most 100 characters, one line).',
  },
  /** On the inbox's first page while a published cohort has begun. */
  stale: {
    text: (dates: string) =>
      `The site still lists a cohort that has begun (${dates}): visitors no longer see it as the next one.`,
    action: 'Update the next cohorts',
  },
  notices: {
    personErased: (versions: number) =>
      `Erased from ${versions === 1 ? '1 version' : `${versions} versions`} and the draft. The site no longer shows them.`,
    published: (id: number) => `Version ${id} published.`,
    saved: (group: string) =>
      `Draft of “${group}” saved. The live site is unchanged until you publish.`,
  },
} as const
