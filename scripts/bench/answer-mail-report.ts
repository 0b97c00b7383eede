// The answers section of BENCHMARKS.md (`BENCH_ONLY=mail npm run bench`), put in place of the
// previous run's: the cost of adversarial answers at the size limit against ordinary ones, and
// the answer corpus read by the worker and by two kept libraries.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import type { AnswerMailBench, ShapeTiming } from './answer-mail.ts'

export const answerMailHeading = '## Answers at the size limit, and the answer corpus'

/** The target: the slowest mail (its median over the rounds) at most this long. */
const targetMs = 50
/** And the corpus: history cut in at least this share, no visitor's word lost. */
const targetCut = 0.95

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

function verdicts(bench: AnswerMailBench) {
  const reference = bench.shapes.find((shape) => shape.name === 'ordinary: plain prose')
  const slowest = bench.shapes.toSorted(
    (a, b) => median(b.cpuMs) - median(a.cpuMs),
  )[0] as ShapeTiming
  const ours = bench.corpus[0]
  const costMet =
    median(slowest.cpuMs) <= targetMs && bench.shapes.every((shape) => shape.refused === 0)
  const corpusMet = !!ours && ours.cut >= ours.of * targetCut && ours.mailsLosingWords === 0
  return { reference, slowest, ours, costMet, corpusMet }
}

export const answerMailMet = (bench: AnswerMailBench) => {
  const { costMet, corpusMet } = verdicts(bench)
  return costMet && corpusMet
}

export function answerMailSection(bench: AnswerMailBench): string {
  const { reference, slowest, costMet, corpusMet } = verdicts(bench)
  const base = median(reference?.cpuMs ?? [1])
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
  const ms = (value: number) => value.toFixed(1)
  return [
    answerMailHeading,
    '',
    `Each mail is as large as the email() handler accepts (1 MiB, headers included) and goes to a conversation of its own, whose reply is the longest the inbox sends, through the built worker's email() handler in workerd (scripts/bench/answer-mail-worker.ts: the whole handler, parsing, reading, recognising the history, storing the answer and queuing its notice; the handler runs in workerd). ${bench.rounds} rounds, every shape once a round, after a round that warms the isolate. "CPU ms": the CPU time workerd spent on the mail, all its threads (its D1 included), read from /proc before and after: on a shared machine it counts the work, where the request's time also counts the wait for a core. The ratio is each shape's median CPU time against the ordinary plain-text mail's of the same size, in the same run.`,
    '',
    line([
      'mail',
      'bytes',
      'CPU ms (median)',
      'CPU ms (most)',
      'request ms (median)',
      '× ordinary plain text',
      'refused',
    ]),
    line(['---', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...bench.shapes.map((shape) =>
      line([
        shape.name,
        shape.bytes.toLocaleString('en-GB'),
        ms(median(shape.cpuMs)),
        ms(Math.max(...shape.cpuMs)),
        ms(median(shape.ms)),
        (median(shape.cpuMs) / base).toFixed(2),
        shape.refused,
      ]),
    ),
    '',
    `Slowest: "${slowest.name}", ${ms(median(slowest.cpuMs))} CPU ms (median), ${(median(slowest.cpuMs) / base).toFixed(2)}× the ordinary plain-text mail of the same size (${ms(base)} ms). Target — the slowest mail at most ${targetMs} ms of CPU, none refused: ${costMet ? 'met' : '**missed**'}.`,
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
  ].join('\n')
}

/** BENCHMARKS.md with this section in place of its previous run's (or added at the end). */
export function writeAnswerMailSection(section: string, file = 'BENCHMARKS.md') {
  const markdown = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n'
  const start = markdown.indexOf(answerMailHeading)
  const next = start === -1 ? -1 : markdown.indexOf('\n## ', start + answerMailHeading.length)
  const updated =
    start === -1
      ? `${markdown.trimEnd()}\n\n${section}`
      : markdown.slice(0, start) + section + (next === -1 ? '' : markdown.slice(next + 1))
  writeFileSync(file, updated)
}
