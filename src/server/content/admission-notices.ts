// The words of the staff's notice of a new application or proposal request, sent once its
// address confirmed it (docs/architecture.md, "What a notice to staff says").

export const admissionNoticeContent = {
  application: {
    subject: (name: string) => `Application: ${name}`,
    lead: (cohort: string, received: string, confirmed: string) =>
      `New application for the cohort starting ${cohort}, confirmed by its address (received ${received}, confirmed ${confirmed})`,
    rest: 'Where they are starting from and their goals are on its page in the inbox.',
  },
  proposal: {
    subject: (company: string) => `Proposal request: ${company}`,
    lead: (received: string, confirmed: string) =>
      `New proposal request, confirmed by its address (received ${received}, confirmed ${confirmed})`,
    rest: 'The topics and their message are on its page in the inbox.',
    /** The form's label says "(optional)", which a notice need not. */
    budget: 'Budget',
  },
} as const
