// Text to the bytes of a mail charset, for writing the answer corpus's mails as clients send them
// (test/fixtures/answers/README.md). Node encodes only UTF-8, so each legacy charset's encoder is
// built by running its WHATWG decoder over every byte sequence it could map: the same tables the
// receiving side decodes with, so a mail written here decodes to exactly the text it was made of.

type Encoder = (text: string) => Uint8Array

const singleByte = (label: string): Encoder => {
  const decoder = new TextDecoder(label, { fatal: true })
  const table = new Map<string, number>()
  for (let byte = 0; byte < 256; byte += 1) {
    try {
      const char = decoder.decode(Uint8Array.of(byte))
      if (!table.has(char)) table.set(char, byte)
    } catch {
      // A byte the charset leaves undefined.
    }
  }
  return (text) => Uint8Array.from([...text].map((char) => lookup(table, char, label)))
}

/** Double-byte charsets: every lead byte 0x81–0xFE with every trail byte 0x40–0xFE. */
const doubleByte = (label: string): Encoder => {
  const decoder = new TextDecoder(label, { fatal: true })
  const table = new Map<string, number[]>()
  for (let lead = 0x81; lead <= 0xfe; lead += 1) {
    for (let trail = 0x40; trail <= 0xfe; trail += 1) {
      try {
        const char = decoder.decode(Uint8Array.of(lead, trail))
        if ([...char].length === 1 && !table.has(char)) table.set(char, [lead, trail])
      } catch {
        // Not a character of this charset.
      }
    }
  }
  return (text) =>
    Uint8Array.from(
      [...text].flatMap((char) => {
        const code = char.codePointAt(0) ?? 0
        return code < 0x80 ? [code] : lookup(table, char, label)
      }),
    )
}

function lookup<T>(table: Map<string, T>, char: string, label: string): T {
  const bytes = table.get(char)
  if (bytes === undefined) {
    throw new Error(`${label} has no "${char}" (U+${char.codePointAt(0)?.toString(16)})`)
  }
  return bytes
}

/** ISO-2022-JP (RFC 1468): JIS X 0208 rows are EUC-JP's bytes less 0x80, between escapes. */
const iso2022jp = (): Encoder => {
  const eucJp = doubleByte('euc-jp')
  return (text) => {
    const out: number[] = []
    let kanji = false
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0
      if (code < 0x80) {
        if (kanji) out.push(0x1b, 0x28, 0x42) // ESC ( B: back to ASCII
        kanji = false
        out.push(code)
        continue
      }
      const [lead = 0, trail = 0] = eucJp(char)
      if (lead < 0xa1 || trail < 0xa1) throw new Error(`iso-2022-jp has no "${char}"`)
      if (!kanji) out.push(0x1b, 0x24, 0x42) // ESC $ B: JIS X 0208
      kanji = true
      out.push(lead - 0x80, trail - 0x80)
    }
    if (kanji) out.push(0x1b, 0x28, 0x42)
    return Uint8Array.from(out)
  }
}

const encoders = new Map<string, Encoder>()
const utf8 = new TextEncoder()

/** The encoder of a charset label as a mail names it (`gb2312` is sent as GBK, its superset). */
export function encoderFor(charset: string): Encoder {
  const label = charset.toLowerCase()
  if (label === 'utf-8' || label === 'us-ascii') return (text) => utf8.encode(text)
  let encoder = encoders.get(label)
  if (!encoder) {
    const doubleByteLabels = ['gbk', 'gb2312', 'gb18030', 'big5', 'euc-kr', 'ks_c_5601-1987']
    if (label === 'iso-2022-jp') encoder = iso2022jp()
    else if (doubleByteLabels.includes(label) || label === 'shift_jis' || label === 'euc-jp')
      encoder = doubleByte(label)
    else encoder = singleByte(label)
    encoders.set(label, encoder)
  }
  return encoder
}
