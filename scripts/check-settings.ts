// The deploy-time check of settings the worker cannot do without once a feature is on, run by
// `npm run check`: reads wrangler.toml as `wrangler deploy` will, and fails with the reason.
// (Settings put with `wrangler secret put` are not visible here; the worker reports those itself.)
// With --deploy (`npm run deploy`) it also refuses placeholder contact details, which `npm run
// check` only warns about, so local runs and CI keep working with the fictional ones.
import { unstable_readConfig } from 'wrangler'
import { linkOrigin } from '../src/server/settings/announcement.ts'
import {
  conversationSettingsProblem,
  minimumSecretLength,
} from '../src/server/settings/conversation.ts'
import { notifySettingsProblem } from '../src/server/settings/email.ts'
import { missingFacts } from '../src/server/settings/missing-facts.ts'
import { timeZoneProblem } from '../src/server/settings/time-zone.ts'
import { ceilingProblem } from '../src/server/unasked-mail/ceiling.ts'
import { schoolFacts } from '../src/shared/content/facts.ts'
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

/**
 * The conversation (SCHOOL_MAIL_FROM): its sender and binding are checked here; its signing
 * secret belongs in `wrangler secret put`, invisible here, so a secret in [vars] (committed with
 * the file) is refused and an absent one is a reminder.
 */
function conversationProblem(): string | undefined {
  const from = text('SCHOOL_MAIL_FROM')
  if (!from?.trim()) return undefined
  if (text('REPLY_TOKEN_SECRET') !== undefined) {
    return 'REPLY_TOKEN_SECRET is in [vars], committed with the file: remove it and run `wrangler secret put REPLY_TOKEN_SECRET`'
  }
  const unseen = 'x'.repeat(minimumSecretLength)
  const problem = conversationSettingsProblem({ mailer, from, secret: unseen })
  if (!problem) {
    console.warn(
      'Reminder: SCHOOL_MAIL_FROM turns on confirmations and replies; they go out only once `wrangler secret put REPLY_TOKEN_SECRET` has set the secret (openssl rand -hex 32).',
    )
  }
  return problem
}

/**
 * Waiting-list announcements (on with the conversation) link back to the site to unsubscribe: a
 * SITE_ORIGIN set wrong is refused; none at all only keeps them off, so it is a reminder.
 */
function announcementProblem(): string | undefined {
  if (!text('SCHOOL_MAIL_FROM')?.trim()) return undefined
  const siteOrigin = text('SITE_ORIGIN')
  const link = linkOrigin(siteOrigin)
  if (!('problem' in link)) return undefined
  if (siteOrigin?.trim()) return link.problem
  console.warn(`Reminder: waiting-list announcements stay off until ${link.problem}.`)
  return undefined
}

warnOfEmptyFacts()
checkPlaceholders(process.argv.includes('--deploy'))

// SETTINGS_CONFIG: another config file, for the tests of this check.
const config = unstable_readConfig({ config: process.env.SETTINGS_CONFIG ?? 'wrangler.toml' })
const vars = config.vars as Record<string, unknown>
const text = (name: string) => (typeof vars[name] === 'string' ? vars[name] : undefined)
const mailer = config.send_email.some(
  (binding: { name: string }) => binding.name === 'CONTACT_EMAIL',
)
const problem =
  notifySettingsProblem({
    mailer,
    to: text('CONTACT_NOTIFY_TO'),
    from: text('CONTACT_NOTIFY_FROM'),
  }) ??
  conversationProblem() ??
  announcementProblem() ??
  timeZoneProblem(text('INBOX_TIME_ZONE')) ??
  ceilingProblem(text('CONFIRMATION_MAILS_PER_HOUR'))
if (problem) {
  console.error(`wrangler.toml: ${problem}`)
  process.exit(1)
}
console.log('Settings in wrangler.toml: complete.')
