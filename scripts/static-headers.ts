// The `_headers` file the build writes into the client output (vite.config.ts): Workers Static
// Assets serves those files without running the worker, so they get the worker's security policy
// from here, and the hashed bundles under /assets/ (their names change with their content) may be
// cached for a year. A function of its own so a test can read the text exactly as it is written.
import { staticSecurityHeaders } from '../src/server/web/security.ts'

const rule = (path: string, headers: Record<string, string>) =>
  [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')

/** The text of `_headers`. */
export function staticHeadersFile(): string {
  const rules = [
    rule('/*', staticSecurityHeaders()),
    rule('/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' }),
  ]
  return `${rules.join('\n')}\n`
}
