const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
}

/** The text a visitor reads in an HTML document: tags dropped, entities decoded, spaces folded. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x27|#39|amp|lt|gt|quot);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
}

/** The value of every `attribute` on elements matching `tag`, in document order. */
export function attributeValues(html: string, tag: string, attribute: string): string[] {
  const elements = html.match(new RegExp(`<${tag}\\b[^>]*>`, 'g')) ?? []
  return elements.flatMap((element) => {
    const match = element.match(new RegExp(`\\s${attribute}="([^"]*)"`))
    return match?.[1] === undefined ? [] : [match[1].replace(/&amp;/g, '&')]
  })
}

let visitors = 0

/** A visitor's address no other request of this file has used (the rate limit is per address). */
export const newAddress = () => {
  visitors += 1
  return `198.51.${Math.floor(visitors / 256) % 256}.${visitors % 256}`
}

/**
 * Fetches a path from the worker under test, as a new visitor (own CF-Connecting-IP) unless the
 * request names its address.
 */
export async function get(path: string, init: RequestInit = {}) {
  const { SELF } = await import('cloudflare:test')
  const headers = new Headers(init.headers)
  if (!headers.has('CF-Connecting-IP')) headers.set('CF-Connecting-IP', newAddress())
  return SELF.fetch(`https://lumen.test${path}`, { redirect: 'manual', ...init, headers })
}
