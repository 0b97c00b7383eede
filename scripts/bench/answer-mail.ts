// `BENCH_ONLY=mail`: what one answer costs the worker at the size limit, and how well answers are
// read. Every adversarial shape of mail-shapes.ts, as large as the email() handler accepts, goes
// through the built worker's email() handler (answer-mail-worker.ts) a few rounds, interleaved
// with ordinary mails of the same size, so a busy machine weighs on both alike: the figure that
// counts is the slowest shape's median, and its ratio to the ordinary plain-text mail's. Then
// the answer corpus (test/fixtures/answers) through the worker, and through two kept libraries
// that do only this job (email-reply-parser, planer) on the same text, scored by one rule; and
// the public corpora of those libraries (answer-public.ts).
import EmailReplyParser from 'email-reply-parser'
import planer from 'planer'
import PostalMime from 'postal-mime'
import { maxAnswerCharacters } from '../../src/server/conversation/answer-reading/answer-text.ts'
import { htmlToText } from '../../src/server/conversation/answer-reading/html-text.ts'
import {
  type AnswerMail,
  historyCut,
  loadAnswerCorpus,
  scoreAnswer,
  withReplyAddress,
} from '../answer-corpus/corpus.ts'
import { type AnswerWorker, startAnswerWorker } from './answer-mail-worker.ts'
import { scorePublicCorpora } from './answer-public.ts'
import { type IsolatePart, isolateParts } from './isolate-profile.ts'
import { knownShapes, type MailShape, mailShapes, ordinaryShapes, prose } from './mail-shapes.ts'

/**
 * One shape's deliveries: the request's time and the CPU time all of workerd spent on it; and
 * the site isolate's CPU time: the main thread's, apportioned by the profile of the same mail
 * delivered again to a second workerd whose site isolate is profiled.
 */
export type ShapeTiming = {
  name: string
  bytes: number
  ms: number[]
  cpuMs: number[]
  isolateMs: number[]
  /** The isolate's milliseconds by part, summed over the rounds. */
  isolateParts: Record<IsolatePart, number>
  refused: number
}
export type CorpusRow = {
  reader: string
  cut: number
  of: number
  mailsLosingWords: number
  phrasesLost: number
}
export type AnswerMailBench = {
  rounds: number
  shapes: ShapeTiming[]
  corpus: CorpusRow[]
  publicCorpora: CorpusRow[]
}

/** The longest reply the inbox sends, which the known shapes play against. */
const reply = prose.repeat(30).slice(0, 4000)

function rawOf(shape: MailShape, to: string, index: number) {
  const headers = {
    From: 'Visitor <visitor@example.com>',
    To: to,
    Subject: 'Re: Your message to Lumen Code Academy',
    'Message-ID': `<bench-${index}@example.com>`,
    'MIME-Version': '1.0',
    ...shape.headers,
  }
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')
  return new TextEncoder().encode(`${head}\r\n\r\n${shape.body}`) as Uint8Array<ArrayBuffer>
}

