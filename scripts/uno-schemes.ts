// The site's colour schemes beyond the light one it is drawn in, as preflight CSS for uno.config.ts.
// presetWind4 writes every theme colour as a CSS variable (`--colors-slate-200`) that utilities
// read, so a dark scheme is those variables redefined, not a `dark:` class on every element: a
// page drawn with the theme's colours is dark-ready as it is written. Both stylesheets (the site's
// and the inbox's, which comes after it) read the same variables.

/**
 * The dark value of each theme colour the pages use. The light design pairs a pale surface with
 * dark ink and a dark fill with white text; each pair swaps ends here (white becomes the page's
 * near-black, ink and the deep brand shades become pale), so every pairing keeps its contrast:
 * 7:1 for text (WCAG AAA), checked by axe in the browser suite.
 */
export const darkColors: Record<string, string> = {
  white: '#0b1220',
  'slate-50': '#101a2c',
  'slate-100': '#1b263a',
  'slate-200': '#26334a',
  'slate-300': '#3a4961',
  'slate-400': '#7b8aa3',
  'slate-500': '#8a9ab3',
  'ink-DEFAULT': '#f1f5f9',
  'ink-soft': '#d3dbe6',
  'ink-muted': '#b8c4d4',
  'brand-50': '#14224d',
  'brand-100': '#243a7a',
  'brand-600': '#7fa4ff',
  'brand-700': '#a9c1ff',
  'brand-800': '#c3d4ff',
  'brand-900': '#e0e9ff',
  'red-50': '#2d1216',
  'red-200': '#6b2430',
  'red-300': '#8f3140',
  'red-700': '#fca5a5',
  'red-800': '#fecaca',
  'red-900': '#fee2e2',
  'green-800': '#a7f3c4',
}

/** Colours only the staff's pages use: their dark values travel in the inbox's stylesheet. */
export const darkInboxColors: Record<string, string> = {
  'green-50': '#0f2619',
  'green-200': '#1f5135',
  'green-900': '#d1fadf',
  'emerald-50': '#0c2620',
  'emerald-200': '#1b5246',
  'emerald-800': '#a7f0d8',
  'emerald-900': '#d0f8ea',
  'amber-50': '#2a1f0a',
  'amber-200': '#6b4f12',
  'amber-900': '#fde68a',
}

/** The dark scheme of these colours, on screens only (paper is always dark ink on white). */
export function darkSchemeCss(colors: Record<string, string>): string {
  const variables = Object.entries(colors)
    .map(([name, value]) => `--colors-${name}:${value}`)
    .join(';')
  return `@media screen and (prefers-color-scheme:dark){html:root{${variables}}}`
}

/**
 * Light unless the visitor's system asks for dark, on screens only: paper is always dark ink on
 * white. `html:root` outranks presetWind4's `:root` whatever order the sheets arrive in.
 */
export const colorSchemeCss = `:root{color-scheme:light dark}${darkSchemeCss(darkColors)}`

/**
 * Paper: the content only (no header, menu, footer or skip link; no form buttons), dark ink on
 * white, tighter type and spacing with cards side by side and never split across pages, the
 * staff's lucide icons kept (the inbox paints them as a masked background, which printing drops by
 * default; the site draws its own inline, which prints as it is), and the page's own address
 * printed at the end (document.tsx). /accelerator fits 3 A4 pages.
 */
export const printCss = [
  '@media print{',
  '@page{margin:12mm}',
  ':root{color-scheme:light;font-size:12px}',
  'body>header,body>footer,.skip-link,main form button{display:none!important}',
  '*{box-shadow:none!important}',
  'main .text-white{color:var(--colors-ink-DEFAULT)!important}',
  'main [class*=py-]{padding-block:.75rem!important}',
  'main .grid{grid-template-columns:repeat(auto-fit,minmax(14rem,1fr))!important;gap:.75rem!important}',
  'main .card{padding:.75rem!important}',
  'main .card,main li,main dl>div{break-inside:avoid}',
  'main :is(h2,h3){break-after:avoid}',
  '[class*=i-lucide-]{print-color-adjust:exact;-webkit-print-color-adjust:exact}',
  '}',
].join('')
