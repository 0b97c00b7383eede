// The stylesheets the build makes beside the site-wide one: a page's own, from the modules it
// renders (scripts/page-styles-plugin.ts), and the inbox's (scripts/inbox-styles-plugin.ts), both
// with the site's UnoCSS config, whose colours are written as their variables (uno.config.ts).
import { describe, expect, it } from 'vitest'
import { inboxStyles } from '../../scripts/inbox-styles-plugin.ts'
import { modulesOf } from '../../scripts/page-styles-plugin.ts'
import { withGenerator } from '../../scripts/uno-generate.ts'
import { documentModules, ownStylesheets } from '../../src/server/web/page-styles.ts'

const repo = new URL('../../', import.meta.url).pathname
const relativeNames = (files: string[]) => files.map((file) => file.replace(repo, ''))

describe("/accelerator's own stylesheet", () => {
  const modules = relativeNames(
    modulesOf([...documentModules, ownStylesheets['/accelerator'] ?? '']),
  )

  it('reads the page, its components and the document around it, as far as imports go', () => {
    expect(modules).toEqual(
      expect.arrayContaining([
        'src/server/pages/accelerator.tsx',
        'src/server/components/cohorts/cohort-sessions.tsx',
        'src/server/components/proof/graduates.tsx',
        'src/server/components/site-header.tsx',
        'src/server/components/site-footer.tsx',
        'src/server/components/draft-banner.tsx',
        'src/server/pages/error-page.tsx',
      ]),
    )
  })

  it('leaves out the forms it never shows and everything of the staff’s', () => {
    expect(modules.filter((file) => /^src\/(client\/islands|server\/inbox)\//.test(file))).toEqual(
      [],
    )
    expect(modules).not.toContain('src/server/pages/contact.tsx')
  })
})

describe('colours in the generated CSS', () => {
  it('writes a theme colour as its variable, once, with no opacity to mix it with', async () => {
    const { css } = await withGenerator((generator) =>
      generator.generate('text-brand-700 bg-white border-slate-200', { preflights: false }),
    )
    expect(css).toContain('.text-brand-700{color:var(--colors-brand-700);}')
    expect(css).toContain('.bg-white{background-color:var(--colors-white);}')
    expect(css).not.toContain('color-mix')
    expect(css).not.toMatch(/@property --un-[\w-]+-opacity/)
  })
})

describe('the theme variables', () => {
  // The stylesheet's bytes, and the hash in its name every page links to, must not change with the
  // order its classes are found in (code moved between files, classes written in another order), or
  // such a deploy would make every returning visitor download the same styles again.
  it('are written in one order, whatever order the classes were found in', async () => {
    const classes = ['text-brand-700', 'bg-slate-100', 'p-4', 'text-ink', 'rounded-lg', 'font-sans']
    const css = (found: string[]) =>
      withGenerator(async (generator) => (await generator.generate(new Set(found))).css)
    const [forwards, backwards] = [await css(classes), await css([...classes].reverse())]
    expect(forwards).toContain('--colors-brand-700')
    expect(backwards).toBe(forwards)
  })
})

describe("the inbox's stylesheet", () => {
  it('defines every theme variable its utilities read, whatever the build made before it', async () => {
    const plugin = inboxStyles()
    const resolved = (plugin.resolveId as (id: string) => string)('virtual:inbox-styles.css')
    const load = plugin.load as (this: unknown, id: string) => Promise<string>
    // Another sheet generated first, as the build makes the pages' own.
    await withGenerator((generator) => generator.generate('text-ink'))
    const css = await load.call({ addWatchFile: () => undefined }, resolved)
    const theme = css.slice(0, css.indexOf('}'))
    const read = new Set(
      [...css.matchAll(/var\((--(?:colors|text|radius|tracking|fontWeight)-[\w-]+)\)/g)].map(
        (match) => match[1],
      ),
    )
    expect(read.size).toBeGreaterThan(10)
    expect([...read].filter((variable) => !theme.includes(`${variable}:`))).toEqual([])
  })
})
