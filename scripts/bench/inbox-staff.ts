// The inbox contention bench's staff, on a thread of their own (node:worker_threads): one member
// searching, another exporting, request after request, until told to stop. Apart from the thread
// that times the contact posts, so reading 24 MB of CSV never delays the reading of a post's answer
// on the client's side: what the bench compares is the server's answer time, not its own. Each
// request is signed as the next of many members (inbox-members.ts), so no search is refused.
import { parentPort, workerData } from 'node:worker_threads'
import { inTurn } from './inbox-members.ts'

export type StaffData = { origin: string; tokens: string[]; loops: string[][] }
export type StaffReport = { requests: number; failures: string[] }

/** A staff member's loop over `paths`, each read to its end, until `done()`. */
async function staffLoop(
  origin: string,
  headers: () => Record<string, string>,
  paths: string[],
  done: () => boolean,
): Promise<StaffReport> {
  let requests = 0
  const failures: string[] = []
  for (let i = 0; !done(); i++) {
    const path = paths[i % paths.length]
    const started = performance.now()
    try {
      const response = await fetch(`${origin}${path}`, { headers: headers() })
      await response.arrayBuffer()
      if (response.status !== 200) failures.push(`${path}: ${response.status}`)
    } catch (error) {
      const ms = (performance.now() - started).toFixed(0)
      failures.push(`${path}: ${String((error as Error).cause ?? error)} after ${ms} ms`)
    }
    requests += 1
  }
  return { requests, failures }
}

if (parentPort) {
  const port = parentPort
  const data = workerData as StaffData
  let stopped = false
  port.once('message', () => {
    stopped = true
  })
  const member = inTurn(data.tokens)
  const reports = await Promise.all(
    data.loops.map((paths) => staffLoop(data.origin, member, paths, () => stopped)),
  )
  port.postMessage({
    requests: reports.reduce((sum, report) => sum + report.requests, 0),
    failures: reports.flatMap((report) => report.failures),
  } satisfies StaffReport)
}
