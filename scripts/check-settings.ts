// The deploy-time check of settings the worker cannot do without once a feature is on, run by
// `npm run check`: reads wrangler.toml as `wrangler deploy` will, and fails with the reason.
// (Settings put with `wrangler secret put` are not visible here; the worker reports those itself.)
// With --deploy (`npm run deploy`) it also refuses placeholder contact details, which `npm run
// check` only warns about, so local runs and CI keep working with the fictional ones.
import { unstable_readConfig } from 'wrangler'
import { notifySettingsProblem } from '../src/server/contact/notify.ts'
import { timeZoneProblem } from '../src/server/inbox/time-zone.ts'
import { missingFacts, schoolFacts } from '../src/shared/content/facts.ts'
import { site } from '../src/shared/site.ts'
import { placeholderProblems } from './placeholders.ts'

/** Placeholder contact details: refused before a deploy, a warning otherwise. */
function checkPlaceholders(deploying: boolean) {
  const problems = placeholderProblems(site, 'src/shared/site.ts')
  for (const problem of problems) console.error(`${deploying ? 'Refused' : 'Warning'}: ${problem}`)
  if (deploying && problems.length > 0) {
    console.error('Nothing was deployed: placeholder contact details would go live.')
    process.exit(1)
  }
}

/** The school's facts the accelerator page still leaves out: a reminder, never a reason to stop. */
function warnOfEmptyFacts() {
  const emptyFacts = missingFacts(schoolFacts)
  if (emptyFacts.length === 0) return
  console.warn(
    `Warning: school facts still empty in src/shared/content/facts.ts (shown nowhere until set):\n${emptyFacts.map((fact) => `  - ${fact}`).join('\n')}`,
  )
}

warnOfEmptyFacts()
checkPlaceholders(process.argv.includes('--deploy'))

const config = unstable_readConfig({ config: 'wrangler.toml' })
const vars = config.vars as Record<string, unknown>
const text = (name: string) => (typeof vars[name] === 'string' ? vars[name] : undefined)
const problem =
  notifySettingsProblem({
    mailer: config.send_email.some((binding: { name: string }) => binding.name === 'CONTACT_EMAIL'),
    to: text('CONTACT_NOTIFY_TO'),
    from: text('CONTACT_NOTIFY_FROM'),
  }) ?? timeZoneProblem(text('INBOX_TIME_ZONE'))
if (problem) {
  console.error(`wrangler.toml: ${problem}`)
  process.exit(1)
}
console.log('Settings in wrangler.toml: complete.')