async function timeShapes(answers: AnswerWorker, profiled: AnswerWorker, rounds: number) {
  // The handler's limit (receive-answer.ts, maxAnswerBytes: 1 MiB; importing it would load the
  // whole worker), less room for the headers above. A refused mail is counted in the report.
  const size = 1024 * 1024 - 1024
  const small: MailShape = {
    name: 'ordinary: a short answer (1 KB)',
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    body: prose.repeat(7),
  }
  const shapes = [small, ...ordinaryShapes(size), ...mailShapes(size), ...knownShapes(size, reply)]
  const timings: ShapeTiming[] = shapes.map((shape) => ({
    name: shape.name,
    bytes: 0,
    ms: [],
    cpuMs: [],
    isolateMs: [],
    isolateParts: Object.fromEntries(isolateParts.map((part) => [part, 0])) as Record<
      IsolatePart,
      number
    >,
    refused: 0,
  }))
  let index = 0
  for (let round = -1; round < rounds; round += 1) {
    for (const [at, shape] of shapes.entries()) {
      const to = await answers.seed({ email: 'visitor@example.com', message: prose, reply })
      index += 1
      const raw = rawOf(shape, to.replyTo, index)
      const cpuBefore = answers.cpuMs()
      if (process.env.BENCH_MAIL_TRACE) console.log(`  ${shape.name}`)
      const { ms, refused, mainCpuMs } = await answers.deliver(
        raw,
        'visitor@example.com',
        to.replyTo,
      )
      const cpuMs = answers.cpuMs() - cpuBefore
      // The same mail again, to the profiled workerd: its profile says which share of the main
      // thread's work was the site's handler; the CPU time that share is taken of is the
      // unprofiled one's above, so the profiler's own cost stays out of both figures.
      const again = await profiled.seed({ email: 'visitor@example.com', message: prose, reply })
      const { handlerShare, partShares } = await profiled.deliver(
        rawOf(shape, again.replyTo, index),
        'visitor@example.com',
        again.replyTo,
      )
      const isolateMs = handlerShare * mainCpuMs
      const timing = timings[at] as ShapeTiming
      // Round -1 warms the isolate (the first mail compiles the handler): not counted.
      if (round < 0) continue
      timing.bytes = raw.byteLength
      timing.ms.push(ms)
      timing.cpuMs.push(cpuMs)
      timing.isolateMs.push(isolateMs)
      for (const part of isolateParts) {
        timing.isolateParts[part] += (partShares?.[part] ?? 0) * mainCpuMs
      }
      timing.refused += refused.length
    }
  }
  return timings
}

/** The text a library is given: the plain part, or the HTML read as the worker reads it. */
async function libraryInput(mail: AnswerMail) {
  const email = await PostalMime.parse(mail.raw)
  return email.text?.trim() ? email.text : htmlToText(email.html ?? '', maxAnswerCharacters)
}

async function scoreCorpus(answers: AnswerWorker): Promise<CorpusRow[]> {
  const corpus = loadAnswerCorpus()
  const readers: [string, (mail: AnswerMail) => Promise<string>][] = [
    [
      'this worker (email() handler, stored answer)',
      async (mail) => {
        const to = await answers.seed(mail.meta.conversation)
        const from = mail.meta.conversation.email
        await answers.deliver(withReplyAddress(mail.raw, to.replyTo), from, to.replyTo)
        return answers.shown(to.id)
      },
    ],
    [
      'email-reply-parser 2.3 (Crisp)',
      async (mail) => new EmailReplyParser().read(await libraryInput(mail)).getVisibleText(),
    ],
    [
      'planer 1.2 (talon’s rules)',
      async (mail) => planer.extractFrom(await libraryInput(mail), 'text/plain'),
    ],
  ]
  const rows: CorpusRow[] = []
  for (const [reader, read] of readers) {
    const results = []
    for (const mail of corpus) {
      results.push({ meta: mail.meta, score: scoreAnswer(mail.meta, await read(mail)) })
    }
    const losing = results.filter(({ score }) => score.lost.length > 0)
    const { cut, of } = historyCut(results)
    rows.push({
      reader,
      cut,
      of,
      mailsLosingWords: losing.length,
      phrasesLost: losing.reduce((sum, { score }) => sum + score.lost.length, 0),
    })
  }
  return rows
}

export async function measureAnswerMail(step: (what: string) => void): Promise<AnswerMailBench> {
  const rounds = Number(process.env.BENCH_MAIL_ROUNDS ?? 5)
  const answers = await startAnswerWorker()
  const profiled = await startAnswerWorker({ profiled: true })
  try {
    step(`answers at the size limit: every shape ${rounds} times, through email(), in two workerds`)
    const shapes = await timeShapes(answers, profiled, rounds)
    step('the answer corpus through the worker and two libraries')
    const corpus = await scoreCorpus(answers)
    step('the public corpora of two reply parsers through the reader and both libraries')
    const publicCorpora = await scorePublicCorpora()
    return { rounds, shapes, corpus, publicCorpora }
  } finally {
    profiled.isolate?.close()
    await Promise.all([answers.worker.dispose(), profiled.worker.dispose()])
  }
}
