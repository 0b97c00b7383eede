// A burst of searches gives way to what arrives meanwhile: a timer set as the burst arrives runs
// before any of its searches is counted, as a visitor's contact post would.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accessEnv, send, signToken } from '../helpers'
import { nextLook, statuses } from './limit-requests'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a burst of searches gives way to what arrives meanwhile', () => {
  it('lets a timer set as the burst arrives run before any of its searches is counted', async () => {
    // Locally one thread runs the worker, D1 and every socket, and reads a socket only when no
    // work is ready: a burst answered straight through would leave a visitor's post unread.
    const events: string[] = []
    const recording = {
      limit: async () => {
        events.push('counted')
        return { success: false }
      },
    }
    const email = 'way@lumen.example'
    const headers = { 'Cf-Access-Jwt-Assertion': await signToken({ claims: { email } }) }
    const bindings = { ...(await accessEnv()), INBOX_SEARCH_RATE_LIMITER: recording }
    const burst = Array.from({ length: 10 }, () => send('/inbox?q=ada', { headers }, bindings))
    const waiting = nextLook().then(() => events.push('timer ran'))
    const answers = await Promise.all(burst)
    await waiting
    expect(statuses(answers)).toEqual(Array(10).fill(429))
    expect(events).toEqual(['timer ran', ...Array(10).fill('counted')])
  })
})
