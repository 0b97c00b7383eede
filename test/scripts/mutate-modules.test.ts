import { existsSync, globSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { mutatedModules } from '../../scripts/mutate/modules.ts'

// `npm run mutate` trusts its list: a pattern that matches no file mutates nothing and still
// reports 100 %, and a test file that is not there guards nothing. A file moved in the source or
// test tree must move in the list too.
describe("the mutation modules' list", () => {
  const modules = Object.entries(mutatedModules)

  it('names, in every pattern, at least one source file', () => {
    const empty = modules.flatMap(([name, { mutate }]) =>
      mutate
        .filter((pattern) => globSync(pattern).length === 0)
        .map((pattern) => `${name}: ${pattern}`),
    )
    expect(modules.length).toBeGreaterThan(10)
    expect(empty).toEqual([])
  })

  it('names only test files that exist', () => {
    const missing = modules.flatMap(([name, { tests }]) =>
      tests.filter((file) => !existsSync(file)).map((file) => `${name}: ${file}`),
    )
    expect(missing).toEqual([])
  })
})
