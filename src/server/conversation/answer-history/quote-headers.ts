// The lines mail clients write above the history they quote, in the languages visitors use: an
// attribution ("On … wrote:", "Le … a écrit :", "… написал:", "…写道："), a header block
// ("From:/Sent:/Subject:" and their translations), a separator ("-----Original Message-----"
// and its kin, a rule). The second signal after what the school knows it sent (known-text.ts):
// these tables are written from what the clients show; a line naming the school is one too.
// Every test here is bounded by the line's length (at most `maxHeaderLength` is looked at).

/** Who the school is, as a client names the sender of the mail it quotes (lower case). */
export type School = { names: readonly string[]; addresses: readonly string[] }

export type HeaderLine = {
  /** A rule or "--- Original Message ---", a "Key: value" header, or an attribution ("… wrote:"). */
  kind: 'separator' | 'field' | 'attribution'
  /**
   * A separator or field enough alone to say that a history starts here: it names the school,
   * or is in the tables. (An attribution needs no more: it stands above quoted lines or the
   * school's own words, or nothing reads it; history-rules.ts.)
   */
  strong?: boolean
  /** Which header of a quoted mail's header block a field is, if one the rules ask about. */
  role?: Role
}

/** The fields the rules look for (To covers Cc); the rest are fields like any other. */
export type Role = 'from' | 'sent' | 'to' | 'subject'

/** Longer than this, a line is written text, not a client's header. */
const maxHeaderLength = 300

const roles: Record<Role, string> = {
  from: 'from|von|de|da|van|från|fra|od|от|від|发件人|寄件者|寄件人|差出人|送信者|보낸 사람|보낸사람|feladó|lähettäjä|afzender|remetente|expéditeur|kimden|αποστολέας|mittente|avsändare|afsender|nadawca|odesílatel|từ|dari|จาก|מאת|من',
  sent: 'sent|date|gesendet|datum|envoyé|envoyé le|message du|enviado|enviada|enviado el|fecha|inviato|data|verzonden|skickat|sendt|wysłano|odesláno|отправлено|дата|надіслано|发送时间|日期|寄件日期|送信日時|日付|보낸 날짜|날짜|elküldve|dátum|lähetetty|päivämäärä|gönderildi|tarih|στάλθηκε|ημερομηνία|enviado em|ngày gửi|gửi|dikirim|tanggal|ส่ง|נשלח|تاريخ|أرسل',
  to: 'to|cc|an|kopie|à|a|copie à|para|aan|till|til|kopi|do|dw|komu|кому|копия|до|收件人|抄送|收件者|副本|宛先|받는 사람|참조|címzett|vastaanottaja|kopio|kime|bilgi|προς|đến|kepada|ถึง|אל|إلى',
  subject:
    'subject|betreff|objet|sujet|asunto|oggetto|onderwerp|assunto|ämne|emne|temat|předmět|тема|主题|主旨|件名|제목|tárgy|aihe|konu|θέμα|chủ đề|subjek|perihal|เรื่อง|נושא|الموضوع',
}
const roleOf = new Map<string, Role>(
  (Object.entries(roles) as [Role, string][]).flatMap(([role, names]) =>
    names.split('|').map((name) => [name, role] as const),
  ),
)

/** The words of "-----Original Message-----" in the clients' languages (never "Forwarded"). */
const originalMessage = new Set(
  "original message|ursprüngliche nachricht|originalnachricht|message d'origine|message d’origine|mensaje original|messaggio originale|oorspronkelijk bericht|origineel bericht|mensagem original|исходное сообщение|оригинальное сообщение|původní zpráva|oryginalna wiadomość|wiadomość oryginalna|originalmeddelande|ursprungligt meddelande|oprindelig meddelelse|opprinnelig melding|original melding|alkuperäinen viesti|eredeti üzenet|orijinal mesaj|özgün ileti|原始邮件|原始郵件|原邮件|元のメッセージ|원본 메시지|αρχικό μήνυμα|оригінальне повідомлення|вихідне повідомлення|mesaj original|mesajul original|originalna poruka|izvirno sporočilo|pôvodná správa|tin nhắn gốc|pesan asli|ข้อความต้นฉบับ|הודעה מקורית|الرسالة الأصلية".split(
    '|',
  ),
)

/** The verb of an attribution ("… wrote:") in the clients' languages, at the line's end. */
const wrotePattern =
  /(wrote|schrieb|a écrit|escribió|ha scritto|escreveu|schreef|skrev|kirjoitti|napisał|napisała|napisał\(a\)|napsal|napsala|napsal\(a\)|írta|написал|написала|написал\(а\)|написав|написала|yazdı|写道|寫道|작성|書きました|のメッセージ|ezt írta|a scris|έγραψε|כתב|كتب|đã viết|menulis)[\s:：–—-]*$/i

/** Whether the line ends with such a verb (only its tail is looked at): never a field then. */
export const wrote = { test: (line: string) => wrotePattern.test(line.slice(-24)) }

const separatorOnly = /^[-_=*~–—]{4,}$/
const dashed = /^[-–—]{2,}\s*([^-–—].{0,80}?)\s*[-–—]{2,}$/

/** The key of a "Key: value" line (letters and spaces before the first colon), lower case. */
function keyOf(line: string): string | null {
  const colon = line.search(/[:：]/)
  if (colon < 1 || colon > 40) return null
  const key = line.slice(0, colon).replace(/^[*\s]+|[*\s]+$/g, '')
  if (!/^\p{L}[\p{L}\p{M} .'-]*$/u.test(key)) return null
  // The line is trimmed: nothing after the colon is a value of nothing, but for a header of the
  // tables a client leaves empty ("Cc:", "Copie à :").
  const lower = key.toLowerCase()
  return line.slice(colon + 1) !== '' || roleOf.has(lower) ? lower : null
}

const mentions = (lower: string, school: School) =>
  [...school.addresses, ...school.names].some((words) => lower.includes(words))

/** What a line (its quote marks taken off, trimmed) is as a client's header, or null. */
export function headerLine(content: string, school: School): HeaderLine | null {
  if (content.length > maxHeaderLength) return null
  // Most lines are none of these: without a colon, a rule's first character or a sign of an
  // address or date, a line can be a header only by naming the school, which needs one of them.
  if (!/[:：\d@<\-_=*~–—]/.test(content)) return null
  const lower = content.toLowerCase()
  if (separatorOnly.test(content)) return { kind: 'separator' }
  const words = dashed.exec(lower)?.[1]
  if (words !== undefined) return { kind: 'separator', strong: originalMessage.has(words) }
  const names = mentions(lower, school)
  const key = keyOf(lower)
  if (key !== null && !wrote.test(content)) {
    const role = roleOf.get(key)
    return { kind: 'field', strong: role === 'from' && names, role }
  }
  const attribution = /[:：]["'”»]?$/.test(content) && /[\d@]/.test(content)
  if (attribution || (names && /[\d@<]/.test(content))) return { kind: 'attribution' }
  return null
}
