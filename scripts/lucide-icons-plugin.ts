// A Vite plugin (vite.config.ts, vitest.config.ts): the site's interface icons (lucide, from the
// iconify set) as data that the markup draws inline as <svg>, one module an icon, so a bundle holds
// only the icons it draws: `import check from 'virtual:lucide/check'`, then `<Icon svg={check} />`.
// As CSS masks (presetIcons) each distinct icon was an SVG image that Chromium turns into a document
// of its own, at once, inside the page's first style pass: the bulk of the one long task that
// Lighthouse counted as blocking on pages without JavaScript (docs/decisions.md, "Pages without script keep their first style pass short").
import { getIconData, iconToSVG } from '@iconify/utils'
import type { Plugin } from 'vite'
import type { IconNode, IconSvg } from '../src/client/icon-svg.ts'

const prefix = 'virtual:lucide/'

/** `stroke-linecap` as React names it: `strokeLinecap`. */
const reactName = (attribute: string) =>
  attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

/**
 * An iconify body (SVG elements and nothing else) as a tree of elements. Anything else in it (text,
 * a comment, an unclosed element) stops the build rather than draw a broken icon.
 */
export function iconTree(body: string): IconNode[] {
  const root: IconNode = ['svg', {}, []]
  const open: IconNode[] = [root]
  const element = /\s*<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z:-]+="[^"]*")*)\s*(\/?)>\s*/y
  while (element.lastIndex < body.length) {
    const at = element.lastIndex
    const match = element.exec(body)
    if (!match) throw new Error(`Not an SVG element: ${body.slice(at, at + 40)}`)
    const [, closing, tag = '', attributes = '', selfClosing] = match
    if (closing) {
      if (open.length === 1 || open.pop()?.[0] !== tag) throw new Error(`Stray </${tag}>`)
      continue
    }
    const node: IconNode = [
      tag,
      Object.fromEntries(
        [...attributes.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [
          reactName(name),
          value,
        ]),
      ),
      [],
    ]
    open.at(-1)?.[2].push(node)
    if (!selfClosing) open.push(node)
  }
  if (open.length !== 1) throw new Error(`Unclosed <${open.at(-1)?.[0]}>`)
  return root[2]
}

/** `virtual:lucide/<name>`: that lucide icon's viewBox and elements (an `IconSvg`). */
export function lucideIcons(): Plugin {
  return {
    name: 'lucide-icons',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${prefix}`)) return
      const name = id.slice(prefix.length + 1)
      const { default: lucide } = await import('@iconify-json/lucide/icons.json', {
        with: { type: 'json' },
      })
      const data = getIconData(lucide, name)
      if (!data) throw new Error(`${name}: no such icon in @iconify-json/lucide`)
      const { attributes, body } = iconToSVG(data)
      const svg: IconSvg = { viewBox: attributes.viewBox, children: iconTree(body) }
      return `export default ${JSON.stringify(svg)}`
    },
  }
}
