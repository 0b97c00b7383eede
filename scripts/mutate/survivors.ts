// `MUTATE_SURVIVORS=1 npm run mutate -- <module>`: runs again only the survivors of a module's last
// report, after tests were added for them, and writes the report back with their new statuses.
// Stryker's incremental mode cannot do it for a static mutant (code that runs when a module loads):
// it ties such a mutant to no test, so it keeps a survivor's status whatever test is added, and
// runs every killed one again. The survivors run on the code of the report or not at all: a file
// of the module changed since (but for its comments), added or gone means a whole run. A killed
// mutant stays killed, which holds while no test that killed it was taken away or weakened.

export type Position = { line: number; column: number }

export type ReportMutant = {
  status: string
  statusReason?: string
  mutatorName: string
  replacement?: string
  location: { start: Position; end: Position }
}

export type Report = {
  files: Record<string, { source: string; mutants: ReportMutant[] }>
}

const survived = (mutant: ReportMutant) =>
  mutant.status === 'Survived' || mutant.status === 'NoCoverage'

/**
 * Each survivor as a `--mutate` range, `path:line:column-line:column`. The report counts columns
 * from 1, Stryker's ranges from 0.
 */
export function survivorRanges(report: Report): string[] {
  const ranges = Object.entries(report.files).flatMap(([path, { mutants }]) =>
    mutants.filter(survived).map(({ location: { start, end } }) => {
      return `${path}:${start.line}:${start.column - 1}-${end.line}:${end.column - 1}`
    }),
  )
  return [...new Set(ranges)]
}

/**
 * Whether a line is a comment alone: a line comment, or a block comment's opening, middle or
 * closing line with no code after its close.
 */
function isComment(line: string) {
  const text = line.trim()
  if (text.startsWith('//')) return true
  if (!/^(\/\*\*?|\*)(\s|\/|$)/.test(text)) return false
  const close = text.indexOf('*/')
  return close === -1 || close === text.length - 2
}

/**
 * Whether `now` is `before` but for comments: the same lines in the same places (so each mutant's
 * position holds), any that differ a comment on both sides.
 */
function sameCode(before: string, now: string) {
  const [old, current] = [before.split('\n'), now.split('\n')]
  return (
    old.length === current.length &&
    old.every((line, i) => line === current[i] || (isComment(line) && isComment(current[i] ?? '')))
  )
}

/**
 * The module's files whose code is not the report's: changed (but for comments), gone (`read`
 * gives undefined), or mutated now and not in the report (`files`, the module's files today).
 */
export function changedSince(
  report: Report,
  files: readonly string[],
  read: (path: string) => string | undefined,
) {
  const changed = Object.entries(report.files)
    .filter(([path, { source }]) => {
      const now = read(path)
      return now === undefined || !sameCode(source, now)
    })
    .map(([path]) => path)
  return [...changed, ...files.filter((path) => !(path in report.files))]
}

const identity = (path: string, { mutatorName, replacement, location }: ReportMutant) =>
  JSON.stringify([path, mutatorName, replacement ?? '', location.start, location.end])

/**
 * `whole` with the status (and its reason) of each of its mutants that `rerun` ran again, and the
 * survivors `rerun` did not run (a range that caught no mutant: their old status would stand).
 */
export function withRerun(whole: Report, rerun: Report) {
  const again = new Map(
    Object.entries(rerun.files).flatMap(([path, { mutants }]) =>
      mutants.map((mutant) => [identity(path, mutant), mutant] as const),
    ),
  )
  const notRun: string[] = []
  const files = Object.fromEntries(
    Object.entries(whole.files).map(([path, file]) => [
      path,
      {
        ...file,
        mutants: file.mutants.map((mutant) => {
          const ranAgain = again.get(identity(path, mutant))
          if (!ranAgain) {
            if (survived(mutant)) notRun.push(`${path}:${mutant.location.start.line}`)
            return mutant
          }
          return { ...mutant, status: ranAgain.status, statusReason: ranAgain.statusReason }
        }),
      },
    ]),
  )
  return { report: { ...whole, files }, notRun }
}
