// The answers section of BENCHMARKS.md (`BENCH_ONLY=mail npm run bench`), put in place of the
// previous run's: the cost of adversarial answers at the size limit against ordinary ones, and
// the answer corpus read by the worker and by two kept libraries.
import type { AnswerMailBench, ShapeTiming } from './answer-mail.ts'
import { isolateParts } from './isolate-profile.ts'
import { median } from './median.ts'
import { writtenBy } from './written-by.ts'

export const answerMailHeading = '## Answers at the size limit, and the answer corpus'

/**
 * The target: the slowest mail (its median over the rounds) at most this long, read on
 * the site isolate's CPU time: what Cloudflare's CPU limit counts of a Worker (see the prose).
 */
const targetMs = 50
/** And the corpus: history cut in at least this share, no visitor's word lost. */
const targetCut = 0.95

function verdicts(bench: AnswerMailBench) {
  const reference = bench.shapes.find((shape) => shape.name === 'ordinary: plain prose')
  const slowest = bench.shapes.toSorted(
    (a, b) => median(b.isolateMs) - median(a.isolateMs),
  )[0] as ShapeTiming
  const slowestProcess = bench.shapes.toSorted(
    (a, b) => median(b.cpuMs) - median(a.cpuMs),
  )[0] as ShapeTiming
  const ours = bench.corpus[0]
  const costMet =
    median(slowest.isolateMs) <= targetMs && bench.shapes.every((shape) => shape.refused === 0)
  const corpusMet = !!ours && ours.cut >= ours.of * targetCut && ours.mailsLosingWords === 0
  return { reference, slowest, slowestProcess, ours, costMet, corpusMet }
}

export const answerMailMet = (bench: AnswerMailBench) => {
  const { costMet, corpusMet } = verdicts(bench)
  return costMet && corpusMet
}

