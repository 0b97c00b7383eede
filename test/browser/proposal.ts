// What the proposal request's browser tests share, in Chromium and Firefox: the request a company
// sends, and the rows the served worker stored for it.
import { DatabaseSync } from 'node:sqlite'
import { inject } from 'vitest'
import { d1File } from '../../scripts/built-worker.ts'

/** The request each test sends: its typed fields, then its choices by value. */
export const proposalRequest = {
  typed: { company: 'Acme Logistics', name: 'Grace Hopper' },
  topic: 'Codebase reviews with practical next steps',
  teamSize: '16-50',
  timeline: 'next-quarter',
  format: 'remote',
} as const

/** The row a request from the corporate page is stored as, before staff move it. */
export const storedRequest = {
  offering: 'corporate',
  company: proposalRequest.typed.company,
  team_size: proposalRequest.teamSize,
  topics: JSON.stringify([proposalRequest.topic]),
  stage: 'new',
}

/** The requests stored for an address, read from the served worker's database. */
export function storedProposals(email: string) {
  const db = new DatabaseSync(d1File(inject('stateDir')), { readOnly: true })
  try {
    return db
      .prepare(
        'SELECT id, offering, company, team_size, topics, stage FROM proposal_requests WHERE email = ?',
      )
      .all(email) as { id: string; stage: string }[]
  } finally {
    db.close()
  }
}

/** An address no other test uses, so a test finds its own request. */
export const uniqueProposalEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@acme.example`
