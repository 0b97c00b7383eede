// The deploy-time check of settings the worker cannot do without once a feature is on, run by
// `npm run check`: reads wrangler.toml as `wrangler deploy` will, and fails with the reason.
// (Settings put with `wrangler secret put` are not visible here; the worker reports those itself.)
import { unstable_readConfig } from 'wrangler'
import { notifySettingsProblem } from '../src/server/contact/notify.ts'
import { timeZoneProblem } from '../src/server/inbox/time-zone.ts'

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
