// A proposal request's stages, in their order (migrations/0019_admissions.sql's CHECK).

/** Where a request stands: new, a call held or booked, a proposal sent, then won or lost. */
export const proposalStages = ['new', 'call', 'proposal-sent', 'won', 'lost'] as const

export type ProposalStage = (typeof proposalStages)[number]

export const isProposalStage = (value: unknown): value is ProposalStage =>
  proposalStages.includes(value as ProposalStage)
