import { defineConfig, type Preset, presetIcons, presetWind4, type UtilObject } from 'unocss'
import { colorSchemeCss, printCss } from './scripts/uno-schemes.ts'

/**
 * The staff's side: left out of the site's stylesheet, which every visitor downloads, and given a
 * stylesheet of its own (scripts/inbox-styles-plugin.ts).
 */
/**
 * The menu is a popover: placed under the bar, it dims the page behind (its ::backdrop) and its
 * button shows "Close" (name included) while it is open. Where popovers are unknown, the links
 * stay a plain list under the bar and the button, which could do nothing, is hidden.
 */
const menuCss = [
  '.menu-button .menu-open{display:none}',
  '.site-header:has(.menu:popover-open) .menu-open{display:inline-block}',
  '.site-header:has(.menu:popover-open) .menu-closed{display:none}',
  '@supports selector(:popover-open){.menu{position:fixed;inset:calc(4rem + 1px) 0 auto;width:auto;margin:0;padding:0;border-width:0 0 1px;color:inherit}',
  '.menu::backdrop{inset:calc(4rem + 1px) 0 0;background:rgb(15 23 42/.6)}}',
  '@supports not selector(:popover-open){.menu-button{display:none}}',
].join('')

/**
 * The room a cohort's sessions keep for the visitor's own time (src/client/local-times.ts writes
 * it): a line a session, and three for the note under them (the visitor's zone, and the weeks its
 * clocks and the school's differ), kept before the script runs so nothing moves when it does;
 * none where scripts do not run, where the page names the school's zone alone.
 */
const localTimesCss =
  '.local-time{display:block;min-height:1lh}.local-note{min-height:3lh}@media (scripting:none){.local-time,.local-note{display:none}}'

/**
 * presetWind4 writes a theme colour as `color-mix(in srgb, var(--colors-…) var(--un-text-opacity),
 * transparent)`, then again inside `@supports (color: color-mix(in lab, red, red))`, with an
 * `@property` for each opacity (unocss#5046). No class sets one (the blocklist keeps the
 * `*-opacity-*` utilities out; a class like `bg-white/80` carries its alpha in its own value and
 * is left as it is), so the opacity is always 100 %: each such colour is its variable, once.
 */
const opaqueColor =
  /^color-mix\(in [a-z]+, (var\(--colors-[\w-]+\)) var\(--un-[\w-]+-opacity\), transparent\)$/
const colorOpacityUtility =
  /^(?:bg|text|border|outline|ring|divide|placeholder|accent|caret|fill|stroke|decoration)-opacity-/

function plainColors(util: UtilObject) {
  const opaque = (value: unknown) => opaqueColor.test(String(value))
  const declarations = util.entries.filter(([property]) => !property.startsWith('$$'))
  const isOpacityProperty = /^@property --un-[\w-]+-opacity$/.test(util.selector)
  const isColorMixCopy =
    util.parent === '@supports (color: color-mix(in lab, red, red))' &&
    declarations.every(([, value]) => opaque(value))
  if (isOpacityProperty || isColorMixCopy) util.entries = []
  for (const entry of util.entries)
    if (opaque(entry[1])) entry[1] = String(entry[1]).replace(opaqueColor, '$1')
}

/**
 * presetWind4 writes the theme variables the utilities used in the order it met them, the order of
 * the files it read and of the classes in them: code moved from one file to another, or classes
 * written in another order, gave a stylesheet of other bytes and another hash in its name, so every
 * returning visitor downloaded the same styles again after such a deploy. Its theme preflight
 * reads them from the set it names `meta.themeDeps`: put in name order first, they come out in one
 * order.
 */
function themeVariablesInNameOrder(preset: Preset): Preset {
  const used = preset.meta?.themeDeps as Set<string>
  const preflights = preset.preflights?.map((preflight) =>
    preflight.layer !== 'theme'
      ? preflight
      : {
          ...preflight,
          getCSS: (context: Parameters<typeof preflight.getCSS>[0]) => {
            const names = [...used].sort()
            used.clear()
            for (const name of names) used.add(name)
            return preflight.getCSS(context)
          },
        },
  )
  return { ...preset, preflights }
}

export const staffOnlyFiles = ['src/server/inbox/']

