import { afterEach, describe, expect, it } from 'vitest'
import { messageIdOfReplyAddress } from '../../src/server/conversation/reply-token.ts'
import { type Project, scratchProject } from './reader.ts'

// `npm run reply-address <id>` (docs/conversation.md "The whole conversation, locally", step 5), typed in a
// project whose .dev.vars `npm run inbox:local` would have written.
const secret = 'a1'.repeat(32)
const devVars = `SCHOOL_MAIL_FROM='school@lumen.localhost'\nREPLY_TOKEN_SECRET='${secret}'\n`
const id = '0f8c2b1e-4d5a-4e6f-9a7b-1c2d3e4f5a6b'

let project: Project
afterEach(() => project?.remove())

describe('npm run reply-address <id>', () => {
  it('prints the reply address the worker accepts for that message, and the curl to post to it', async () => {
    project = scratchProject({ '.dev.vars': devVars })
    const run = project.npmRun('reply-address', [id])
    expect(run.stderr).not.toContain('Error')
    expect(run.status).toBe(0)
    const address = /reply\+[0-9a-f]{32}-[0-9a-f]{20}@lumen\.localhost/.exec(run.stdout)?.[0]
    expect(await messageIdOfReplyAddress(secret, String(address), 'lumen.localhost')).toBe(id)
    // Checked here by plain Node, which has no crypto.subtle.timingSafeEqual: a forgery still fails.
    const forged = String(address).replace(/[0-9a-f](?=@)/, (digit) => (digit === '0' ? '1' : '0'))
    expect(await messageIdOfReplyAddress(secret, forged, 'lumen.localhost')).toBeNull()
    expect(run.stdout).toContain(
      `curl -X POST http://localhost:8787/cdn-cgi/handler/email --url-query 'from=<visitor>' --url-query 'to=${address}' --data-binary @mail.eml`,
    )
  })

  it('names the port npm start serves on (PORT) in the curl it prints', () => {
    project = scratchProject({ '.dev.vars': devVars })
    const run = project.npmRun('reply-address', [id], { PORT: '3000' })
    expect(run.stdout).toContain('curl -X POST http://localhost:3000/cdn-cgi/handler/email')
  })

  it('says what to run first when .dev.vars lacks the conversation’s settings', () => {
    project = scratchProject({ '.dev.vars': "ACCESS_AUD='x'\n" })
    const run = project.npmRun('reply-address', [id])
    expect(run.status).not.toBe(0)
    expect(run.stderr).toContain('run npm run inbox:local')
  })

  it('shows its usage when no message id is given', () => {
    project = scratchProject({ '.dev.vars': devVars })
    const run = project.npmRun('reply-address')
    expect(run.status).not.toBe(0)
    expect(run.stderr).toContain('Usage: npm run reply-address <message id>')
  })
})
