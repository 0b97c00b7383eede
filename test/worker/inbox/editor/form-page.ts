// Reading a group's form page as a browser would post it: each named field's value.

/** The value of each named input, select and textarea of a page, by name. */
export function formValues(html: string): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [, name, value] of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
    values[name as string] = value as string
  for (const [, name, value] of html.matchAll(/<textarea[^>]*name="([^"]+)"[^>]*>([^<]*)</g))
    values[name as string] = value as string
  for (const [, name, body] of html.matchAll(/<select[^>]*name="([^"]+)"[^>]*>(.*?)<\/select>/gs))
    values[name as string] =
      /<option[^>]*value="([^"]*)"[^>]*selected/.exec(body as string)?.[1] ?? ''
  return values
}
