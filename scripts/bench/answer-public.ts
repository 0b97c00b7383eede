// The public corpora of two reply parsers (test/fixtures/public-answers, its README), for the
// bench's answers section: read by the worker's own reader as the email() handler calls it, with
// nothing known of their conversations, and by the two libraries on the same text (the plain
// part, or the HTML as the worker reads it), each scored by the manifest's one rule.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import EmailReplyParser from 'email-reply-parser'
import planer from 'planer'
import PostalMime from 'postal-mime'
import { knownText } from '../../src/server/conversation/answer-history/known-text.ts'
import {
  answerText,
  maxAnswerCharacters,
} from '../../src/server/conversation/answer-reading/answer-text.ts'
import { htmlToText } from '../../src/server/conversation/answer-reading/html-text.ts'
import { mailPrefix } from '../../src/server/conversation/answer-reading/mail-prefix.ts'
import { type PublicManifest, publicCorpusDir, scorePublic } from '../answer-corpus/public-score.ts'
import type { CorpusRow } from './answer-mail.ts'

/** A public fixture as a mail gives it: a text as the plain part, HTML alone, a mail parsed. */
async function publicMail(path: string) {
  const bytes = readFileSync(join(publicCorpusDir, path))
  if (path.endsWith('.txt')) return { text: bytes.toString('utf8') }
  if (path.endsWith('.html')) return { html: bytes.toString('utf8') }
  const prefix = mailPrefix(new Uint8Array(bytes))
  return PostalMime.parse(prefix.bytes)
}

/** The public corpora: the 86 answers with a history of the manifest, every reader by its rule. */
export async function scorePublicCorpora(): Promise<CorpusRow[]> {
  const manifest = JSON.parse(
    readFileSync(join(publicCorpusDir, 'manifest.json'), 'utf8'),
  ) as PublicManifest
  const context = {
    known: knownText([]),
    school: { names: ['lumen code academy'], addresses: ['@lumen.test'] },
  }
  type Mail = { text?: string; html?: string }
  const libraryText = (mail: Mail) =>
    mail.text?.trim() ? mail.text : htmlToText(mail.html ?? '', maxAnswerCharacters)
  const readers: [string, (mail: Mail) => string][] = [
    ['this worker (answer-text.ts, nothing known)', (mail) => answerText(mail, context).body],
    [
      'email-reply-parser 2.3 (Crisp)',
      (mail) => new EmailReplyParser().read(libraryText(mail)).getVisibleText(),
    ],
    ['planer 1.2 (talon’s rules)', (mail) => planer.extractFrom(libraryText(mail), 'text/plain')],
  ]
  const mails = await Promise.all(
    Object.entries(manifest.answers).map(async ([path, entry]) => ({
      entry,
      mail: await publicMail(path),
    })),
  )
  return readers.map(([reader, read]) => {
    const scores = mails.map(({ entry, mail }) => scorePublic(manifest, entry, read(mail)))
    const losing = scores.filter((score) => score.lost.length > 0)
    return {
      reader,
      cut: scores.filter((score) => score.cut).length,
      of: scores.length,
      mailsLosingWords: losing.length,
      phrasesLost: losing.reduce((sum, score) => sum + score.lost.length, 0),
    }
  })
}