export function answerMailSection(bench: AnswerMailBench): string {
  const { reference, slowest, slowestProcess, costMet, corpusMet } = verdicts(bench)
  const base = median(reference?.cpuMs ?? [1])
  const isolateBase = median(reference?.isolateMs ?? [1])
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
  const ms = (value: number) => value.toFixed(1)
  return [
    answerMailHeading,
    '',
    writtenBy('mail'),
    '',
    `Each mail is as large as the email() handler accepts (1 MiB, headers included) and goes to a conversation of its own, whose reply is the longest the inbox sends, through the built worker's email() handler in workerd (scripts/bench/answer-mail-worker.ts: the whole handler, parsing, reading, recognising the history, storing the answer, queuing the staff's notice and its first attempt, which the bench awaits). ${bench.rounds} rounds, every shape once a round, after a round that warms the isolate; each mail goes to two workerds in turn, the second with its site isolate profiled.`,
    '',
    `Two CPU figures, each a median over the rounds. "Process CPU ms": all of workerd, all its threads, read from /proc before and after the mail: the 1 MiB HTTP body into the bench's route, the site's isolate, the local D1's SQLite with its FTS triggers, the send_email stand-in. "Isolate CPU ms": the site's isolate alone (scripts/bench/isolate-profile.ts): the CPU time workerd's main thread spent on the mail (every isolate runs on it; /proc), times the share of that thread's busy samples that fell in the site's code when the same mail went to the second workerd, profiled by V8's sampling profiler (every 0.2 ms, over Miniflare's inspector): the worker's bundle, the runtime's D1 client and their native calls, its garbage collection. Not counted: the bench's own module (reading the posted body), the native calls that hand work to the rest of workerd and return (a D1 or send_email subrequest's fetch, a stream's next: V8 goes on sampling under them while the thread runs the local D1), whatever else the thread ran (the local D1's Durable Object and its SQLite, the HTTP server, the send_email stand-in), and V8's helper threads. Cloudflare's CPU limit counts a Worker's own CPU time: D1 runs elsewhere and a mail reaches email() without a bench route, so the target is read on the isolate's column. The process's stays beside it, the upper bound. On a shared machine both count the work, where the request's time also counts the wait for a core. The ratios are each shape's median against the ordinary plain-text mail's of the same size, in the same run.`,
    '',
    line([
      'mail',
      'bytes',
      'isolate CPU ms (median)',
      'isolate CPU ms (most)',
      'process CPU ms (median)',
      'process CPU ms (most)',
      'request ms (median)',
      '× ordinary plain text (isolate)',
      '× ordinary plain text (process)',
      'refused',
    ]),
    line(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...bench.shapes.map((shape) =>
      line([
        shape.name,
        shape.bytes.toLocaleString('en-GB'),
        ms(median(shape.isolateMs)),
        ms(Math.max(...shape.isolateMs)),
        ms(median(shape.cpuMs)),
        ms(Math.max(...shape.cpuMs)),
        ms(median(shape.ms)),
        (median(shape.isolateMs) / isolateBase).toFixed(2),
        (median(shape.cpuMs) / base).toFixed(2),
        shape.refused,
      ]),
    ),
    '',
    `Where the isolate's CPU time went (milliseconds, the mean of the rounds), by the first frame of JavaScript above each sample: parsing is postal-mime reading the mail's first lines (at most 256 KB, mail-prefix.ts) into parts and decoding them; reading and history are the worker's own passes (src/server/conversation: the cut, the HTML reader, the history's recognition); the D1 client is the runtime's JavaScript and native calls for each statement the answer and its notice send; the rest is the handler's other code (the reply address's signature, the outbox, the notice).`,
    '',
    line(['mail', 'isolate CPU ms (mean)', ...isolateParts]),
    line(['---', ...[0, ...isolateParts].map(() => '---:')]),
    ...[...new Set([bench.shapes[0], reference, slowest])]
      .filter((shape) => shape !== undefined)
      .map((shape) => {
        const rounds = shape.isolateMs.length || 1
        const mean = shape.isolateMs.reduce((sum, value) => sum + value, 0) / rounds
        return line([
          shape.name,
          ms(mean),
          ...isolateParts.map((part) => ms(shape.isolateParts[part] / rounds)),
        ])
      }),
    '',
    `Slowest in the isolate: "${slowest.name}", ${ms(median(slowest.isolateMs))} CPU ms (median), ${(median(slowest.isolateMs) / isolateBase).toFixed(2)}× the ordinary plain-text mail of the same size (${ms(isolateBase)} ms). Slowest for the whole process: "${slowestProcess.name}", ${ms(median(slowestProcess.cpuMs))} CPU ms (median), ${(median(slowestProcess.cpuMs) / base).toFixed(2)}× the ordinary plain-text mail (${ms(base)} ms). Target — the slowest mail at most ${targetMs} ms of the isolate's CPU, none refused: ${costMet ? 'met' : '**missed**'}.`,
    '',
    'The answer corpus (test/fixtures/answers, written blind to the parser: clients and languages no one here wrote the parser for). "History cut": none of the mail\'s history phrases visible in what staff read; "losing words": a phrase the visitor wrote not visible. The libraries get the mail\'s plain part, or its HTML read by the worker\'s own reader (quotes as "> " lines) when it has none; they know nothing of the conversation.',
    '',
    line(['reader', 'history cut', 'mails losing words', 'phrases lost']),
    line(['---', '---:', '---:', '---:']),
    ...bench.corpus.map((row) =>
      line([
        row.reader,
        `${row.cut} of ${row.of} (${((100 * row.cut) / row.of).toFixed(0)} %)`,
        row.mailsLosingWords,
        row.phrasesLost,
      ]),
    ),
    '',
    `Target — the history cut in at least ${targetCut * 100} % of the mails that have one, no word lost in any: ${corpusMet ? 'met' : '**missed**'}.`,
    '',
    'The public corpora of the two libraries (test/fixtures/public-answers: crisp\'s text fixtures, talon\'s mails and HTML replies, 86 with a quoted history), read by the worker\'s reader as the handler calls it with nothing known of the conversations, and by the libraries on the same text. "History cut": every line the visitor wrote shown, in order, and nothing else but lines the manifest calls neither; "losing words": a visitor\'s line not shown.',
    '',
    line(['reader', 'history cut', 'mails losing words', 'lines lost']),
    line(['---', '---:', '---:', '---:']),
    ...(bench.publicCorpora ?? []).map((row) =>
      line([row.reader, `${row.cut} of ${row.of}`, row.mailsLosingWords, row.phrasesLost]),
    ),
    '',
  ].join('\n')
}
