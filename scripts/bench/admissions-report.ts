// The admissions section of BENCHMARKS.md, and `BENCH_ONLY=admissions npm run bench` itself.
import { cpus } from 'node:os'
import { type AdmissionsBench, measureAdmissions } from './admissions.ts'
import { applyTargetMs } from './admissions-burst.ts'
import { writeSections } from './sections.ts'
import { writtenBy } from './written-by.ts'

/**
 * The room's view within this many times the message list's, in the same run. Not 1×: the two
 * pages render different things (the room its eight stage counts and a cohort's switcher, the
 * list its four tabs and topics), and on this shared machine one request's median moves by about
 * a tenth from run to run (the inbox's own 1,000-message figures lie between 0.9× and 1.1× of
 * the same request). A quarter more is what the site's other same-run ratios allow (a page's p99
 * against the static file's), and still below what a person could tell apart at these times.
 */
export const roomTolerance = 1.25

const ratio = (row: AdmissionsBench['timings'][number]) => row.ratio

export const admissionsMet = (bench: AdmissionsBench) =>
  bench.timings.every((row) => ratio(row) <= roomTolerance) &&
  bench.burst.during <= applyTargetMs &&
  bench.burst.stored === bench.burst.rounds &&
  bench.race.received === 1 &&
  bench.race.stored === 1 &&
  bench.race.duplicate === bench.race.sent - 1 &&
  bench.race.serverErrors === 0

export function admissionsSection(bench: AdmissionsBench): string {
  const { seeded, timings, burst, race } = bench
  const ms = (value: number) => value.toFixed(1)
  const n = (value: number) => value.toLocaleString('en')
  const verdict = (met: boolean) => (met ? 'met' : '**missed**')
  const answered = Object.entries(burst.statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ')
  return [
    `## Applications at ${n(seeded.applications)} beside messages at ${n(seeded.messages)}`,
    '',
    `${writtenBy('admissions')} The built worker in workerd (Miniflare’s API), one local D1 seeded through Miniflare’s API with ${n(seeded.applications)} applications and ${n(seeded.messages)} messages (the inbox section’s: 80 % New, one in ten with an answer, one in 25 with a note). The applications are spread over four published cohorts and two past ones, ${n(seeded.defaultCohort)} of them in the cohort the room opens on; in stages that fit each cohort’s age (past ones mostly enrolled, declined or withdrawn; the next mostly applied, with calls booked and held, technical checks and offers; later ones applied); with ${n(seeded.moves)} moves, ${n(seeded.entries)} messages from the school, ${n(seeded.answers)} answers and ${n(seeded.notes)} notes, every application in the room’s search index. Signed in with a local Access key, each request as the next of 200 staff members. Each view of the room and its equivalent in the message list are requested back to back (which goes first alternating), ${bench.rounds} rounds after three to warm, each read to its end: the times are medians, the ratio the median of the rounds’ own ratios, since on a shared machine a pair sees one moment’s load and two medians taken apart may not. The machine’s load average (1 minute, ${cpus().length} cores) was ${bench.load.map((value) => value.toFixed(1)).join(' as the rounds began, ')} as they ended: the times are the machine’s, the ratios the pages’. The board shows up to 20 applications in each of eight stages (160, from eight statements each bounded by the index on cohort and stage), the list 50 messages.`,
    '',
    `Target: each view of the room within ${roomTolerance}× the message list’s, in the same run. Not 1×: the pages render different things (the room eight stage counts and the cohorts, the list four tabs and the topics), and a median here moves by about a tenth from run to run, so a quarter more is the band a person could not tell apart at these times, the same the site’s other same-run ratios allow.`,
    '',
    '| view | room (ms) | message list (ms) | room / list (median of the rounds) | target |',
    '| --- | --- | --- | --- | --- |',
    ...timings.map(
      (row) =>
        `| ${row.name} | ${ms(row.roomMs)} | ${ms(row.listMs)} | ${ratio(row).toFixed(3)}× | ${verdict(ratio(row) <= roomTolerance)} (≤ ${roomTolerance}×) |`,
    ),
    '',
    '### A visitor’s application during 200 staff searches',
    '',
    `${burst.searches} searches sent at once by one staff member who had not searched yet (a new member each round), as the contact form’s burst is sent (“A burst of searches by one staff member”): every other one the room’s (\`/inbox/applications?q=a\`, \`e\`, \`i\`…, in the cohort it opens on), the rest the message list’s (\`/inbox?state=all&q=a\`…), one-letter prefixes, the costliest a search can be. A visitor’s application sent 10 ms later (JSON to \`/api/applications\`, as the /apply island sends it, from the site’s origin and an address of its own, no Turnstile locally; its confirmation mail queued and sent through the local \`send_email\` binding), timed to its answer; the same application alone just before. ${burst.rounds} rounds, medians. Answers to the searches over all rounds: ${answered} (the per-member limit is 20 searches every 10 seconds; docs/decisions.md, “Searches are limited per staff member”). The bound is the contact form’s during such a burst: ${(applyTargetMs / 1000).toFixed(1)} s. A contact post is sent with the application into each burst, and alone beside it: what the form the bound belongs to takes on the machine in the same moments.`,
    '',
    '| post | ms (median) |',
    '| --- | --- |',
    `| the application alone | ${burst.alone.toFixed(0)} |`,
    `| the application during the searches (slowest of the rounds) | ${burst.during.toFixed(0)} (${burst.slowestDuring.toFixed(0)}) |`,
    `| (the whole burst, wall) | ${burst.burst.toFixed(0)} |`,
    `| a contact post alone / sent with it into the same bursts | ${burst.contactAlone.toFixed(0)} / ${burst.contactDuring.toFixed(0)} |`,
    '',
    `Target: the application answered within ${(applyTargetMs / 1000).toFixed(1)} s during the searches, and stored: ${verdict(burst.during <= applyTargetMs && burst.stored === burst.rounds)} (${(burst.during / 1000).toFixed(2)} s; ${burst.answered201} of ${burst.rounds} answered 201 “received”, ${burst.stored} of ${burst.rounds} stored with their confirmation mail queued).`,
    '',
    '### 50 applications at once from one mailbox to one cohort',
    '',
    `${race.sent} applications posted at once to one cohort, every other one spelt \`Race+<n>@Example.net\`, the rest \`race@example.net\` (one mailbox), each from an address of its own: the UNIQUE index on cohort and mailbox decides in the INSERT itself (test/worker/apply/concurrency.test.ts).`,
    '',
    '| sent | received (201) | told it is the same application (200) | 5xx or dropped | other | stored |',
    '| --- | --- | --- | --- | --- | --- |',
    `| ${race.sent} | ${race.received} | ${race.duplicate} | ${race.serverErrors} | ${race.other} | ${race.stored} |`,
    '',
    `Target — one application, every other post told so, no 5xx: ${verdict(race.received === 1 && race.stored === 1 && race.duplicate === race.sent - 1 && race.serverErrors === 0)}.`,
    '',
  ].join('\n')
}

export async function runAdmissionsSection(): Promise<never> {
  const bench = await measureAdmissions((step) => console.log(`… ${step}`))
  const section = admissionsSection(bench)
  writeSections(section)
  console.log(`\n${section}`)
  const met = admissionsMet(bench)
  console.log(met ? 'Targets met.' : 'Targets missed (see BENCHMARKS.md)')
  process.exit(met ? 0 : 1)
}
