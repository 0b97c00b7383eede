import { stripVTControlCharacters } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { type Project, scratchProject } from './reader.ts'

// A reader who follows "The whole conversation, locally" has a .dev.vars (`npm run inbox:local`,
// plus the staff's addresses docs/conversation.md suggests), then runs the tests: wrangler hands .dev.vars
// to the worker tests too, and each test must see only the settings it gives.
let project: Project
afterEach(() => project?.remove())

const linked = ['test', 'vitest.config.ts', 'wrangler.toml', 'tsconfig.json']

describe('the worker tests after npm run inbox:local', () => {
  it('pass whatever .dev.vars holds for npm start', () => {
    project = scratchProject()
    project.shell(linked.map((name) => `ln -s "${process.cwd()}/${name}" ${name}`).join(' && '))
    expect(project.npmRun('inbox:local').status).toBe(0)
    project.shell(
      "printf \"CONTACT_NOTIFY_TO='staff@lumen.localhost'\\nCONTACT_NOTIFY_FROM='contact-form@lumen.localhost'\\n\" >> .dev.vars",
    )
    // Tests that read a setting it holds: the site's origin, and the conversation's sender.
    const run = project.shell(
      'npx vitest run --project worker test/worker/web/seo.test.ts test/worker/inbox/message/reply-refusals.test.ts',
    )
    // Vitest prints its summary on stdout and each failure on stderr: both files ran, and passed.
    expect(stripVTControlCharacters(run.stdout)).toMatch(/Test Files\s+2 passed \(2\)/)
    expect(run.status, stripVTControlCharacters(run.stderr)).toBe(0)
  }, 300_000)
})
