// The "Targets" table at the top of BENCHMARKS.md, kept true when a section runs alone
// (BENCH_ONLY=…): that section's rows take this run's marks, the other sections' rows stay.

const mark = (met: boolean) => (met ? 'met' : '**missed**')

/** BENCHMARKS.md with each named target's row marked as this run found it (added if new). */
export function withTargetRows(
  markdown: string,
  rows: readonly (readonly [name: string, met: boolean])[],
): string {
  const lines = markdown.split('\n')
  const heading = lines.indexOf('## Targets')
  if (heading === -1) return markdown
  // The table: the run of lines starting with "|" after the heading.
  const first = lines.findIndex((line, index) => index > heading && line.startsWith('|'))
  if (first === -1) return markdown
  let end = first
  while (end < lines.length && lines[end]?.startsWith('|')) end++
  const added: string[] = []
  for (const [name, met] of rows) {
    const row = `| ${name} | ${mark(met)} |`
    const at = lines.findIndex(
      (line, index) => index >= first && index < end && line.startsWith(`| ${name} |`),
    )
    if (at === -1) added.push(row)
    else lines[at] = row
  }
  lines.splice(end, 0, ...added)
  return lines.join('\n')
}
