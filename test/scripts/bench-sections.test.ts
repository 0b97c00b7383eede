// BENCHMARKS.md keeps every section's latest figures: a run writes the sections it measured and
// leaves the others, the hand-kept mutation table among them, as they were.
import { describe, expect, it } from 'vitest'
import { withSections } from '../../scripts/bench/sections.ts'

const benchmarks = [
  '# Benchmarks',
  '',
  'Each section holds its latest run’s figures. The full run’s machine: 2 cores.',
  '',
  '## Bytes a browser downloads',
  '',
  '| / | 9.6 |',
  '',
  '## Inbox at 1,000 and 100,000 messages',
  '',
  '| first page | 16.2 |',
  '',
  '### The contact form while the inbox is searched',
  '',
  '| alone | 11 |',
  '',
  '## Mutation testing (`npm run mutate`)',
  '',
  '| forms | 99.2 % |',
  '',
].join('\n')

describe('BENCHMARKS.md after a run', () => {
  it('replaces a section run alone, subsections included, and keeps every other section', () => {
    const inbox = [
      '## Inbox at 1,000 and 100,000 messages',
      '',
      '| first page | 14.0 |',
      '',
      '### The contact form while the inbox is searched',
      '',
      '| alone | 9 |',
    ].join('\n')
    const after = withSections(benchmarks, inbox)
    expect(after).toContain('| first page | 14.0 |')
    expect(after).toContain('| alone | 9 |')
    expect(after).not.toContain('16.2')
    expect(after).not.toContain('| alone | 11 |')
    expect(after).toContain('| / | 9.6 |')
    expect(after).toContain('| forms | 99.2 % |')
    // In its place, not moved to the end.
    expect(after.indexOf('## Inbox')).toBeLessThan(after.indexOf('## Mutation'))
    expect(after.match(/^## Inbox/gm)).toHaveLength(1)
  })

  it('keeps the sections the full run does not measure, and takes its preamble', () => {
    const fullRun = [
      '# Benchmarks',
      '',
      'Each section holds its latest run’s figures. The full run’s machine: 4 cores.',
      '',
      '## Bytes a browser downloads',
      '',
      '| / | 9.1 |',
      '',
    ].join('\n')
    const after = withSections(benchmarks, fullRun)
    expect(after).toContain('4 cores')
    expect(after).not.toContain('2 cores')
    expect(after).toContain('| / | 9.1 |')
    expect(after).toContain('| first page | 16.2 |')
    expect(after).toContain('| forms | 99.2 % |')
  })

  it('adds a section it has not seen at the end, and keeps the preamble of the file', () => {
    const after = withSections(benchmarks, '## A burst against the ceiling\n\n| 300 | 1000 |\n')
    expect(after.startsWith(benchmarks.slice(0, benchmarks.indexOf('## Bytes')))).toBe(true)
    expect(after.trimEnd().endsWith('## A burst against the ceiling\n\n| 300 | 1000 |')).toBe(true)
  })

  it('starts a missing file with its title', () => {
    expect(withSections('# Benchmarks\n', '## Lighthouse\n\n| / | 100 |\n')).toBe(
      '# Benchmarks\n\n## Lighthouse\n\n| / | 100 |\n',
    )
  })
})
