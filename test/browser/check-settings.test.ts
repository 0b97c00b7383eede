import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startBuiltWorker } from '../../scripts/built-worker.ts'

/** Runs the settings check as npm runs it, on the Node running the tests. */
const checkSettings = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/check-settings.ts', ...args], { encoding: 'utf8' })

/** The check run on a config of the test's own (SETTINGS_CONFIG), with these extra lines. */
function checkConfig(toml: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'lumen-settings-')), 'wrangler.toml')
  writeFileSync(file, `name = "settings-test"\ncompatibility_date = "2026-01-01"\n${toml}`)
  return spawnSync(process.execPath, ['scripts/check-settings.ts'], {
    encoding: 'utf8',
    env: { ...process.env, SETTINGS_CONFIG: file },
  })
}

const binding = '[[send_email]]\nname = "CONTACT_EMAIL"\n'

describe('scripts/check-settings.ts', () => {
  it('refuses a deploy while the footer’s phone number is the placeholder, naming site.ts', () => {
    const run = checkSettings('--deploy')
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('phone is a placeholder')
    expect(run.stderr).toContain('src/shared/site.ts')
  })

  it('only warns outside a deploy, so `npm run check` keeps passing', () => {
    const run = checkSettings()
    expect(run.status).toBe(0)
    expect(run.stderr).toContain('Warning: phone is a placeholder')
  })

  it('refuses SCHOOL_MAIL_FROM without the send_email binding, naming it', () => {
    const run = checkConfig('[vars]\nSCHOOL_MAIL_FROM = "hello@lumen.example"\n')
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('CONTACT_EMAIL send_email binding is missing')
  })

  it('refuses a reply-signing secret written in [vars], where it would be committed', () => {
    const run = checkConfig(
      `${binding}[vars]\nSCHOOL_MAIL_FROM = "hello@lumen.example"\nREPLY_TOKEN_SECRET = "${'a'.repeat(64)}"\n`,
    )
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('REPLY_TOKEN_SECRET is in [vars]')
  })

  it('passes a complete sender, reminding that the secret goes in with wrangler secret put', () => {
    const run = checkConfig(`${binding}[vars]\nSCHOOL_MAIL_FROM = "hello@lumen.example"\n`)
    expect(run.status).toBe(0)
    expect(run.stderr).toContain('wrangler secret put REPLY_TOKEN_SECRET')
    expect(run.stderr).toContain(
      'waiting-list announcements stay off until SITE_ORIGIN must be set',
    )
  })

  it('refuses a SITE_ORIGIN announcements cannot link to (not https), naming it', () => {
    const run = checkConfig(
      `${binding}[vars]\nSCHOOL_MAIL_FROM = "hello@lumen.example"\nSITE_ORIGIN = "http://lumen.example"\n`,
    )
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(
      'wrangler.toml: SITE_ORIGIN must be set to the site’s https:// origin',
    )
  })

  it('refuses a ceiling on confirmation mails that is no whole number, naming it', () => {
    const run = checkConfig('[vars]\nCONFIRMATION_MAILS_PER_HOUR = "300/h"\n')
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(
      'wrangler.toml: CONFIRMATION_MAILS_PER_HOUR="300/h" is not a whole number of mails',
    )
  })

  it('passes an https SITE_ORIGIN with no reminder about it', () => {
    const run = checkConfig(
      `${binding}[vars]\nSCHOOL_MAIL_FROM = "hello@lumen.example"\nSITE_ORIGIN = "https://lumen.example"\n`,
    )
    expect(run.status).toBe(0)
    expect(run.stderr).not.toContain('SITE_ORIGIN')
  })
})

describe('npm start with half the conversation’s settings', () => {
  it('refuses to start with SCHOOL_MAIL_FROM but no signing secret, saying so', async () => {
    const stateDir = mkdtempSync(join(tmpdir(), 'lumen-start-'))
    await expect(
      startBuiltWorker({
        stateDir,
        sendEmail: 'CONTACT_EMAIL',
        vars: { SCHOOL_MAIL_FROM: 'hello@lumen.example' },
      }),
    ).rejects.toThrow(/REPLY_TOKEN_SECRET must be set/)
  })
})
