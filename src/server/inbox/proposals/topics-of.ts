/** A request's topics as stored, a JSON array of names; anything else read as one topic. */
export function topicsOf(stored: string): string[] {
  try {
    const parsed: unknown = JSON.parse(stored)
    return Array.isArray(parsed) ? parsed.map(String) : [stored]
  } catch {
    return [stored]
  }
}
