// The conversation-at-its-ceiling section of BENCHMARKS.md, and `BENCH_ONLY=conversation npm run
// bench`, which writes only it.
import { maxAnswers, maxAnswerText } from '../../src/server/conversation/answer-ceiling.ts'
import { digestMinutes, noticesOneByOne } from '../../src/server/conversation/answer-notices.ts'
import { type ConversationBench, measureConversation } from './conversation.ts'
import { writeSections } from './sections.ts'
import { writtenBy } from './written-by.ts'

/** The page's target: a conversation at its ceiling stays under this many bytes. */
export const pageTarget = 700_000
/** The export cell's: a spreadsheet cell's size at four bytes a character, far below D1's 2 MB. */
export const cellTarget = 4 * 32_767

const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`
const verdict = (met: boolean, target: string) =>
  met ? `met (${target})` : `**missed** (${target})`

export function conversationMet(bench: ConversationBench) {
  return bench.page.ceilingBytes <= pageTarget && bench.csv.cellBytes <= cellTarget
}

export function conversationSection(bench: ConversationBench): string {
  const { page, csv, notices } = bench
  const ms = (value: number) => value.toFixed(1)
  return [
    '## A conversation at its ceiling',
    '',
    `${writtenBy('conversation')} The built worker in workerd (Miniflare’s API): ${bench.sent} answers of 20,000 characters (half quote marks, which the page escapes as six bytes, half CJK, three bytes a character) handed one by one to its email() handler as Email Routing does, to one conversation; then its message page and its CSV export, each against an ordinary conversation (one short answer) on the same worker, in turn, ${bench.rounds} rounds after three to warm (medians).`,
    '',
    `A conversation keeps ${maxAnswers} answers and ${maxAnswerText.toLocaleString('en-GB')} characters of them: ${bench.kept} kept, ${bench.refused} refused. Notices to staff by email: ${notices.atOnce} at once (the first ${noticesOneByOne} after a reply) and ${notices.gathered} gathering the next ${bench.kept - notices.atOnce} for ${digestMinutes} minutes ("${bench.kept - notices.atOnce} more answers"), where every answer used to make one; the webhook the same. The refused answers reach no one but the page's count.`,
    '',
    '| measure | at the ceiling | ordinary | ratio | target |',
    '| --- | --- | --- | --- | --- |',
    `| message page, bytes | ${kb(page.ceilingBytes)} | ${kb(page.ordinaryBytes)} | ${(page.ceilingBytes / page.ordinaryBytes).toFixed(1)}× | ${verdict(page.ceilingBytes <= pageTarget, `≤ ${kb(pageTarget)}`)} |`,
    `| message page, ms | ${ms(page.ceilingMs)} | ${ms(page.ordinaryMs)} | ${(page.ceilingMs / page.ordinaryMs).toFixed(1)}× | (no target) |`,
    `| CSV export of the one message, ms | ${ms(csv.ceilingMs)} | ${ms(csv.ordinaryMs)} | ${(csv.ceilingMs / csv.ordinaryMs).toFixed(1)}× | (no target) |`,
    `| its conversation cell, bytes | ${kb(csv.cellBytes)} | | | ${verdict(csv.cellBytes <= cellTarget, `≤ ${kb(cellTarget)}, D1 refuses 2,000 kB`)} |`,
    '',
    'Before the ceiling every answer was kept and told: 40 such answers made a 3.6 MB message page (test/worker/conversation/answer/ceiling.test.ts, before its fix) and 40 mails to staff; the issue measured 40 answers of 20,000 CJK characters as a 2.4 MB cell, which D1 (refusing any string over 2,000,000 bytes) would fail in production.',
    '',
  ].join('\n')
}

/** Measures, writes the section, prints it; resolves whether its targets were met. */
export async function runConversationSection(log: (step: string) => void) {
  const bench = await measureConversation(log)
  const section = conversationSection(bench)
  writeSections(section)
  console.log(`\n${section}`)
  return conversationMet(bench)
}
