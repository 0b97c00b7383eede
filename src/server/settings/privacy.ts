import type { PrivacySettings } from '../../shared/content/privacy'
import { applicationRetentionDays } from '../applications/retention'
import { defaultRetentionDays, defaultSpamRetentionDays, retentionDays } from '../contact/retention'
import { conversationSettings } from './conversation'
import { emailSettings } from './email'
import type { OptionalBindings } from './env'

/**
 * What the privacy notice says about retention and processors, read from the settings the worker
 * runs with, parsed as the scheduled job parses them (contact/retention.ts): the notice cannot
 * promise a deletion the job does not do. 0 or an unreadable value deletes nothing; spam goes at
 * whichever limit comes first.
 */
export function privacySettings(env: OptionalBindings): PrivacySettings {
  const kept = retentionDays('RETENTION_DAYS', env.RETENTION_DAYS, defaultRetentionDays)
  const spam = retentionDays(
    'SPAM_RETENTION_DAYS',
    env.SPAM_RETENTION_DAYS,
    defaultSpamRetentionDays,
  )
  const retention = kept ? kept : null
  return {
    retentionDays: retention,
    spamRetentionDays: retention && spam ? Math.min(spam, retention) : null,
    applicationRetentionDays: applicationRetentionDays(env.APPLICATION_RETENTION_DAYS),
    email: emailSettings(env).state !== 'off',
    webhook: Boolean(env.CONTACT_WEBHOOK_URL?.trim()),
    turnstile: Boolean(env.TURNSTILE_SITE_KEY?.trim()),
    conversation: conversationSettings(env).state === 'ready',
  }
}

/** The settings the notice reads, for the page cache's variant: a change re-renders it. */
export const privacySettingNames = [
  'RETENTION_DAYS',
  'SPAM_RETENTION_DAYS',
  'APPLICATION_RETENTION_DAYS',
  'CONTACT_NOTIFY_TO',
  'CONTACT_WEBHOOK_URL',
  'SCHOOL_MAIL_FROM',
] as const
