// `BENCH_ONLY=announcement npm run bench`: the announcement section alone, written into
// BENCHMARKS.md in place of its previous run's; the rest of the file is left as it is.
import { measureAnnouncement } from './announcement.ts'
import { announcementMet, announcementSection } from './announcement-report.ts'
import { writeSections } from './sections.ts'

export async function runAnnouncementSection(): Promise<never> {
  const addresses = Number(process.env.BENCH_ADDRESSES ?? 5000)
  const messages = Number(process.env.BENCH_MESSAGES ?? 1000)
  console.log(`… an announcement to ${addresses} addresses, with the contact form under load`)
  const row = await measureAnnouncement(addresses, messages)
  const section = announcementSection(row)
  writeSections(section)
  console.log(`\n${section}`)
  console.log(announcementMet(row) ? 'Target met.' : 'Target missed (see BENCHMARKS.md)')
  process.exit(announcementMet(row) ? 0 : 1)
}
