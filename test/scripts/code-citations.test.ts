import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { brokenCitations, hasSection } from './code-citations.ts'

describe('the docs sections the code cites', () => {
  it('each exist, as a heading or a bold lead-in of the page named', () => {
    expect(brokenCitations()).toEqual([])
  })

  it('are found missing when the page or the section is, even across a comment’s lines', () => {
    const root = mkdtempSync(join(tmpdir(), 'code-citations-'))
    afterAll(() => rmSync(root, { recursive: true, force: true }))
    mkdirSync(join(root, 'docs'))
    mkdirSync(join(root, 'src'))
    writeFileSync(
      join(root, 'docs/ops.md'),
      '# Ops\n\n## The conversation’s settings\n\n**Run the job\nby hand.** Against it.\n',
    )
    writeFileSync(
      join(root, 'src/a.ts'),
      [
        '// Read (docs/ops.md, "Run the job by hand"), (docs/ops.md, "The conversation\'s',
        '// settings") and docs/ops.md itself; (docs/gone.md) and (docs/ops.md, "Gone"),',
        "const off = 'set it (docs/ops.md, “Nowhere”)'",
      ].join('\n'),
    )
    expect(brokenCitations(root)).toEqual([
      'src/a.ts: docs/gone.md',
      'src/a.ts: docs/ops.md, "Gone"',
      'src/a.ts: docs/ops.md, “Nowhere”',
    ])
  })

  it('match a heading by part of its words, but a bold lead-in only from its start', () => {
    const page = '## Every message reaches the school: the outbox\n\nSee **the signature** here.\n'
    expect(hasSection(page, 'Every message reaches the school')).toBe(true)
    expect(hasSection(page, 'the outbox')).toBe(true)
    expect(hasSection(page, 'the signature')).toBe(true)
    expect(hasSection(page, 'signature')).toBe(false)
    expect(hasSection(page, 'reaches nobody')).toBe(false)
  })
})
