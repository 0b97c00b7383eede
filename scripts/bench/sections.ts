// BENCHMARKS.md is made of sections, each a `## ` heading and what follows it up to the next, and
// each written by one part of `npm run bench`. A run puts the sections it measured in place of
// their previous runs' and keeps every other section as it is, so a section run alone
// (`BENCH_ONLY=…`), the full run and the hand-kept mutation table never erase one another.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

const benchmarksFile = 'BENCHMARKS.md'
const emptyFile = '# Benchmarks\n'

/** The text before the first section, then each section with its heading line. */
function splitSections(markdown: string): { preamble: string; sections: string[] } {
  const parts = markdown.split(/^(?=## )/m)
  // A split never starts with an empty part: a text that opens on a heading has no preamble.
  const [preamble = '', ...sections] = parts[0]?.startsWith('## ') ? ['', ...parts] : parts
  return { preamble, sections }
}

const headingOf = (section: string) => section.split('\n', 1)[0]

/**
 * `markdown` with each section of `fresh` in place of the one under the same heading (or added at
 * the end), and with `fresh`'s preamble if it has more than a title. Sections `fresh` lacks stay.
 */
export function withSections(markdown: string, fresh: string): string {
  const previous = splitSections(markdown)
  const next = splitSections(fresh)
  const sections = previous.sections.map((section) => section.trimEnd())
  for (const section of next.sections) {
    const at = sections.findIndex((kept) => headingOf(kept) === headingOf(section))
    if (at === -1) sections.push(section.trimEnd())
    else sections[at] = section.trimEnd()
  }
  const preamble = next.preamble.trim().includes('\n') ? next.preamble : previous.preamble
  return [preamble.trimEnd(), ...sections].join('\n\n').concat('\n')
}

/** Writes `fresh`'s sections into BENCHMARKS.md, keeping the others; `edit` may adjust the result. */
export function writeSections(fresh: string, edit = (markdown: string) => markdown) {
  const markdown = existsSync(benchmarksFile) ? readFileSync(benchmarksFile, 'utf8') : emptyFile
  writeFileSync(benchmarksFile, edit(withSections(markdown, fresh)))
}
