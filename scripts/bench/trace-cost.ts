// What a page's load cost its main thread, read from the trace Lighthouse recorded. Wall time is
// what Lighthouse simulates, and on a shared machine it is mostly waiting: a 368 ms layout measured
// here used 7.5 ms of the CPU, the rest spent descheduled or waiting on the busy browser process
// for font settings. The thread's own CPU time of the rendering work (style, layout, paint, and
// parsing the stylesheet) is what a change of styles or markup moves, whatever else the machine does.

/** The fields of a Chromium trace event this reads. */
export type TraceEvent = {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { beginData?: { url?: string } }
}

const renderingWork = new Set(['ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'Paint'])

/**
 * The CPU milliseconds the page's main thread spent on rendering work during the trace: each
 * outermost such event once (a forced style update inside a layout is the layout's).
 */
export function renderingCpuMs(events: readonly TraceEvent[], url: string): number {
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url,
  )
  if (!parse) throw new Error(`The trace holds no parse of ${url}`)
  const work = events
    .filter(
      (event) =>
        event.pid === parse.pid &&
        event.tid === parse.tid &&
        event.ph === 'X' &&
        renderingWork.has(event.name),
    )
    .sort((a, b) => a.ts - b.ts)
  let cpu = 0
  let busyUntil = Number.NEGATIVE_INFINITY
  for (const event of work) {
    if (event.ts < busyUntil) continue
    cpu += event.tdur ?? event.dur ?? 0
    busyUntil = event.ts + (event.dur ?? 0)
  }
  return cpu / 1000
}
