// Which pages link a stylesheet of their own, read by the build (scripts/page-styles-plugin.ts) and
// by the worker (assets.ts). Plain data with no imports: the build loads this file outside Vite.

/**
 * Each page with a stylesheet of its own, by route: the module of its page. Its sheet holds the
 * rules of every module that one imports, as far as the imports go, and of the document around it
 * (docs/decisions.md, "A page's stylesheet holds the rules of what that page renders"). Every
 * other page links the site-wide sheet.
 */
export const ownStylesheets: Readonly<Record<string, string>> = {
  '/accelerator': 'src/server/pages/accelerator.tsx',
}

/** What renders around every page: the renderer (document, header, footer, draft banner), errors. */
export const documentModules = ['src/server/web/renderer.tsx', 'src/server/web/errors.tsx']

/** The client build's entry of a route's stylesheet (its key in Vite's manifest). */
export const stylesheetEntry = (route: string) =>
  `virtual:page-styles${route === '/' ? '/home' : route}`
