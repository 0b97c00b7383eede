// The inbox benchmark's CSV export: read whole, as a browser would, with workerd's memory sampled.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

export type ExportFigures = {
  label: string
  rows: number
  bytes: number
  ms: number
  peakRssMb: number
  baseRssMb: number
  /** workerd's memory when a quarter, half, three quarters and all of the rows had arrived. */
  quarterRssMb: number[]
}
/** The resident memory of the workerd processes this process started, in MB. */
function workerdRssMb(): number {
  const pids = execFileSync('pgrep', ['-P', String(process.pid)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
  let kb = 0
  for (const pid of pids) {
    const status = `/proc/${pid}/status`
    if (!existsSync(status)) continue
    const text = readFileSync(status, 'utf8')
    if (!/^Name:\s*workerd/m.test(text)) continue
    kb += Number(text.match(/^VmRSS:\s*(\d+)/m)?.[1] ?? 0)
  }
  return kb / 1024
}

/** Reads the whole export as a browser would, sampling workerd's memory as it streams. */
export async function exportAll(
  label: string,
  url: string,
  headers: HeadersInit,
  expectedRows: number,
): Promise<ExportFigures> {
  const baseRssMb = workerdRssMb()
  let peakRssMb = baseRssMb
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, workerdRssMb())
  }, 50)
  const started = performance.now()
  const response = await fetch(url, { headers })
  let bytes = 0
  // Records end at a line feed outside quotes: a cell's own line breaks (a message's, a thread's)
  // are inside its quotes, and a quote inside a cell is doubled, so the state comes back.
  let records = 0
  let quoted = false
  const quarterRssMb: number[] = []
  for await (const chunk of response.body ?? []) {
    bytes += chunk.length
    for (const byte of chunk) {
      if (byte === 0x22) quoted = !quoted
      else if (byte === 0x0a && !quoted) records += 1
    }
    const quarters = Math.floor(((records - 1) / expectedRows) * 4)
    while (quarterRssMb.length < Math.min(quarters, 4)) quarterRssMb.push(workerdRssMb())
  }
  const ms = performance.now() - started
  clearInterval(sampler)
  peakRssMb = Math.max(peakRssMb, workerdRssMb())
  // One record a message, and the header's.
  return { label, rows: records - 1, bytes, ms, peakRssMb, baseRssMb, quarterRssMb }
}
