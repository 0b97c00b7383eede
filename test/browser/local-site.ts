// The site as docs/conversation.md "The whole conversation, locally" has a reader run it, in a scratch project
// of the test's own (test/scripts/reader.ts): `npm run inbox:local`, the staff's notification
// addresses added to .dev.vars, then `npm start`, whose serving step runs exactly as npm runs it
// (`node scripts/built-worker.ts --local-mail`, on PORT). Its build is the suite's own (dist/,
// which `npm run test:browser` has just made), copied with .dev.vars inside it as the Vite plugin
// copies it; built-worker.ts applies the migrations, as `npm run db:migrate` would have.
import { appendFileSync, cpSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { expect } from 'vitest'
import { d1File } from '../../scripts/built-worker.ts'
import { type Project, scratchProject, startInProject } from '../scripts/reader.ts'

const repo = new URL('../../', import.meta.url).pathname

/** A mail the local CONTACT_EMAIL binding wrote to a file, as the server's log names it. */
export type SentMail = { from: string; to: string; subject: string; text: string; file: string }

const mailLog =
  /send_email binding called with MessageBuilder:\nFrom: (.*)\nTo: (.*)\nSubject: (.*)\n\nText: (\S+)/g

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  return typeof address === 'object' && address ? address.port : 0
}

/** `npm run inbox:local`, then `npm start`, in a scratch project; resolves once it serves. */
export async function startLocalSite() {
  const port = String(await freePort())
  const project: Project = scratchProject()
  const env = { PORT: port }
  const inboxLocal = project.npmRun('inbox:local', [], env)
  expect(inboxLocal.status, inboxLocal.stderr).toBe(0)
  const token =
    inboxLocal.stdout.split('\n').find((line) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(line.trim())) ?? ''
  // docs/conversation.md: "Add CONTACT_NOTIFY_TO=… and CONTACT_NOTIFY_FROM=… to .dev.vars to see the staff's
  // notices too."
  const devVars = join(project.dir, '.dev.vars')
  appendFileSync(
    devVars,
    "CONTACT_NOTIFY_TO='staff@lumen.localhost'\nCONTACT_NOTIFY_FROM='contact-form@lumen.localhost'\n",
  )
  // npm start's build step: the build, carrying .dev.vars (the Vite plugin copies it in).
  cpSync(join(repo, 'dist'), join(project.dir, 'dist'), {
    recursive: true,
    filter: (source) => !source.endsWith('.map'),
  })
  cpSync(devVars, join(project.dir, 'dist/ssr/.dev.vars'))
  // npm start's serving step, as package.json has it.
  const server = startInProject(
    project.dir,
    [process.execPath, 'scripts/built-worker.ts', '--local-mail'],
    env,
  )
  const origin = `http://localhost:${port}`
  // A generous bound: on a busy machine workerd can take a while to start.
  const deadline = Date.now() + 100_000
  while (!server.output().includes(`http://127.0.0.1:${port}\n`)) {
    if (server.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`npm start did not start:\n${server.output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }

  /** Every mail the server's log names so far, read from its file. */
  const mails = (): SentMail[] =>
    [...server.output().matchAll(mailLog)].map(
      ([, from = '', to = '', subject = '', file = '']) => ({
        from,
        to,
        subject,
        file,
        text: readFileSync(file, 'utf8'),
      }),
    )

  return {
    origin,
    port,
    project,
    token,
    output: server.output,
    mails,
    /** The first mail to `to` with that subject, once the log names it (sends follow answers). */
    async mailTo(to: string, subject: string | RegExp): Promise<SentMail> {
      const matches = (mail: SentMail) =>
        mail.to === to &&
        (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject))
      await expect.poll(() => mails().some(matches), { timeout: 15_000 }).toBe(true)
      return mails().find(matches) as SentMail
    },
    /** A command as a doc shows it, run in a shell in the project, on the site's port. */
    asTyped(command: string): string {
      const run = project.shell(command.replaceAll('localhost:8787', `localhost:${port}`))
      expect(run.stderr).not.toMatch(/error/i)
      return run.stdout
    },
    /** A browser without JavaScript: a GET, or a form post from the site's page; no redirects. */
    visit(path: string, fields?: Record<string, string>, cookie = '') {
      const headers = { Origin: origin, Cookie: cookie }
      return fetch(new URL(path, origin), {
        redirect: 'manual',
        ...(fields ? { method: 'POST', headers, body: new URLSearchParams(fields) } : { headers }),
      })
    },
    /** Rows of the site's D1 database, read from its file (node:sqlite, as contact-load.ts does). */
    query<Row>(sql: string, ...values: string[]): Row[] {
      const db = new DatabaseSync(d1File(join(project.dir, '.wrangler/state/v3')), {
        readOnly: true,
      })
      try {
        return db.prepare(sql).all(...values) as Row[]
      } finally {
        db.close()
      }
    },
    /** `npm start` stopped as a reader stops it (Ctrl-C). */
    async stop() {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGINT')
      }
      await server.exited
      project.remove()
    },
  }
}

export type LocalSite = Awaited<ReturnType<typeof startLocalSite>>
