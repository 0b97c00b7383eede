// Contact details that must not go live as they are: site.ts marks each placeholder itself
// (`placeholder: true`), so this check follows the marks, not one number it happens to know.

/** A part of the site's data that may carry a placeholder mark. */
type Marked = { placeholder?: boolean }

/**
 * What a deploy would publish as a placeholder, each as a sentence naming where to set it, or
 * nothing when every contact detail is the owner's.
 */
export function placeholderProblems(details: Record<string, unknown>, file: string): string[] {
  return Object.entries(details).flatMap(([name, value]) =>
    typeof value === 'object' && value !== null && (value as Marked).placeholder === true
      ? [
          `${name} is a placeholder: set the real one in ${file} (${name}) and remove its "placeholder: true"`,
        ]
      : [],
  )
}
