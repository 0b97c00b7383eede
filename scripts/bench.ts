// `npm run bench`: the production build's speed and size, measured in one run, written to
// BENCHMARKS.md. Not a test: nothing here fails on a timing. Needs Chromium (CHROME_PATH).
// The build runs in workerd through Miniflare's API (scripts/built-worker.ts), no Vite in the path.
// `BENCH_ONLY=delivery`, `inbox`, `conversation`, `announcement`, `mail`, `ceiling`, `content`, `calls`,
// `admissions` or `lighthouse` (npm run bench) runs only that section and replaces only its table
// in BENCHMARKS.md.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { routeList } from '../src/shared/routes.ts'
import { measureAdmissions } from './bench/admissions.ts'
import {
  admissionsMet,
  admissionsSection,
  runAdmissionsSection,
} from './bench/admissions-report.ts'
import { runAnnouncementSection } from './bench/announcement-run.ts'
import { measureAnswerMail } from './bench/answer-mail.ts'
import { answerMailMet, answerMailSection } from './bench/answer-mail-report.ts'
import { measureBytes } from './bench/bytes.ts'
import { callsMet, callsSection, measureCalls, runCallsSection } from './bench/calls.ts'
import { runCeilingSection } from './bench/ceiling-report.ts'
import {
  contentMet,
  measureContent,
  runContentSection,
  writeContentSection,
} from './bench/content.ts'
import { runConversationSection } from './bench/conversation-report.ts'
import { measureDelivery } from './bench/delivery.ts'
import { deliveryMet, deliverySection } from './bench/delivery-report.ts'
import { inboxReport, measureInbox } from './bench/inbox.ts'
import { measureLighthouse } from './bench/lighthouse.ts'
import { runLighthouseSection } from './bench/lighthouse-run.ts'
import { type BenchResults, report, targets } from './bench/report.ts'
import { writeSections } from './bench/sections.ts'
import { serveBuild } from './bench/serve-build.ts'
import { measureThroughput } from './bench/throughput.ts'
import { chromiumPath, launchChromium } from './chromium.ts'
import { sendContactMessages } from './contact-load.ts'

const step = (name: string) => console.log(`… ${name}`)

// BENCH_ONLY=conversation: a conversation at its ceiling, that section alone.
if (process.env.BENCH_ONLY === 'conversation') {
  const met = await runConversationSection(step)
  console.log(met ? 'Targets met.' : 'Targets missed (see BENCHMARKS.md)')
  process.exit(met ? 0 : 1)
}

// BENCH_ONLY=inbox: the inbox's section alone, the rest of BENCHMARKS.md left as it is.
if (process.env.BENCH_ONLY === 'inbox') {
  const section = inboxReport(await measureInbox(step))
  writeSections(section)
  console.log(`\n${section}`)
  process.exit(0)
}

// BENCH_ONLY=mail: answers at the size limit and the answer corpus, alone.
if (process.env.BENCH_ONLY === 'mail') {
  const bench = await measureAnswerMail(step)
  const section = answerMailSection(bench)
  writeSections(section)
  console.log(`\n${section}`)
  console.log(answerMailMet(bench) ? 'Targets met.' : 'Target missed (see BENCHMARKS.md)')
  process.exit(0)
}

const routes = routeList.map(({ path }) => path)
const settings = { amount: Number(process.env.BENCH_AMOUNT ?? 4000), rounds: 3 }
const contactMessages = Number(process.env.BENCH_MESSAGES ?? 3000)
const only = process.env.BENCH_ONLY

/** The notifications section, on a worker and database of its own. */
async function deliverySectionOfThisRun() {
  step(`${contactMessages} contact messages delivered by email and webhook, with retries`)
  const delivery = await measureDelivery(contactMessages)
  return { section: deliverySection(delivery), met: deliveryMet(delivery) }
}

if (only === 'delivery') {
  const { section, met } = await deliverySectionOfThisRun()
  writeSections(section)
  console.log(`\n${section}`)
  console.log(met ? 'Target met.' : 'Target missed (see BENCHMARKS.md)')
  process.exit(0)
}
if (only === 'announcement') await runAnnouncementSection()
if (only === 'ceiling') await runCeilingSection()
if (only === 'lighthouse') await runLighthouseSection()
if (only === 'content') await runContentSection()
if (only === 'calls') await runCallsSection()
if (only === 'admissions') await runAdmissionsSection()
if (only) {
  throw new Error(
    `BENCH_ONLY=${only}: only delivery, inbox, conversation, announcement, mail, ceiling, content, calls, admissions, lighthouse run alone`,
  )
}

if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}: apt-get install chromium, or set CHROME_PATH`,
  )
}
const stateDir = mkdtempSync(join(tmpdir(), 'lumen-bench-'))
const { baseURL, stop } = await serveBuild(stateDir)

try {
  step('bytes per route (Chromium)')
  const browser = await launchChromium()
  const bytes = await measureBytes(browser, baseURL, routes)
  await browser.close()

  step('throughput, each page against /favicon.svg')
  const throughput = await measureThroughput({
    baseURL,
    routes,
    asset: '/favicon.svg',
    ...settings,
  })

  step('Lighthouse')
  const lighthouse = await measureLighthouse(baseURL, routes)

  step(`${contactMessages} contact messages at 20 connections`)
  const load = await sendContactMessages({
    baseURL,
    count: contactMessages,
    concurrency: 20,
    stateDir,
  })
  const count = (match: (status: number) => boolean) =>
    Object.entries(load.statuses)
      .filter(([status]) => match(Number(status)))
      .reduce((sum, [, n]) => sum + n, 0)
  const contact = {
    sent: load.sent,
    accepted: count((status) => status >= 200 && status < 300),
    limited: count((status) => status === 429),
    serverErrors: count((status) => status >= 500 || status === 0),
    stored: load.stored,
  }

  const delivery = await deliverySectionOfThisRun()

  const results: BenchResults = { bytes, throughput, lighthouse, contact }
  const markdown = `${report(results, settings)}\n${delivery.section}`
  writeSections(markdown)
  console.log(`\n${markdown}`)
  const inboxSection = inboxReport(await measureInbox(step))
  writeSections(inboxSection)
  console.log(inboxSection)
  const conversation = await runConversationSection(step)
  const mail = await measureAnswerMail(step)
  writeSections(answerMailSection(mail))
  const content = await measureContent(step)
  writeContentSection(content)
  step('200 applicants picking 10 call slots at once')
  const calls = await measureCalls(200, 10)
  writeSections(callsSection(calls))
  const admissions = await measureAdmissions(step)
  writeSections(admissionsSection(admissions))
  const missed = [
    ...targets(results),
    ['delivery', delivery.met] as const,
    ['conversation', conversation] as const,
    ['answers', answerMailMet(mail)] as const,
    ['content', contentMet(content)] as const,
    ['calls', callsMet(calls)] as const,
    ['admissions', admissionsMet(admissions)] as const,
  ].filter(([, met]) => !met)
  console.log(
    missed.length ? `Targets missed: ${missed.length} (see BENCHMARKS.md)` : 'All targets met.',
  )
} finally {
  await stop()
  rmSync(stateDir, { recursive: true, force: true })
}
