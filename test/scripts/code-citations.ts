// What the code cites of the docs, checked as a reader looks it up: each `docs/<page>.md, "Section"`
// in a comment (or a string staff read) names a page that exists and, on it, a heading or a bold
// lead-in holding those words, so a section renamed or moved leaves no comment pointing nowhere.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const project = fileURLToPath(new URL('../../', import.meta.url))

/** Every .ts and .tsx file under `dirs` of `root`. */
function sources(root: string, dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
          .filter((name) => /\.tsx?$/.test(name))
          .map((name) => join(root, dir, name))
      : [],
  )
}

/** Words compared as a reader compares them: one kind of apostrophe, one space between words. */
const plain = (text: string) => text.replaceAll('’', "'").replace(/\s+/g, ' ')

/** Whether `section` is in `markdown` as (part of) a heading or a bold lead-in (`**Section…`). */
export function hasSection(markdown: string, section: string): boolean {
  const wanted = plain(section)
  const headings = markdown.match(/^#{1,6} .*$/gm) ?? []
  return (
    headings.some((line) => plain(line).includes(wanted)) || plain(markdown).includes(`**${wanted}`)
  )
}

/** Each citation in the code of `root` that leads nowhere, as `file: docs/page.md, "Section"`. */
export function brokenCitations(root = project): string[] {
  const broken: string[] = []
  // test/scripts/ tests this tooling on made-up pages of its own.
  const files = sources(root, ['src', 'scripts', 'test']).filter(
    (file) => !relative(root, file).startsWith('test/scripts/'),
  )
  for (const file of files) {
    // A comment's lines read as one text: a citation may be broken across them.
    const text = readFileSync(file, 'utf8').replace(/\n\s*(?:\/\/|\*) ?/g, ' ')
    const cited = /(docs\/[\w-]+\.md)(?:, ["“]([^"”]+)["”](?:, "([^"]+)")?)?/g
    for (const [citation, page = '', ...sections] of text.matchAll(cited)) {
      const path = join(root, page)
      const markdown = existsSync(path) ? readFileSync(path, 'utf8') : undefined
      const missing = sections.filter((section) => section !== undefined)
      if (markdown === undefined || missing.some((section) => !hasSection(markdown, section))) {
        broken.push(`${relative(root, file)}: ${citation}`)
      }
    }
  }
  return broken
}
