// The docs as a reader has them, README.md and every docs/*.md: their fenced blocks and the
// commands they show, for the tests that run those commands as shown
// (test/scripts/readme-commands.test.ts, the conversation walk).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const project = fileURLToPath(new URL('../../', import.meta.url))

/** README.md, then each docs/*.md in name order, as a reader finds them in `root`. */
export function docs(root = project): { path: string; text: string }[] {
  const folder = join(root, 'docs')
  const pages = existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => `docs/${name}`)
    : []
  return ['README.md', ...pages].map((path) => ({
    path,
    text: readFileSync(join(root, path), 'utf8'),
  }))
}

/**
 * Each fenced block as a reader copies it: the doc it is in, its language tag ('' for none) and
 * its text, without the indentation of a block inside a list item.
 */
export function readmeBlocks(root = project): { path: string; language: string; text: string }[] {
  return docs(root).flatMap(({ path, text: doc }) =>
    [...doc.matchAll(/^( *)```(\w*)\n([\s\S]*?)^\1```/gm)].map(
      ([, indent = '', language = '', text = '']) => ({
        path,
        language,
        text: text.replace(new RegExp(`^${indent}`, 'gm'), ''),
      }),
    ),
  )
}

/** The one block holding `needle` (a test that needs it fails loudly when it moves or goes). */
export function readmeBlock(needle: string, root = project): string {
  const found = readmeBlocks(root).filter((block) => block.text.includes(needle))
  if (found.length !== 1) {
    throw new Error(`README.md and docs/ have ${found.length} blocks holding ${needle}`)
  }
  return (found[0] as { text: string }).text
}

/**
 * Every command the docs show: each line of a `sh` block (a line ending in `\` or inside an open
 * quote goes on with the next; a trailing `# comment` dropped), and each inline code span that is
 * a command (npm, node scripts/…, npx, wrangler, curl, or one of them after VAR=value).
 */
export function readmeCommands(root = project): string[] {
  const commands: string[] = []
  for (const block of readmeBlocks(root).filter(({ language }) => language === 'sh')) {
    let pending = ''
    for (const line of block.text.split('\n')) {
      pending = pending ? `${pending} ${line.trim()}` : line.trim()
      const quotes = (pending.match(/"/g) ?? []).length
      if (pending.endsWith('\\')) pending = pending.slice(0, -1).trim()
      else if (quotes % 2 === 0) {
        const command = pending.replace(/\s+#\s.*$/, '').trim()
        if (command) commands.push(command)
        pending = ''
      }
    }
  }
  const program =
    /^(?:[A-Z_]+=\S+ )*(?:npm|node scripts\/|npx|wrangler|curl|openssl|apt-get|rm -rf)\b/
  for (const { text } of docs(root)) {
    for (const [, span = ''] of text.matchAll(/`([^`\n]+)`/g)) {
      if (program.test(span) && span.includes(' ')) commands.push(span)
    }
  }
  return [...new Set(commands)]
}
