import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { describe, expect, it } from 'vitest'

// The house's layout as a newcomer finds their way in it (docs/architecture.md, "Map of the code"):
// small folders, and modules that do not import each other in a circle, so each can be read, and
// moved, on its own.

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })

const folders = (folder: string): string[] => [
  folder,
  ...readdirSync(folder)
    .map((name) => join(folder, name))
    .filter((path) => statSync(path).isDirectory())
    .flatMap(folders),
]

function resolveImport(from: string, specifier: string): string | undefined {
  const base = normalize(join(dirname(from), specifier))
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]
  return candidates.find((path) => statSync(path, { throwIfNoEntry: false })?.isFile())
}

/** Every module's relative imports, type-only ones included (a circle of types is still one). */
function importGraph(files: string[]): Map<string, string[]> {
  const imports = /^(?:import|export)\b[^'";]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/gm
  return new Map(
    files.map((file) => [
      file,
      [...readFileSync(file, 'utf8').matchAll(imports)]
        .map((match) => resolveImport(file, match[1] ?? ''))
        .filter((path): path is string => path !== undefined),
    ]),
  )
}

/** The groups of modules that reach each other through imports (Tarjan's components of > 1). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, index.size)
    low.set(node, index.get(node) ?? 0)
    stack.push(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0))
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0))
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = []
      let member: string | undefined
      do {
        member = stack.pop()
        if (member) group.push(member)
      } while (member && member !== node)
      if (group.length > 1) found.push(group.sort())
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

/**
 * The one circle by design: the server renders islands by name, and the browser's island registry
 * types its props (and the API client its routes) from the server's modules.
 */
const islandRegistry = (group: string[]) =>
  group.includes('src/client/islands/index.ts') &&
  group.includes('src/server/components/island.tsx')

describe('the layout of src/', () => {
  it('has no folder with more than 20 files directly in it', () => {
    const crowded = folders('src')
      .map((folder) => ({
        folder,
        files: readdirSync(folder).filter((name) => name.includes('.')).length,
      }))
      .filter(({ files }) => files > 20)
    expect(crowded).toEqual([])
  })

  it('has no import circle but the island registry’s', () => {
    const graph = importGraph(sourceFiles('src'))
    expect(graph.size).toBeGreaterThan(200)
    const unexpected = circles(graph).filter((group) => !islandRegistry(group))
    expect(unexpected).toEqual([])
  })

  it('finds a circle when two modules import each other', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ])
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']])
  })
})
