// The production build served for a bench, in a process of its own (scripts/built-worker.ts), so
// the load generator never shares an event loop with the site.
import { spawn } from 'node:child_process'

/** Serves the build with its state in `stateDir`; resolves with its address and a way to stop it. */
export async function serveBuild(stateDir: string) {
  const server = spawn(process.execPath, ['scripts/built-worker.ts', stateDir, '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const baseURL = await new Promise<string>((resolve, reject) => {
    // Its first line that is a URL (wrangler may say which .dev.vars it read before it).
    let output = ''
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const url = output.match(/^https?:\/\/\S+$/m)?.[0]
      if (url) resolve(url)
    })
    server.once('exit', (code) => reject(new Error(`the site's server exited (${code})`)))
  })
  const stop = async () => {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
  return { baseURL, stop }
}
