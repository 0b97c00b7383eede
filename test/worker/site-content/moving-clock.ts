// A clock the site-content tests move: Date faked, and each step past the interval at which an
// isolate asks for the live version again (site-content/live.ts), so the next page reads it.
import { afterEach, beforeEach, vi } from 'vitest'
import { checkEveryMs } from '../../../src/server/site-content/live'

/** Fakes Date for each test of the file, from `start`; resolves `later()` to the next step. */
export function movingClock(start: string) {
  let clock = Date.parse(start)
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(clock)
  })
  afterEach(() => vi.useRealTimers())
  /** Moves the clock past the interval, so this isolate asks for the live version again. */
  return function later() {
    clock += checkEveryMs
    vi.setSystemTime(clock)
  }
}
