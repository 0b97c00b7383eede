import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readmeBlock, readmeCommands } from './readme.ts'

// A project whose README sends the reader on to docs/: the commands and blocks a reader finds
// there are checked exactly as README's are, so a command moved into a doc is still run by a test.
const root = mkdtempSync(join(tmpdir(), 'docs-read-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
mkdirSync(join(root, 'docs'))
writeFileSync(
  join(root, 'README.md'),
  '# Site\n\n```sh\nnpm install && npm start\n```\n\nSee [operations](docs/operations.md).\n',
)
writeFileSync(
  join(root, 'docs/operations.md'),
  [
    '# Operations',
    '',
    'Run `npm run deploy` once checked.',
    '',
    '- A step:',
    '',
    '  ```sh',
    '  curl "http://localhost:8787/cdn-cgi/handler/scheduled"   # now',
    '  ```',
    '',
  ].join('\n'),
)
writeFileSync(join(root, 'docs/notes.txt'), '`npm run not-a-doc`\n')

describe('the docs a reader reads: README.md and every docs/*.md', () => {
  it('finds the commands a doc shows, in its sh blocks and its command spans', () => {
    expect(readmeCommands(root)).toEqual([
      'npm install && npm start',
      'curl "http://localhost:8787/cdn-cgi/handler/scheduled"',
      'npm run deploy',
    ])
  })

  it('finds a block in a doc, as a reader copies it out of a list item', () => {
    expect(readmeBlock('cdn-cgi/handler/scheduled', root)).toBe(
      'curl "http://localhost:8787/cdn-cgi/handler/scheduled"   # now\n',
    )
  })
})
