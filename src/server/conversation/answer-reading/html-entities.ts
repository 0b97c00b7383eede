// Character references in an HTML answer's text, decoded as browsers do for the ones mail clients
// write: numeric ones, and the named ones of Latin-1 and typography. An unknown name stays as it
// is typed (better "&foo;" than a guess). One regular expression with bounded runs: linear.

/** Latin-1's names from U+00A0 on, in code point order (HTML's table, written out once). */
const latin1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml'

/** The others mail clients use: markup's own, punctuation, a few letters and symbols. */
const others: Record<string, number> = {
  amp: 0x26,
  lt: 0x3c,
  gt: 0x3e,
  quot: 0x22,
  apos: 0x27,
  OElig: 0x152,
  oelig: 0x153,
  Scaron: 0x160,
  scaron: 0x161,
  Yuml: 0x178,
  fnof: 0x192,
  circ: 0x2c6,
  tilde: 0x2dc,
  ensp: 0x2002,
  emsp: 0x2003,
  thinsp: 0x2009,
  zwnj: 0x200c,
  zwj: 0x200d,
  lrm: 0x200e,
  rlm: 0x200f,
  ndash: 0x2013,
  mdash: 0x2014,
  lsquo: 0x2018,
  rsquo: 0x2019,
  sbquo: 0x201a,
  ldquo: 0x201c,
  rdquo: 0x201d,
  bdquo: 0x201e,
  dagger: 0x2020,
  Dagger: 0x2021,
  bull: 0x2022,
  hellip: 0x2026,
  permil: 0x2030,
  prime: 0x2032,
  Prime: 0x2033,
  lsaquo: 0x2039,
  rsaquo: 0x203a,
  euro: 0x20ac,
  trade: 0x2122,
  larr: 0x2190,
  rarr: 0x2192,
  harr: 0x2194,
}

const named = new Map<string, string>([
  ...latin1.split(' ').map((name, index) => [name, String.fromCodePoint(0xa0 + index)] as const),
  ...Object.entries(others).map(([name, code]) => [name, String.fromCodePoint(code)] as const),
])

/** Names browsers also read without the closing ";" (the ones mail really carries so). */
const legacy = new Set(['amp', 'lt', 'gt', 'quot', 'nbsp'])

/**
 * HTML's reading of &#128;–&#159;: windows-1252's characters, not C1 controls (the decoder of
 * every browser does this; Outlook still writes &#150; for a dash).
 */
const windows1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'

function numeric(code: number) {
  if (code >= 0x80 && code <= 0x9f) return windows1252.charAt(code - 0x80)
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd'
  return String.fromCodePoint(code)
}

const reference = /&(?:#[xX]([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([a-zA-Z][a-zA-Z0-9]{1,31}));?/g

/** The text with its character references decoded. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  // Neither number matched, the name did: the pattern has no fourth way.
  return text.replace(reference, (match, hex?: string, decimal?: string, name = match) => {
    if (hex) return numeric(Number.parseInt(hex, 16))
    if (decimal) return numeric(Number.parseInt(decimal, 10))
    const character = named.get(name)
    if (character === undefined) return match
    return match.endsWith(';') || legacy.has(name) ? character : match
  })
}
