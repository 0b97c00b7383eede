import { describe, expect, it } from 'vitest'
import {
  changedSince,
  type Report,
  type ReportMutant,
  survivorRanges,
  withRerun,
} from '../../scripts/mutate/survivors.ts'

// `MUTATE_SURVIVORS=1 npm run mutate -- <module>` runs a report's survivors again and writes their
// new statuses back: a range off by a column would run none of them and keep the old score, a
// merge that matched the wrong mutant would change another's status.

const source = "export const title = 'Outcomes'\nexport const max = 4 - 1\n"

const mutant = (status: string, line: number, from: number, to: number, replacement: string) =>
  ({
    status,
    mutatorName: replacement === '""' ? 'StringLiteral' : 'ArithmeticOperator',
    replacement,
    location: { start: { line, column: from }, end: { line, column: to } },
  }) satisfies ReportMutant

// Columns as Stryker's report counts them, from 1: 'Outcomes' is columns 22 to 32 of line 1.
const title = mutant('Survived', 1, 22, 32, '""')
const max = mutant('Killed', 2, 20, 25, '4 + 1')
const report: Report = { files: { 'src/group.ts': { source, mutants: [title, max] } } }

describe("a report's survivors run again", () => {
  it('names each survivor by its range, columns from 0 as Stryker reads them, killed ones not', () => {
    expect(survivorRanges(report)).toEqual(['src/group.ts:1:21-1:31'])
    const noCoverage = { ...max, status: 'NoCoverage' }
    const twice = { files: { 'src/group.ts': { source, mutants: [title, title, noCoverage] } } }
    expect(survivorRanges(twice)).toEqual(['src/group.ts:1:21-1:31', 'src/group.ts:2:19-2:24'])
  })

  it('refuses a file with survivors whose code reads otherwise now, or is gone', () => {
    expect(changedSince(report, () => source)).toEqual([])
    expect(changedSince(report, () => source.replace('4', '5'))).toEqual(['src/group.ts'])
    expect(changedSince(report, () => `// Said first\n${source}`)).toEqual(['src/group.ts'])
    expect(changedSince(report, () => source.replace('- 1', '- 1 // one less'))).toEqual([
      'src/group.ts',
    ])
    const commented = `// The group's title\n${source}`
    const reworded = { files: { 'src/group.ts': { source: commented, mutants: [title, max] } } }
    expect(changedSince(reworded, () => commented.replace('title', 'name'))).toEqual([])
    expect(changedSince(reworded, () => commented.replace('// The', 'const the'))).toEqual([
      'src/group.ts',
    ])
    expect(changedSince(report, () => undefined)).toEqual(['src/group.ts'])
    const noSurvivor = { files: { 'src/group.ts': { source, mutants: [max] } } }
    expect(changedSince(noSurvivor, () => undefined)).toEqual([])
  })

  it('takes the status of each mutant run again, the same mutator at the same place', () => {
    const killedNow = { ...title, status: 'Killed', statusReason: 'expected "" to be "Outcomes"' }
    const otherMutator = { ...title, mutatorName: 'Other', status: 'Killed' }
    const rerun: Report = {
      files: { 'src/group.ts': { source, mutants: [killedNow, otherMutator] } },
    }
    const merged = withRerun(report, rerun).files['src/group.ts']
    expect(merged?.mutants).toEqual([{ ...title, ...killedNow }, max])
    expect(merged?.source).toBe(source)
    const elsewhere: Report = { files: { 'src/other.ts': { source, mutants: [killedNow] } } }
    expect(withRerun(report, elsewhere)).toEqual(report)
  })
})
