import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  defaultRetentionDays,
  defaultSpamRetentionDays,
} from '../../src/server/contact/retention.ts'
import { defaultRetryBaseSeconds } from '../../src/server/outbox/backoff.ts'
import { defaultTimeZone } from '../../src/server/settings/time-zone.ts'
import { defaultCeiling } from '../../src/server/unasked-mail/ceiling.ts'

// docs/settings.md's table of every setting is what whoever deploys the site reads before
// wrangler.toml: it must name each binding wrangler.toml declares and each setting the worker's
// types let it read (src/server/settings/env.ts), no more, and state the defaults the code falls back to.

type Row = { names: string[]; kind: string; unset: string; turnsOn: string }

function settingsTable(): Row[] {
  const doc = readFileSync('docs/settings.md', 'utf8')
  const section = doc.slice(
    doc.indexOf('## Every setting'),
    doc.indexOf('\n## ', doc.indexOf('## Every setting') + 1),
  )
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [first = '', kind = '', unset = '', turnsOn = ''] = line.split(' | ')
      return {
        names: [...first.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''),
        kind,
        unset,
        turnsOn,
      }
    })
}

/** The settings the worker's types let it read when present (`OptionalBindings`). */
function optionalSettings(): string[] {
  const source = readFileSync('src/server/settings/env.ts', 'utf8')
  const body = source.slice(source.indexOf('export type OptionalBindings'), source.indexOf('\n}\n'))
  return [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]*)\?:/gm)].map((match) => match[1] ?? '')
}

/** What wrangler.toml gives the worker: its bindings' names, its [vars], its cron trigger. */
function wranglerNames(): string[] {
  const toml = readFileSync('wrangler.toml', 'utf8')
  const bindings = [...toml.matchAll(/^(?:binding|name) = "([A-Z][A-Z0-9_]*)"/gm)].map(
    (match) => match[1] ?? '',
  )
  // The [vars] table, up to the next table (none today: every var is optional, in env.ts).
  const varsTable = toml.split(/\n(?=\[)/).find((table) => table.startsWith('[vars]')) ?? ''
  const vars = [...varsTable.matchAll(/^([A-Z][A-Z0-9_]*) =/gm)].map((match) => match[1] ?? '')
  const crons = /^\[triggers\]\s*\ncrons = /m.test(toml) ? ['[triggers] crons'] : []
  return [...bindings, ...vars, ...crons]
}

function row(name: string): Row {
  const found = settingsTable().find((each) => each.names.includes(name))
  if (!found) throw new Error(`docs/settings.md has no row for ${name}`)
  return found
}

describe("docs/settings.md's table of every setting", () => {
  it('names every binding and setting the worker reads, each once, and nothing else', () => {
    const named = settingsTable().flatMap((each) => each.names)
    const read = [...wranglerNames(), ...optionalSettings()]
    expect(read.length).toBeGreaterThan(20)
    expect([...named].sort()).toEqual([...new Set(read)].sort())
    expect(new Set(named).size).toBe(named.length)
  })

  it('states the defaults the code falls back to when a setting is unset', () => {
    expect(row('NOTIFY_RETRY_BASE_SECONDS').unset).toBe(String(defaultRetryBaseSeconds))
    expect(row('RETENTION_DAYS').unset).toBe(String(defaultRetentionDays))
    expect(row('SPAM_RETENTION_DAYS').unset).toBe(String(defaultSpamRetentionDays))
    expect(row('CONFIRMATION_MAILS_PER_HOUR').unset).toBe(String(defaultCeiling))
    expect(row('INBOX_TIME_ZONE').unset).toBe(defaultTimeZone)
  })

  it('states each rate limit wrangler.toml sets, and calls a secret what is never committed', () => {
    const toml = readFileSync('wrangler.toml', 'utf8')
    const limit = (name: string) => {
      const block = toml.slice(toml.indexOf(`name = "${name}"`))
      const [, count, period] = /simple = \{ limit = (\d+), period = (\d+) \}/.exec(block) ?? []
      return { count: Number(count), period: Number(period) }
    }
    const search = limit('INBOX_SEARCH_RATE_LIMITER')
    expect(row('INBOX_SEARCH_RATE_LIMITER').turnsOn).toContain(
      `${search.count} searches every ${search.period} seconds`,
    )
    for (const form of ['CONTACT_RATE_LIMITER', 'WAITLIST_RATE_LIMITER']) {
      expect(limit(form)).toEqual({ count: 5, period: 60 })
    }
    expect(row('CONTACT_RATE_LIMITER').turnsOn).toContain('5 posts a minute per visitor')
    for (const secret of ['TURNSTILE_SECRET', 'CONTACT_WEBHOOK_SECRET', 'REPLY_TOKEN_SECRET']) {
      expect(row(secret).kind).toBe('secret')
      expect(wranglerNames()).not.toContain(secret)
    }
  })
})