// Class names live in .tsx (markup) and in src/shared (icon names are content). Scanning the files on
// disk, rather than only modules the client build happens to see, keeps the server-rendered pages
// styled in production (the client bundle never imports the pages).
export default defineConfig({
  content: {
    filesystem: [
      'src/**/*.{ts,tsx}',
      ...staffOnlyFiles.map((path) => `!${path}${path.endsWith('/') ? '**' : ''}`),
    ],
    pipeline: {
      include: [/\.[jt]sx?($|\?)/],
      exclude: staffOnlyFiles.map((path) => new RegExp(path.replace(/\./g, '\\.'))),
    },
  },
  // Words of the copy and code that read as utilities when the sources are scanned: none of them
  // is styling. `blur` (`site.blurb`) alone brought nine @property rules into every first visit;
  // `h23` is the clock of `hourCycle: 'h23'` (src/server/settings/time-zone.ts). The colour
  // opacity utilities would not work with `plainColors`.
  blocklist: ['blur', 'h23', colorOpacityUtility],
  postprocess: [plainColors],
  presets: [
    themeVariablesInNameOrder(presetWind4({ preflights: { reset: true } })),
    presetIcons({
      scale: 1,
      extraProperties: { display: 'inline-block', 'vertical-align': 'middle' },
    }),
  ],
  theme: {
    // The preset's stack less its first family, `ui-sans-serif`: only Safari knows that name, and
    // there it is the same face as `system-ui`. Every other browser looked it up in vain, for each
    // size and weight of text, inside the first paint's long task (Chromium on Linux: 36 font
    // lookups on / with it, 24 without, each a wait on the browser process).
    font: {
      sans: 'system-ui,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif,"Apple Color Emoji","Segoe UI Emoji","Segoe UI Symbol","Noto Color Emoji"',
    },
    colors: {
      brand: {
        50: '#eef4ff',
        100: '#d9e6ff',
        600: '#2453c7',
        700: '#1c42a3',
        800: '#173580',
        900: '#12295f',
      },
      ink: { DEFAULT: '#0f172a', soft: '#334155', muted: '#475569' },
      // The palette's shades the pages use, in hex: the same colours as the preset's oklch()
      // values (Tailwind's palette) in a third of the bytes every first visit downloads.
      slate: {
        50: '#f8fafc',
        100: '#f1f5f9',
        200: '#e2e8f0',
        300: '#cbd5e1',
        400: '#94a3b8',
        500: '#64748b',
      },
      red: {
        50: '#fef2f2',
        200: '#fecaca',
        300: '#fca5a5',
        700: '#b91c1c',
        800: '#991b1b',
        900: '#7f1d1d',
      },
      green: { 50: '#f0fdf4', 200: '#bbf7d0', 800: '#166534', 900: '#14532d' },
      emerald: { 50: '#ecfdf5', 200: '#a7f3d0', 800: '#065f46', 900: '#064e3b' },
      amber: { 50: '#fffbeb', 200: '#fde68a', 900: '#78350f' },
    },
  },
  // Base rules no utility expresses: room under the sticky header when a link jumps to an anchor
  // (and, on a phone, over /accelerator's apply bar when focus moves to a link near the bottom),
  // a cross-fade between pages (CSS only, none for visitors who ask for reduced motion), the
  // narrow screen's menu (src/server/components/site-header.tsx) and the sessions' room for the
  // visitor's time (src/server/components/cohorts/cohort-sessions.tsx).
  preflights: [
    {
      getCSS: () =>
        [
          'html{scroll-padding-top:5rem}',
          '@media (width<48rem){html{scroll-padding-bottom:5rem}}',
          '@media (prefers-reduced-motion:no-preference){@view-transition{navigation:auto}}',
          menuCss,
          localTimesCss,
          colorSchemeCss,
          printCss,
        ].join(''),
    },
  ],
  shortcuts: {
    'skip-link':
      'absolute left-4 -top-24 z-[100] rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:top-3',
    container: 'mx-auto w-full max-w-[1250px] px-4 sm:px-6 lg:px-8',
    // The bands that end every long page (the closing call, the footer): their style, layout and
    // paint wait until the visitor scrolls near them, so the first paint's one long task lays out
    // less than the whole page. While skipped a band holds the room of its last rendering (36rem
    // before any), off screen, where a change of height shifts nothing a visitor sees; its contents
    // are painted inside it (paint containment). Not on the page's own sections: axe-core cannot
    // see into a skipped band (on /accelerator a third of its contrast checks went unanswered, and
    // the timeline's dots were taken for the text's background), and the pages' checks need it to.
    'deferred-band': '[content-visibility:auto] [contain-intrinsic-size:auto_36rem]',
    card: 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm',
    'nav-link': 'focusable block rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors',
    focusable:
      'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 focus-visible:outline-solid',
    // The staff's inbox (src/server/inbox/views): links, buttons and fields in the site's look.
    'inbox-link':
      'focusable rounded-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900',
    'inbox-button':
      'focusable inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink shadow-sm transition-colors hover:bg-slate-100',
    'inbox-button-primary':
      'focusable inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800',
    'inbox-button-danger':
      'focusable inline-flex items-center justify-center gap-2 rounded-lg bg-red-800 px-4 py-2 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-900',
    'inbox-input':
      'focusable w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-base text-ink shadow-sm hover:border-slate-400 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-800',
  },
})
