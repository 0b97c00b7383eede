// The answer corpus (test/fixtures/answers/): visitors' answers as mail clients send them, one
// .eml a client and language beside a .json saying what the visitor wrote and what is history.
// Loaded here for the suite (test/browser/answer-corpus.test.ts) and the benchmark alike, with
// the one rule both score by: what "visible" means for a phrase.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'

export const answerCorpusDir = 'test/fixtures/answers'

/** The placeholder in each mail's `To:` that the conversation's real reply address replaces. */
export const replyToPlaceholder = '{{REPLY_TO}}'

const phrases = v.array(v.pipe(v.string(), v.trim(), v.minLength(3), v.excludes('>')))

const sidecar = v.strictObject({
  client: v.pipe(v.string(), v.minLength(2)),
  language: v.pipe(v.string(), v.regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/)),
  format: v.picklist(['plain', 'html-only', 'multipart']),
  layout: v.picklist(['top-posted', 'bottom-posted', 'inline', 'no-history']),
  conversation: v.strictObject({
    name: v.pipe(v.string(), v.minLength(1)),
    email: v.pipe(v.string(), v.email()),
    message: v.pipe(v.string(), v.minLength(1)),
    reply: v.pipe(v.string(), v.minLength(1)),
  }),
  answer: v.pipe(phrases, v.minLength(1)),
  history: phrases,
})

/** What a mail's sidecar says: who wrote what, the client's form, and the phrases to look for. */
export type AnswerMeta = v.InferOutput<typeof sidecar>

export type AnswerMail = {
  /** The file's name without `.eml`: `<client>-<language>[-<variant>]`. */
  name: string
  /** The mail's bytes as the client sent them, `To: {{REPLY_TO}}` still in place. */
  raw: Uint8Array
  meta: AnswerMeta
}

/** Every mail of the corpus with its sidecar, in file-name order; a bad sidecar throws, named. */
export function loadAnswerCorpus(dir = answerCorpusDir): AnswerMail[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => {
      const name = file.slice(0, -'.eml'.length)
      const parsed = v.safeParse(
        sidecar,
        JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')),
      )
      if (!parsed.success) {
        const issue = parsed.issues[0]
        throw new Error(`${name}.json: ${v.getDotPath(issue) ?? ''} ${issue.message}`)
      }
      return { name, raw: new Uint8Array(readFileSync(join(dir, file))), meta: parsed.output }
    })
}

/** The mail with the conversation's reply address in its `To:` (bytes elsewhere untouched). */
export function withReplyAddress(raw: Uint8Array, address: string): Uint8Array<ArrayBuffer> {
  const text = Buffer.from(raw).toString('latin1')
  if (text.split(replyToPlaceholder).length !== 2) {
    throw new Error(`a corpus mail must hold ${replyToPlaceholder} exactly once`)
  }
  return new Uint8Array(Buffer.from(text.replace(replyToPlaceholder, address), 'latin1'))
}

/**
 * A text as phrases are matched in it: case folded, every `>` dropped (the marks a client repeats
 * on each quoted line, which postal-mime leaves mid-line when it joins flowed quoted lines), and
 * every run of white space (nbsp and the ideographic space included) and every invisible joiner
 * removed, so a client's rewrapping, of its own lines or of quoted ones, or a line broken between
 * two CJK characters, changes nothing. Phrases hold no `>` of their own.
 */
export const forMatching = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[>\s\u200b-\u200d\u2060\ufeff\u00ad]+/gu, '')

/** Whether a phrase is visible in a text, by the rule above. */
export const shows = (text: string, phrase: string) =>
  forMatching(text).includes(forMatching(phrase))

/** What one stored answer did: the visitor's phrases lost, the history's phrases still shown. */
export type AnswerScore = { lost: string[]; historyShown: string[] }

export function scoreAnswer(meta: AnswerMeta, shown: string): AnswerScore {
  return {
    lost: meta.answer.filter((phrase) => !shows(shown, phrase)),
    historyShown: meta.history.filter((phrase) => shows(shown, phrase)),
  }
}

/** Mails with history whose history was cut (none of its phrases shown), out of all with history. */
export function historyCut(results: { meta: AnswerMeta; score: AnswerScore }[]) {
  const withHistory = results.filter(({ meta }) => meta.history.length > 0)
  const cut = withHistory.filter(({ score }) => score.historyShown.length === 0)
  return { cut: cut.length, of: withHistory.length, share: cut.length / withHistory.length }
}
