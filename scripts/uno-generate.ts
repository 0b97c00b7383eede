// The site's UnoCSS config run over some sources, one run at a time, for the stylesheets the build
// makes beside the site-wide one (scripts/inbox-styles-plugin.ts, scripts/page-styles-plugin.ts).
// presetWind4 keeps the theme variables and properties a run uses in its module's state, which
// creating a generator empties: two runs at once could each lose the other's variables.
import { createGenerator, type UnoGenerator } from 'unocss'
import unoConfig from '../uno.config.ts'

let previous: Promise<unknown> = Promise.resolve()

/** Runs `use` with a generator of the site's config, once any run already under way has ended. */
export function withGenerator<T>(use: (generator: UnoGenerator) => Promise<T>): Promise<T> {
  const run = previous.then(async () => use(await createGenerator(unoConfig)))
  previous = run.catch(() => undefined)
  return run
}
