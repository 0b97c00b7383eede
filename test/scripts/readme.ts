// The README as a reader has it: its fenced blocks and the commands it shows, for the tests that
// run those commands as shown (test/scripts/readme-commands.test.ts, the conversation walk).
import { readFileSync } from 'node:fs'

const readme = () => readFileSync(new URL('../../README.md', import.meta.url), 'utf8')

/**
 * Each fenced block as a reader copies it: its language tag ('' for none) and its text, without
 * the indentation of a block inside a list item.
 */
export function readmeBlocks(): { language: string; text: string }[] {
  return [...readme().matchAll(/^( *)```(\w*)\n([\s\S]*?)^\1```/gm)].map(
    ([, indent = '', language = '', text = '']) => ({
      language,
      text: text.replace(new RegExp(`^${indent}`, 'gm'), ''),
    }),
  )
}

/** The one block holding `needle` (a test that needs it fails loudly when it moves or goes). */
export function readmeBlock(needle: string): string {
  const found = readmeBlocks().filter((block) => block.text.includes(needle))
  if (found.length !== 1) throw new Error(`README has ${found.length} blocks holding ${needle}`)
  return (found[0] as { text: string }).text
}

/**
 * Every command the README shows: each line of a `sh` block (a line ending in `\` or inside an
 * open quote goes on with the next; a trailing `# comment` dropped), and each inline code span
 * that is a command (npm, node scripts/…, npx, wrangler, curl, or one of them after VAR=value).
 */
export function readmeCommands(): string[] {
  const commands: string[] = []
  for (const block of readmeBlocks().filter(({ language }) => language === 'sh')) {
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
  for (const [, span = ''] of readme().matchAll(/`([^`\n]+)`/g)) {
    if (program.test(span) && span.includes(' ')) commands.push(span)
  }
  return [...new Set(commands)]
}
