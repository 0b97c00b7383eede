import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { anchorOf, brokenLinks } from './doc-links.ts'

// A reader who follows a link in README.md or a doc reaches the file, and the heading, it names.
describe('the links of README.md and docs/*.md', () => {
  it('each lead to a file in the project and, for a heading, to that heading', () => {
    expect(brokenLinks()).toEqual([])
  })

  it('are found broken when a file or a heading is missing, and not inside code', () => {
    const root = mkdtempSync(join(tmpdir(), 'doc-links-'))
    afterAll(() => rmSync(root, { recursive: true, force: true }))
    mkdirSync(join(root, 'docs'))
    writeFileSync(
      join(root, 'README.md'),
      [
        '# Site',
        'See [ops](docs/ops.md#deploying-it), [gone](docs/gone.md), [a heading](docs/ops.md#nowhere),',
        '[home](https://example.com/x.md), [here](#site), `[code](nowhere.md)`.',
        '```',
        '[block](nowhere.md)',
        '```',
      ].join('\n'),
    )
    writeFileSync(
      join(root, 'docs/ops.md'),
      '# Ops\n\n## Deploying `it`\n\n[back](../README.md#site)\n',
    )
    expect(brokenLinks(root)).toEqual([
      'README.md: docs/gone.md (no file docs/gone.md)',
      'README.md: docs/ops.md#nowhere (no heading #nowhere in docs/ops.md)',
    ])
  })

  it('name a heading by its anchor as GitHub writes it', () => {
    expect(anchorOf('Mutation testing (`npm run mutate`)')).toBe('mutation-testing-npm-run-mutate')
    expect(anchorOf("The conversation: a confirmation, the visitor's answers")).toBe(
      'the-conversation-a-confirmation-the-visitors-answers',
    )
    expect(anchorOf('Waiting lists ("Tell me when it opens")')).toBe(
      'waiting-lists-tell-me-when-it-opens',
    )
  })
})
