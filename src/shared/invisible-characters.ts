import * as v from 'valibot'

// Characters drawn as nothing: Unicode's Default_Ignorable_Code_Point, which a font shows as no
// glyph at all. A name holding one looks like the same name without it, so where names are
// compared (erasing a person) they are ignored, all of them, and where a short text is saved the
// ones no script needs are refused (docs/decisions.md, "Characters drawn as nothing").
const drawnAsNothing = /\p{Default_Ignorable_Code_Point}/gu

// Those that real names' scripts need, kept: the joiners ZWNJ and ZWJ (Persian, the Indic scripts,
// emoji sequences), the direction marks (the direction controls have a rule of their own, in
// site-content/schema/declare/text-rules.ts), the combining grapheme joiner, Mongolian's variation
// selectors and vowel separator, and the variation selectors (an emoji's colour, a kanji's form in
// a Japanese name). Everything else is refused: soft hyphen, zero-width space, word joiner and the
// invisible operators, U+FEFF, the Hangul fillers, every tag character (so the flags made of them,
// England's, Scotland's and Wales's, too), and the unassigned rest.
const needless =
  /[\p{Default_Ignorable_Code_Point}--[\u034F\u061C\u180B-\u180F\u200C-\u200F\u202A-\u202E\u2066-\u2069\uFE00-\uFE0F\u{E0100}-\u{E01EF}]]/v

/** Text without the invisible characters no script needs: what a one-line text may hold. */
export const withoutNeedlessInvisibleCharacters = (text: string) =>
  text.replace(new RegExp(needless, 'gv'), '')

/** Text as a reader sees it: every character drawn as nothing taken out. */
export const withoutInvisibleCharacters = (text: string) => text.replace(drawnAsNothing, '')

/** The first invisible character in text that no script needs, as U+XXXX; undefined if none. */
export function needlessInvisibleCharacter(text: string): string | undefined {
  const found = needless.exec(text)?.[0].codePointAt(0)
  return found === undefined ? undefined : `U+${found.toString(16).toUpperCase().padStart(4, '0')}`
}

/** A contract's check that a short text holds no invisible character that no script needs. */
export const noNeedlessInvisibleCharacters = (label: string) =>
  v.check(
    (text: string) => needlessInvisibleCharacter(text) === undefined,
    (issue) =>
      `${label} must not contain invisible characters (it holds ${needlessInvisibleCharacter(String(issue.input))}): type it again rather than paste it`,
  )
