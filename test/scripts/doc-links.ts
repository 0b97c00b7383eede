// The relative links of README.md and docs/*.md, checked as a reader follows them: the file each
// names exists in the project and, for a heading in a Markdown file, that heading is there.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { docs } from './readme.ts'

/** A heading's anchor as GitHub makes it: its text, lower case, punctuation gone, spaces as `-`. */
export function anchorOf(heading: string): string {
  return heading
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** Every anchor a Markdown text's headings give (a repeated one gets `-1`, `-2`… as on GitHub). */
export function anchorsIn(markdown: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const [, text = ''] of withoutBlocks(markdown).matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const anchor = anchorOf(text)
    const count = seen.get(anchor) ?? 0
    seen.set(anchor, count + 1)
    anchors.add(count ? `${anchor}-${count}` : anchor)
  }
  return anchors
}

/** The text without fenced blocks, where `# a` is no heading and `[a](b)` no link. */
function withoutBlocks(markdown: string): string {
  return markdown.replace(/^( *)```[\s\S]*?^\1```/gm, '')
}

/** The text without fenced blocks and code spans, where `[a](b)` is no link. */
function withoutCode(markdown: string): string {
  return withoutBlocks(markdown).replace(/`[^`\n]*`/g, '')
}

/** Each relative link of the docs in `root` that leads nowhere, as `doc: target (why)`. */
export function brokenLinks(root?: string): string[] {
  const broken: string[] = []
  for (const { path, text } of docs(root)) {
    for (const [, target = ''] of withoutCode(text).matchAll(/\]\(([^)\s]+)(?: "[^"]*")?\)/g)) {
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue
      const [file = '', anchor] = target.split('#', 2)
      const resolved = file ? normalize(join(dirname(path), decodeURI(file))) : path
      const absolute = root ? join(root, resolved) : new URL(`../../${resolved}`, import.meta.url)
      if (resolved.startsWith('..') || !existsSync(absolute)) {
        broken.push(`${path}: ${target} (no file ${resolved})`)
      } else if (anchor !== undefined && resolved.endsWith('.md')) {
        if (!anchorsIn(readFileSync(absolute, 'utf8')).has(anchor)) {
          broken.push(`${path}: ${target} (no heading #${anchor} in ${resolved})`)
        }
      }
    }
  }
  return broken
}
