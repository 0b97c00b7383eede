// The bench's middle figure (scripts/bench/median.ts): what every section's "median" reads, and
// what a page's throughput ratio is (the median round's, so one fast round of the static file
// does not decide it).
import { describe, expect, it } from 'vitest'
import { median } from '../../scripts/bench/median.ts'

describe("the bench's median", () => {
  it('is the middle figure, whatever order the rounds came in', () => {
    expect(median([0.98, 0.83, 1.02])).toBe(0.98)
    expect(median([5010, 5010, 4990, 5030, 5020])).toBe(5010)
  })

  it('is the mean of the two middle figures for an even count, and no figure for none', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })
})
