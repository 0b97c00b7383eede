// A section of `npm run bench` run alone (BENCH_ONLY=lighthouse) must not leave the table of
// targets at the top of BENCHMARKS.md saying what an older run found.
import { describe, expect, it } from 'vitest'
import { withTargetRows } from '../../scripts/bench/targets-table.ts'

const benchmarks = [
  '# Benchmarks',
  '',
  '## Targets',
  '',
  '| target | this run |',
  '| --- | --- |',
  '| Pages with no form load no JavaScript at all: 0 B | met |',
  '| Lighthouse 100 on every route | met |',
  '| Contact: no message lost | met |',
  '',
  '## Lighthouse',
  '',
  '| route | TBT ms |',
  '| --- | --- |',
  '| / | 92 |',
].join('\n')

describe('the targets table after a section run alone', () => {
  it("marks the section's targets as this run found them and keeps the others' rows", () => {
    const after = withTargetRows(benchmarks, [
      ['Lighthouse 100 on every route', false],
      ['TBT ≤ 50 ms on every route', true],
    ])
    const table = after.split('## Lighthouse')[0]
    expect(table).toContain('| Lighthouse 100 on every route | **missed** |')
    expect(table).not.toContain('| Lighthouse 100 on every route | met |')
    // A target the table did not have yet joins it, before the blank line that ends it.
    expect(table).toContain(
      '| Contact: no message lost | met |\n| TBT ≤ 50 ms on every route | met |\n\n',
    )
    expect(table).toContain('| Pages with no form load no JavaScript at all: 0 B | met |')
    // The section's own table below is not taken for the targets'.
    expect(after.endsWith('| / | 92 |')).toBe(true)
  })

  it('leaves a file without a targets table as it is', () => {
    expect(withTargetRows('# Benchmarks\n', [['x', true]])).toBe('# Benchmarks\n')
  })
})
