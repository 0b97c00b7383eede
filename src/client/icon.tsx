import { createElement, type ReactElement } from 'react'
import type { IconNode, IconSvg } from './icon-svg.ts'

export type { IconNode, IconSvg }

const draw = ([tag, attributes, children]: IconNode, key: number): ReactElement =>
  createElement(tag, { key, ...attributes }, ...children.map(draw))

/**
 * An interface icon, drawn inline in the colour of the text around it and sized by its classes
 * (as large as a letter should the stylesheet never arrive); decorative, since the words beside it
 * say what it means. Inline, it costs the first style pass nothing an image would
 * (scripts/lucide-icons-plugin.ts). The server's pages and the islands draw it alike.
 */
export function Icon({ svg, className }: { svg: IconSvg; className: string }) {
  return (
    <svg
      viewBox={svg.viewBox}
      width="1em"
      height="1em"
      className={`inline-block ${className}`}
      aria-hidden="true"
    >
      {svg.children.map(draw)}
    </svg>
  )
}
