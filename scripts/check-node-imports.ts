// `node scripts/check-node-imports.ts` (part of `npm run lint`): every file plain Node loads, each
// script under scripts/ and everything it imports (src/ included, as deep as the chain goes),
// names each relative import by its file, extension and all. Node 24 runs a .ts file by stripping
// its types and resolves an import exactly as written, so `'../signing'` is ERR_MODULE_NOT_FOUND
// there although Vite and Vitest find signing.ts; and it cannot run a .tsx file at all (docs/testing.md
// "The commands, as a reader types them"). Why a check of its own and not Biome's useImportExtensions:
// Biome scopes a rule by fixed globs, which cannot follow a chain into src/, and the rule over all
// of src/ would rewrite some 900 imports that only Vite ever resolves.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { parseAst } from 'vite'

/** One import plain Node would refuse, and the chain of imports that loads its file. */
export type RefusedImport = { file: string; specifier: string; problem: string; chain: string[] }

const importing = new Set([
  'ImportDeclaration',
  'ExportAllDeclaration',
  'ExportNamedDeclaration',
  'ImportExpression',
])

/** Every relative module a file names: imports (of types too), re-exports, literal import(). */
export function relativeImports(source: string, file: string): string[] {
  const found: string[] = []
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    const { type, source: from } = node as { type?: unknown; source?: { value?: unknown } }
    if (importing.has(String(type)) && typeof from?.value === 'string') found.push(from.value)
    for (const value of Object.values(node)) visit(value)
  }
  visit(parseAst(source, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }, file))
  return found.filter((specifier) => /^\.\.?\//.test(specifier))
}

/** The file an extensionless import means to Vite (to go on checking the chain past it). */
const meant = (path: string) =>
  ['.ts', '.tsx', '/index.ts'].map((ending) => path + ending).find((file) => existsSync(file))

const isFile = (path: string) => existsSync(path) && statSync(path).isFile()

/** Walks every import chain from the entries; the imports Node would refuse, each once. */
export function refusedImports(entries: string[], root = process.cwd()): RefusedImport[] {
  const refused: RefusedImport[] = []
  const seen = new Set<string>()
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file) || !/\.(ts|tsx|mts|js|mjs)$/.test(file)) return
    seen.add(file)
    const here = [...chain, relative(root, file)]
    for (const specifier of relativeImports(readFileSync(file, 'utf8'), file)) {
      const target = resolve(file, '..', specifier)
      const named = isFile(target) ? target : undefined
      const next = named ?? meant(target)
      const problem = !named
        ? `names no file${next ? ` (write '${specifier}${next.slice(target.length)}')` : ''}`
        : named.endsWith('.tsx')
          ? 'is a .tsx file, which plain Node cannot run'
          : undefined
      if (problem) refused.push({ file: here.at(-1) as string, specifier, problem, chain: here })
      if (next) walk(next, here)
    }
  }
  for (const entry of entries) walk(resolve(root, entry), [])
  return refused
}

/** Every .ts file under a folder, as paths relative to the working directory. */
export function scriptsUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(folder, name))
    .sort()
}

if (import.meta.main) {
  const refused = refusedImports(scriptsUnder('scripts'))
  for (const { file, specifier, problem, chain } of refused) {
    console.error(`${file}: import '${specifier}' ${problem}\n  loaded by ${chain.join(' → ')}`)
  }
  if (refused.length > 0) {
    console.error(
      `\n${refused.length} import(s) that plain Node refuses: name each file with its extension.`,
    )
    process.exit(1)
  }
}
