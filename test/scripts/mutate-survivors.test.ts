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
// merge that matched the wrong mutant would change another's status, and code changed since
// would make the killed ones' status a claim about other code.

const source =
  "export const title = 'Outcomes'\nexport const max = 4 - 1\nconst noun = 'The outcomes'\n"

const mutant = (
  status: string,
  [line, from, to]: [number, number, number],
  mutatorName: string,
  replacement: string,
): ReportMutant => ({
  status,
  mutatorName,
  replacement,
  location: { start: { line, column: from }, end: { line, column: to } },
})

// Columns as Stryker's report counts them, from 1: 'Outcomes' is columns 22 to 32 of line 1.
const title = mutant('Survived', [1, 22, 32], 'StringLiteral', '""')
const max = mutant('Killed', [2, 20, 25], 'ArithmeticOperator', '4 + 1')
const noun = mutant('Survived', [3, 14, 28], 'StringLiteral', '""')
const file = 'src/group.ts'
const report: Report = { files: { [file]: { source, mutants: [title, max, noun] } } }

describe("a report's survivors run again", () => {
  it('names each survivor by its range, columns from 0 as Stryker reads them, killed ones not', () => {
    expect(survivorRanges(report)).toEqual([`${file}:1:21-1:31`, `${file}:3:13-3:27`])
    const noCoverage = { ...max, status: 'NoCoverage' }
    const twice: Report = { files: { [file]: { source, mutants: [title, title, noCoverage] } } }
    expect(survivorRanges(twice)).toEqual([`${file}:1:21-1:31`, `${file}:2:19-2:24`])
  })

  it('refuses a file of the module whose code reads otherwise now, is gone or is new', () => {
    const now = (text: string) => (path: string) => (path === file ? text : undefined)
    expect(changedSince(report, [file], now(source))).toEqual([])
    expect(changedSince(report, [file], now(source.replace('4', '5')))).toEqual([file])
    expect(changedSince(report, [file], now(`// Said first\n${source}`))).toEqual([file])
    expect(changedSince(report, [file], now(source.replace('- 1', '- 1 // less')))).toEqual([file])
    expect(changedSince(report, [file], () => undefined)).toEqual([file])
    expect(changedSince(report, [file, 'src/new.ts'], now(source))).toEqual(['src/new.ts'])
    // A file whose mutants were all killed is no less the report's code.
    const allKilled: Report = { files: { [file]: { source, mutants: [max] } } }
    expect(changedSince(allKilled, [file], now(source.replace('4', '5')))).toEqual([file])
  })

  it('takes a comment reworded as the same code, and code that starts like one as not', () => {
    const commented = `/**\n * The group's title\n */\n${source}`
    const reworded: Report = { files: { [file]: { source: commented, mutants: [title] } } }
    const now = (text: string) => () => text
    expect(changedSince(reworded, [file], now(commented.replace("group's", 'page')))).toEqual([])
    expect(changedSince(reworded, [file], now(commented.replace(' * The', '*yield')))).toEqual([
      file,
    ])
    expect(changedSince(reworded, [file], now(commented.replace('/**', '/* x */ run()')))).toEqual([
      file,
    ])
  })

  it('takes the status of each mutant run again: the same mutator, replacement and place', () => {
    const killedNow = { ...title, status: 'Killed', statusReason: 'expected "" to be "Outcomes"' }
    const others = [
      { ...title, mutatorName: 'Other', status: 'Killed' },
      { ...title, replacement: '"Stryker was here!"', status: 'Killed' },
      { ...noun, location: { ...noun.location, start: { line: 3, column: 15 } }, status: 'Killed' },
    ]
    const rerun: Report = { files: { [file]: { source, mutants: [killedNow, ...others, noun] } } }
    const { report: merged, notRun } = withRerun(report, rerun)
    expect(merged.files[file]?.mutants).toEqual([{ ...title, ...killedNow }, max, noun])
    expect(merged.files[file]?.source).toBe(source)
    expect(notRun).toEqual([])
  })

  it('names the survivors the run again did not run, which would keep their old status', () => {
    const rerun: Report = {
      files: { [file]: { source, mutants: [{ ...title, status: 'Killed' }] } },
    }
    expect(withRerun(report, rerun).notRun).toEqual([`${file}:3`])
    const elsewhere: Report = { files: { 'src/other.ts': { source, mutants: [noun] } } }
    expect(withRerun(report, elsewhere)).toEqual({ report, notRun: [`${file}:1`, `${file}:3`] })
  })
})
