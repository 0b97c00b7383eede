// `MUTATE_SURVIVORS=1 npm run mutate -- <module>`: runs again only the survivors of a module's last
// report, after tests were added for them, and writes the report back with their new statuses.
// Stryker's incremental mode cannot do it for a static mutant (code that runs when a module loads):
// it ties such a mutant to no test, so it keeps a survivor's status whatever test is added, and
// runs every killed one again. The survivors' mutants run on the code of the report, or not at
// all: a mutated file changed since (but for its comments) means a whole run. A killed mutant stays killed, which
// holds while no test that killed it was taken away or weakened.

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

const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line)

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
 * The report's files that hold a survivor and whose code reads otherwise now (`read` gives
 * undefined for a file gone).
 */
export function changedSince(report: Report, read: (path: string) => string | undefined) {
  return Object.entries(report.files)
    .filter(([path, { source, mutants }]) => {
      if (!mutants.some(survived)) return false
      const now = read(path)
      return now === undefined || !sameCode(source, now)
    })
    .map(([path]) => path)
}

const identity = (path: string, { mutatorName, replacement, location }: ReportMutant) =>
  JSON.stringify([path, mutatorName, replacement ?? '', location.start, location.end])

/** `whole` with the status (and its reason) of each of its mutants that `rerun` ran again. */
export function withRerun(whole: Report, rerun: Report): Report {
  const again = new Map(
    Object.entries(rerun.files).flatMap(([path, { mutants }]) =>
      mutants.map((mutant) => [identity(path, mutant), mutant] as const),
    ),
  )
  const files = Object.fromEntries(
    Object.entries(whole.files).map(([path, file]) => [
      path,
      {
        ...file,
        mutants: file.mutants.map((mutant) => {
          const ranAgain = again.get(identity(path, mutant))
          if (!ranAgain) return mutant
          return { ...mutant, status: ranAgain.status, statusReason: ranAgain.statusReason }
        }),
      },
    ]),
  )
  return { ...whole, files }
}
