// The words of a kept version's page, the drafts set aside and their restore (inbox/editor/).

const setAsideList = '“Drafts set aside”'

export const versionsContent = {
  title: (id: number) => `Version ${id}`,
  published: 'Published',
  by: 'by',
  isLive: 'This is the live version.',
  back: 'Back to the content',
  seeLabel: (id: number) => `See and restore version ${id} as the draft`,
  see: 'See and restore…',
  restore: {
    heading: 'Restore as draft',
    lead: (id: number) =>
      `Restoring makes version ${id} the draft again. The site is unchanged until you publish, and publishing adds a new version.`,
    willReplace: 'These drafts would be replaced:',
    replaced: (group: string, by: string) => `${group}: its draft, saved by ${by},`,
    replacedAfter: `would be replaced, and kept under ${setAsideList} on the content page, to restore.`,
    willWrite: 'These groups, without a draft now, would get one:',
    written: (group: string) => `${group} (the live text stays until you publish)`,
    nothing: (id: number) =>
      `Every group’s draft (or the live text, where there is none) already says what version ${id} says: restoring would change nothing.`,
    submit: (id: number) => `Restore version ${id} as the draft`,
    one: 'Restore only this group',
    oneLabel: (group: string, id: number) =>
      `Restore only this group, ${group}, from version ${id}`,
    moved:
      'Someone saved or restored a draft after you opened this page. Nothing was replaced: what restoring would replace now is listed again below.',
  },
  group: {
    notHeld: 'Not set in this version: restoring makes it “not set”.',
    sameAsLive: 'Same as live',
    differsFromLive: 'Differs from live',
    sameAsDraft: 'Same as the draft',
    differsFromDraft: 'Differs from the draft',
    noDraft: 'No draft',
    liveSame: 'Same as live.',
    liveSays: 'Live says:',
    draftSame: 'Same as the draft.',
    draftSays: 'Draft says:',
    blank: '(blank)',
    sameFields: (count: number) =>
      count === 1
        ? 'Show the field the same as live and the draft'
        : `Show the ${count} fields the same as live and the draft`,
  },
  setAside: {
    heading: 'Drafts set aside',
    lead: 'Drafts a restore replaced, kept as they were. Restoring one makes it its group’s draft again; the draft it replaces is set aside in its turn.',
    saved: (by: string) => `saved by ${by}`,
    setAside: (by: string) => `set aside by ${by}`,
    byVersion: (id: number) => `when version ${id} was restored`,
    byDraft: 'when a kept draft was restored',
    see: 'Restore this draft…',
    seeLabel: (group: string, by: string) => `Restore this draft of ${group}, saved by ${by}`,
    title: (group: string) => `Draft of ${group}, set aside`,
    restoreHeading: 'Restore this draft',
    replacesCurrent: (group: string, by: string) =>
      `The current draft of ${group}, saved by ${by}, is set aside in its place, so it can be restored too.`,
    createsDraft: (group: string) => `${group} has no draft now: this becomes its draft.`,
    sameAsCurrent:
      'The current draft already says the same: restoring only takes this one off the list.',
    submit: 'Restore this draft',
    moved:
      'Someone saved this group’s draft after you opened this page. Nothing was replaced: review it below, then restore again.',
  },
  notices: {
    restored: (id: number, setAside: number) =>
      `Version ${id} is the draft again. Review it, then publish to make it live.${
        setAside === 0
          ? ''
          : setAside === 1
            ? ` The draft it replaced is kept under ${setAsideList}.`
            : ` ${setAside} drafts it replaced are kept under ${setAsideList}.`
      }`,
    restoredDraft: (group: string) =>
      `The kept draft of “${group}” is its draft again. Review it, then publish to make it live.`,
  },
} as const
