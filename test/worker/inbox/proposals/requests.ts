// Proposal requests as the inbox's tests make and move them: sent as the island sends them, moved
// as a request's page sends its form.
import { env } from 'cloudflare:test'
import { expect } from 'vitest'
import { proposeWith, valid } from '../../proposals/helpers'
import { postForm } from '../helpers'

/** Sends a request as the island does and returns its id. */
export async function requested(changes: object = {}) {
  const email = `buyer${crypto.randomUUID().slice(0, 8)}@acme.example`
  expect((await proposeWith({ ...valid, email, ...changes })).status).toBe(201)
  const row = await env.DB.prepare('SELECT id FROM proposal_requests WHERE email = ?')
    .bind(email)
    .first<{ id: string }>()
  return row?.id ?? ''
}

export const stageOf = (id: string) =>
  env.DB.prepare('SELECT stage FROM proposal_requests WHERE id = ?')
    .bind(id)
    .first<{ stage: string }>()
    .then((row) => row?.stage)

/** Sends a request's move form as its page gives it: with a one-time key of its own. */
export const moveOf = (id: string, form: { stage: string; seen: string; key?: string }) =>
  postForm(`/inbox/proposals/${id}/stage`, { key: crypto.randomUUID(), ...form })

export const movesOf = (id: string) =>
  env.DB.prepare(
    'SELECT from_stage, to_stage, moved_by FROM proposal_moves WHERE proposal_id = ? ORDER BY id',
  )
    .bind(id)
    .all()
    .then(({ results }) => results)
