// The staff's words for the proposal requests' room (docs/inbox.md, "Proposal requests").
import type { ProposalStage } from '../proposals/stages'

export const proposalsContent = {
  nav: 'Proposals',
  title: 'Proposal requests',
  intro: 'Companies’ requests from /corporate and /technical, by stage. Newest first.',
  stages: {
    new: 'New',
    call: 'Call',
    'proposal-sent': 'Proposal sent',
    won: 'Won',
    lost: 'Lost',
  } satisfies Record<ProposalStage, string>,
  all: 'All',
  exportCsv: 'Export every request (CSV)',
  none: 'No proposal requests at this stage.',
  offerings: { corporate: 'Corporate', technical: 'Technical' },
  unconfirmed: 'Address not confirmed',
  confirmed: 'Address confirmed',
  columns: { company: 'Company', contact: 'Contact', offering: 'Offering', stage: 'Stage' },
  back: '← All proposal requests',
  sent: 'What they sent',
  fields: {
    company: 'Company',
    contact: 'Contact',
    teamSize: 'Team size',
    topics: 'Topics',
    timeline: 'Timeline',
    format: 'Format',
    budget: 'Budget',
    message: 'Message',
    received: 'Received',
  },
  move: {
    heading: 'Move to a stage',
    label: 'Stage',
    submit: 'Move',
    moved: (stage: string) => `Moved to ${stage}.`,
    raced: (stage: string) =>
      `Nothing changed: someone moved this request to ${stage} while you were reading it. Check it, then move it again if you still mean to.`,
    same: 'It is at that stage already.',
  },
  history: 'History',
  arrived: 'Request received',
  movedBy: (from: string, to: string, by: string) => `${from} → ${to} by ${by}`,
  noteBy: (by: string) => `Note by ${by}`,
  notes: { heading: 'Add a note', label: 'Note (only staff see it)', submit: 'Add the note' },
} as const
