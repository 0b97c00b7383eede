import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseEnv } from 'node:util'
import { createLocalJWKSet, jwtVerify } from 'jose'
import { afterEach, describe, expect, it } from 'vitest'
import { announcementSettings } from '../../src/server/settings/announcement.ts'
import { emailSettings } from '../../src/server/settings/email.ts'
import { type Project, scratchProject } from './reader.ts'

// `npm run inbox:local [email]` (docs/operations.md "Signing in locally", docs/conversation.md "The whole conversation, locally"),
// typed in a project of the test's own: what it writes to .dev.vars and the token it prints.
let project: Project
afterEach(() => project?.remove())

const devVarsOf = (project: Project) =>
  parseEnv(readFileSync(join(project.dir, '.dev.vars'), 'utf8')) as Record<string, string>

/** The token the command printed: the one line that is a JWT. */
const printedToken = (stdout: string) =>
  stdout
    .split('\n')
    .find((line) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(line.trim()))
    ?.trim() ?? ''

/** The send_email binding npm start gives the worker (--local-mail): present, never called here. */
const localMail = { send: async () => ({ messageId: 'local' }) } as unknown as SendEmail

describe('npm run inbox:local', () => {
  it('prints a token the settings it wrote to .dev.vars accept, for the email given', async () => {
    project = scratchProject()
    const run = project.npmRun('inbox:local', ['ada@lumen.example'])
    expect(run.stderr).toBe('')
    expect(run.stdout).toContain('Open http://localhost:8787/inbox/sign-in')
    const vars = devVarsOf(project)
    const { payload } = await jwtVerify(
      printedToken(run.stdout),
      createLocalJWKSet(JSON.parse(String(vars.ACCESS_JWKS))),
      { issuer: vars.ACCESS_TEAM_DOMAIN, audience: vars.ACCESS_AUD },
    )
    expect(payload.email).toBe('ada@lumen.example')
  })

  it('writes every setting the local walk-through needs, announcements’ SITE_ORIGIN included', () => {
    project = scratchProject()
    expect(project.npmRun('inbox:local').status).toBe(0)
    const vars = devVarsOf(project)
    expect(vars).toMatchObject({
      SCHOOL_MAIL_FROM: 'school@lumen.localhost',
      REPLY_TOKEN_SECRET: expect.stringMatching(/^[0-9a-f]{64}$/),
      SITE_ORIGIN: 'http://localhost:8787',
    })
    // With npm start's local mail binding, the waiting lists' "Announce the opening" can send.
    expect(announcementSettings({ ...vars, CONTACT_EMAIL: localMail })).toMatchObject({
      state: 'ready',
      origin: 'http://localhost:8787',
    })
    // The staff's notification channels stay as the developer set them (none here).
    expect(emailSettings({ ...vars, CONTACT_EMAIL: localMail }).state).toBe('off')
  })

  it('points SITE_ORIGIN at the port npm start will serve on (PORT)', () => {
    project = scratchProject()
    project.npmRun('inbox:local', [], { PORT: '3000' })
    expect(devVarsOf(project).SITE_ORIGIN).toBe('http://localhost:3000')
  })

  it('tells the reader to start the server on the port its links name (PORT)', () => {
    project = scratchProject()
    const run = project.npmRun('inbox:local', [], { PORT: '8941' })
    expect(run.stdout).toContain('1. PORT=8941 npm start\n')
    expect(run.stdout).toContain('Open http://localhost:8941/inbox/sign-in')
    expect(run.stdout).not.toMatch(/(?<!PORT=8941 )npm start/)
    // Without PORT, npm start's own port, as typed.
    const plain = project.npmRun('inbox:local')
    expect(plain.stdout).toContain('1. npm start (or keep the one running')
    expect(plain.stdout).toContain('Open http://localhost:8787/inbox/sign-in')
  })

  it('keeps every setting .dev.vars already has, and a new secret is never written over one', () => {
    const mine =
      "SITE_ORIGIN='http://127.0.0.1:9000'\nREPLY_TOKEN_SECRET='mine'\nTURNSTILE_SITE_KEY='k'\n"
    project = scratchProject({ '.dev.vars': mine })
    project.npmRun('inbox:local')
    const first = devVarsOf(project)
    expect(first).toMatchObject({
      SITE_ORIGIN: 'http://127.0.0.1:9000',
      REPLY_TOKEN_SECRET: 'mine',
      TURNSTILE_SITE_KEY: 'k',
      SCHOOL_MAIL_FROM: 'school@lumen.localhost',
    })
    const again = project.npmRun('inbox:local')
    expect(again.stdout).toContain('(.dev.vars unchanged)')
    expect(devVarsOf(project)).toEqual(first)
  })
})
