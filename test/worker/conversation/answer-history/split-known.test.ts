// The history the school recognises as its own (known-text.ts, history-rules.ts), read straight
// from an answer's text and the conversation's texts: what repeats them is folded, quoted or not,
// rewrapped, in any script; the visitor's own words stay the answer, even where they echo some
// of the school's. No mail in between: these run in a few seconds.
import { describe, expect, it } from 'vitest'
import { message, quoted, reply, split, wrapped } from './answer-split'

const known = [message, reply]

describe('the history the school recognises as its own', () => {
  it('folds the reply pasted below the answer without marks or header, rewrapped', () => {
    const seen = split(`Danke, das passt gut. Ich melde mich an.\n\n${wrapped(reply, 38)}`, known)
    expect(seen.body).toBe('Danke, das passt gut. Ich melde mich an.')
    expect(seen.history).toEqual([{ at: seen.body.length, text: wrapped(reply, 38) }])
  })

  it('folds the reply to its last word, a name alone on the last line', () => {
    const signed =
      'Thank you, the lectures are on Tuesday evenings and every one is recorded.\nMaria'
    const seen = split(`Thanks.\n\n${signed}`, [signed])
    expect(seen).toEqual({ body: 'Thanks.', history: [{ at: 7, text: signed }], folded: signed })
  })

  it('folds the reply above a bottom-posted answer, every line of it to its last word', () => {
    const mail = `${wrapped(reply, 72)}\n\nThanks, Tuesday evenings work for me.\n\nAda`
    const seen = split(mail, known)
    expect(seen.body).toBe('Thanks, Tuesday evenings work for me.\n\nAda')
    expect(seen.history).toEqual([{ at: 0, text: wrapped(reply, 72) }])
  })

  it('folds the reply with its case, punctuation and quote marks changed', () => {
    const shouted = reply.toUpperCase().replaceAll(',', ' ;').replaceAll('.', '!')
    const seen = split(`Yes!\n\n${quoted(wrapped(shouted, 50))}`, known)
    expect(seen.body).toBe('Yes!')
    const loose = split(`Yes!\n\n${wrapped(shouted, 50)}`, known)
    expect(loose.body).toBe('Yes!')
  })

  it('folds the reply as a client re-encoded it: full-width letters and digits read as plain', () => {
    const fullWidth =
      'Ｔｈｅ ｌｅｃｔｕｒｅｓ ａｒｅ ｏｎ Ｔｕｅｓｄａｙ ｆｒｏｍ ７ ｔｏ １０ ｐｍ ｉｎ ｔｈｅ ｅａｓｔ ｂｕｉｌｄｉｎｇ ｎｅａｒ ｔｈｅ ｇａｔｅ.'
    const seen = split(
      `Thanks.\n\nThe lectures are on Tuesday from 7 to 10 pm in the east building near the gate.`,
      [fullWidth],
    )
    expect(seen.body).toBe('Thanks.')
  })

  it('folds a reply written without spaces (Japanese), rewrapped between any two characters', () => {
    const japanese =
      'ご連絡ありがとうございます。講義は毎週火曜日と水曜日の夜に行われ、すべて録画されますので、シフト勤務の方も翌日に視聴できます。'
    const pasted = japanese.replace(/(.{20})/g, '$1\n').trimEnd()
    const seen = split(`了解しました。火曜日から参加します。\n\n${pasted}`, [japanese])
    expect(seen.body).toBe('了解しました。火曜日から参加します。')
    expect(seen.folded).toBe(pasted)
    // A word of another script inside the Japanese is read whole.
    const mixed = '講義はZoomで行われます。毎週火曜日と水曜日の夜、すべて録画されます。'
    const again = split(`はい。\n\n${mixed.slice(0, 12)}\n${mixed.slice(12)}`, [mixed])
    expect(again.body).toBe('はい。')
  })

  const scripts: [string, string, string][] = [
    [
      'Chinese',
      '感谢您的留言。讲座在每周二和周三晚上举行，每一讲都会录像，轮班工作的学员可以在第二天观看。',
      '好的，谢谢。',
    ],
    [
      'Japanese katakana',
      'オンラインプログラミングコースにはウェブデベロップメントとデータサイエンスがあります',
      'ありがとう',
    ],
    [
      'Thai',
      'ขอบคุณสำหรับข้อความของคุณ ชั้นเรียนจัดขึ้นทุกวันอังคารและวันพุธตอนเย็น และทุกชั้นเรียนจะถูกบันทึกไว้ให้ชมย้อนหลังได้',
      'ได้ครับ ขอบคุณมาก',
    ],
    [
      'Lao',
      'ຂອບໃຈສຳລັບຂໍ້ຄວາມຂອງທ່ານ ຫ້ອງຮຽນຈັດຂຶ້ນທຸກວັນອັງຄານແລະວັນພຸດຕອນແລງ ແລະທຸກຫ້ອງຮຽນຈະຖືກບັນທຶກໄວ້',
      'ໄດ້ ຂອບໃຈຫຼາຍ',
    ],
    [
      'Khmer',
      'សូមអរគុណសម្រាប់សាររបស់អ្នក ថ្នាក់រៀនធ្វើឡើងរៀងរាល់ថ្ងៃអង្គារនិងថ្ងៃពុធពេលល្ងាច ហើយថ្នាក់នីមួយៗត្រូវបានថតទុក',
      'បាទ អរគុណច្រើន',
    ],
    [
      'Burmese',
      'သင့်စာအတွက်ကျေးဇူးတင်ပါသည် သင်တန်းများကိုအင်္ဂါနေ့နှင့်ဗုဒ္ဓဟူးနေ့ညနေတိုင်းကျင်းပပြီး သင်တန်းတိုင်းကိုမှတ်တမ်းတင်ထားပါသည်',
      'ဟုတ်ကဲ့ ကျေးဇူးပါ',
    ],
  ]
  for (const [script, text, answer] of scripts) {
    it(`folds a reply in ${script}, written without spaces between words, rewrapped`, () => {
      const pasted = text.replace(/(\S{16})/gu, '$1\n').trimEnd()
      const seen = split(`${answer}\n\n${pasted}`, [text])
      expect(seen.body).toBe(answer)
      expect(seen.folded).toBe(pasted)
    })
  }

  it('folds a Japanese reply with Latin words in it, each of them counted as one word', () => {
    // Eight characters and four names: a sentence's worth (twelve words) only with every name,
    // whether it is followed by Japanese (Zoom) or ends a word (YouTube, GitHub, Slack).
    const japanese = '講義はZoomで行われ、録画はYouTube、資料はGitHub、質問はSlack。'
    const seen = split(`はい、わかりました。\n\n${japanese}`, [japanese])
    expect(seen.body).toBe('はい、わかりました。')
    expect(seen.folded).toBe(japanese)
  })

  it('keeps a Japanese line that repeats a phrase of the reply with Latin words in it, alone', () => {
    // Counted letter by letter, JavaScript and TypeScript would make the phrase a sentence.
    const phrase = '毎週火曜日にJavaScriptとTypeScriptの講義があります'
    const mail = `${phrase}\nよろしくお願いします。`
    expect(split(mail, [`講義は${phrase}。すべて録画されます。`]).body).toBe(mail)
  })

  it('keeps the last words of a bottom-posted answer that the reply also ended with', () => {
    const ending =
      'Thank you for your message. The lectures are on Tuesday and Wednesday evenings.\n\nSee you soon!'
    const seen = split(`${quoted(ending)}\n\nSee you soon!`, [ending])
    expect(seen.body).toBe('See you soon!')
    expect(seen.folded).toBe(quoted(ending))
  })

  it('keeps a short answer that repeats a phrase of the reply, right above the quote', () => {
    // "Tuesday and Wednesday" in Japanese, and "Tuesday and Wednesday evening" in Hindi.
    const cases: [string, string][] = [
      ['火曜日と水曜日', '講義は毎週火曜日と水曜日の夜に行われます。'],
      ['मंगलवार और बुधवार की शाम', 'कक्षाएँ मंगलवार और बुधवार की शाम को होती हैं।'],
      ['Tuesday and Wednesday evenings', 'The lectures are on Tuesday and Wednesday evenings.'],
    ]
    for (const [answer, text] of cases) {
      const seen = split(`${answer}\n${quoted(text)}`, [text])
      expect(seen.body).toBe(answer)
    }
  })

  it('keeps a line that repeats the reply but for its numbers, above the quote', () => {
    const text = 'Lecture 1 on Tuesday, lecture 2 on Wednesday, lecture 3 on Friday.'
    const answer = 'Lecture 4 on Tuesday, lecture 5 on Wednesday, lecture 6 on Friday?'
    expect(split(`${answer}\n${quoted(text)}`, [text]).body).toBe(answer)
  })

  it('keeps a Japanese answer that shares only a few characters with the reply', () => {
    const japanese = '講義は毎週火曜日と水曜日の夜に行われ、すべて録画されます。'
    const answer = '火曜日は仕事があります。水曜日だけ参加できますか。'
    expect(split(answer, [japanese]).body).toBe(answer)
  })

  it('keeps a sentence of the visitor that repeats some of the reply’s words', () => {
    const written =
      'You wrote that the lectures are on Tuesday and Wednesday evenings, but I work on Tuesdays. Can I join on Wednesdays only?'
    const seen = split(`${written}\n\n${quoted(reply)}`, known)
    expect(seen.body).toBe(written)
    expect(seen.folded).toBe(quoted(reply))
  })

  it('keeps a short line that repeats a phrase of the reply, alone', () => {
    const mail =
      'Office hours are on Monday, Thursday, Friday and Saturday.\nI will come on Friday.'
    expect(split(mail, known).body).toBe(mail)
  })

  it('folds a line of the pasted reply with one word in five added, as the school’s', () => {
    // "really" is not the school's: four words in five of that line are, which is enough.
    const pasted = [
      'Thank you for your message. The lectures are on Tuesday and',
      'Wednesday evenings, 7 to 10 pm, and',
      'every lecture is really recorded,',
      'so shift workers can follow them the next day.',
    ].join('\n')
    const seen = split(`Yes.\n\n${pasted}`, known)
    expect(seen.body).toBe('Yes.')
    expect(seen.folded).toBe(pasted)
  })

  it('folds a run of the reply a sentence long, even without a header or quote marks', () => {
    const sentence = 'so shift workers can follow them the next day. Office hours are on Monday,'
    const seen = split(`Good to know.\n\n${sentence}\n\nSee you.`, known)
    expect(seen.body).toBe('Good to know.\n\nSee you.')
    expect(seen.folded).toBe(sentence)
  })

  it('folds a phrase of the reply below a header in a language no table holds', () => {
    const header = 'Ar 24 Tach 2026, ysgrifennodd Maria:'
    const seen = split(`Diolch.\n\n${header}\nThe lectures are on Tuesday evenings.\n\nHwyl.`, [
      'The lectures are on Tuesday evenings.',
    ])
    expect(seen.body).toBe('Diolch.\n\nHwyl.')
    expect(seen.folded).toBe(`${header}\nThe lectures are on Tuesday evenings.`)
  })

  it('folds the reply and the message it quoted when the client quotes both', () => {
    const history = [
      'Lumen Code Academy <school@lumen.test> schrieb am Di., 24. Nov. 2026, 10:00:',
      wrapped(reply, 60, '> '),
      '>',
      '> On 23 Nov 2026, 10:05 UTC, you wrote:',
      wrapped(message, 50, '>> '),
    ].join('\n')
    const seen = split(`Super, dann bis Dienstag.\n\n${history}`, known)
    expect(seen.body).toBe('Super, dann bis Dienstag.')
    expect(seen.folded).toBe(history)
  })

  it('folds the school’s words rewrapped around a quote that lost its marks', () => {
    const lines = wrapped(reply, 60).split('\n')
    const mail = `Yes.\n\n${lines.map((line, index) => (index % 2 ? line : `> ${line}`)).join('\n')}`
    const seen = split(mail, known)
    expect(seen.body).toBe('Yes.')
  })

  it('keeps words written into an unmarked Outlook history where they were', () => {
    const [greeting, body, ...closing] = reply.split('\n\n')
    const mail = [
      'My answers are below.',
      '',
      '-----Original Message-----',
      'From: Lumen Code Academy <school@lumen.test>',
      'Sent: Tuesday, November 24, 2026 10:00 AM',
      'Subject: Re: Your message to Lumen Code Academy',
      '',
      greeting,
      '',
      wrapped(body ?? '', 76),
      '[Ada] Recordings are perfect: I work most Tuesdays.',
      '',
      closing.join('\n\n'),
    ].join('\n')
    const seen = split(mail, known)
    expect(seen.body).toBe(
      'My answers are below.\n\n[Ada] Recordings are perfect: I work most Tuesdays.',
    )
    expect(seen.history.map((fold) => fold.at)).toEqual([
      'My answers are below.'.length,
      seen.body.length,
    ])
  })

  it('keeps only the words written into an Outlook history that starts the mail', () => {
    const [greeting, body, closing] = reply.split('\n\n')
    const mail = [
      '-----Original Message-----',
      'From: Lumen Code Academy <school@lumen.test>',
      'Sent: Tuesday, November 24, 2026 10:00 AM',
      'Subject: Re: Your message to Lumen Code Academy',
      '',
      greeting,
      '',
      body,
      '[Ada] Recordings are perfect: I work most Tuesdays.',
      '',
      closing,
    ].join('\n')
    const seen = split(mail, known)
    expect(seen.body).toBe('[Ada] Recordings are perfect: I work most Tuesdays.')
    expect(seen.history.map((fold) => fold.at)).toEqual([0, seen.body.length])
    expect(seen.history.at(-1)?.text).toBe(closing)
  })

  it('keeps all of an Outlook history the school does not recognise folded', () => {
    const mail = `My answers are below.\n\n-----Original Message-----\nFrom: Lumen\n\nDie Kurse beginnen im Januar.\nI can come in January.`
    const seen = split(mail, known)
    expect(seen.body).toBe('My answers are below.')
  })

  it('keeps a mail of nothing but the school’s words whole, as the answer', () => {
    expect(split(reply, known)).toEqual({ body: reply, history: [], folded: '' })
    expect(split(quoted(reply), known).body).toBe(quoted(reply))
  })
})
