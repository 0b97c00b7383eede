// The dark scheme redefines each theme colour the pages use (scripts/uno-schemes.ts): a shade used
// in markup without a dark value keeps its light value in the dark, where amber-950 text on the
// dark amber-50 is unreadable. Every shade named in a class anywhere in src/ must have one.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { darkColors, darkInboxColors } from '../../scripts/uno-schemes.ts'

const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(join('src', file), 'utf8') }))

/** Each `(bg|text|border|…)-<colour>-<shade>` in a source file, as `colour-shade`. */
const shadesIn = (text: string) =>
  [
    ...text.matchAll(
      /(?<![\w-])(?:[a-z]+:)*(?:bg|text|border(?:-[trblxy])?|outline|ring|from|via|to|divide|fill|stroke)-((?:slate|red|amber|emerald|brand)-\d{2,3})\b/g,
    ),
  ].map((match) => match[1] as string)

describe('the dark scheme', () => {
  it('has a dark value for every shade the markup uses', () => {
    const known = new Set([...Object.keys(darkColors), ...Object.keys(darkInboxColors)])
    const missing = sources.flatMap(({ file, text }) =>
      [...new Set(shadesIn(text))]
        .filter((shade) => !known.has(shade))
        .map((shade) => `${file}: ${shade}`),
    )
    expect(missing).toEqual([])
  })
})
