import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// docs/testing.md is read by whoever changes the code, before the first test they write: a page,
// not a notebook. Survivors' lists live in the mutation reports, the history in git.
describe('docs/testing.md', () => {
  it('stays within 150 lines', () => {
    const lines = readFileSync('docs/testing.md', 'utf8').trimEnd().split('\n')
    expect(lines.length).toBeLessThanOrEqual(150)
  })
})
