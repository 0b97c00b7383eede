// The school's words recognised in scripts written without spaces (known-text.ts): a Japanese
// reply rewrapped between any two characters, Latin words in it counted as one word each; an
// answer that shares only a few characters with it stays the visitor's. No mail in between.
import { describe, expect, it } from 'vitest'
import { split } from './answer-split'

describe('the history the school recognises as its own', () => {
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

  it('keeps a Japanese answer that shares only a few characters with the reply', () => {
    const japanese = '講義は毎週火曜日と水曜日の夜に行われ、すべて録画されます。'
    const answer = '火曜日は仕事があります。水曜日だけ参加できますか。'
    expect(split(answer, [japanese]).body).toBe(answer)
  })
})
