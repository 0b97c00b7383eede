// Each HTML route against a static file served by the same worker, alternated A B A B with a fixed
// number of requests (autocannon's `amount`, not a duration) at 10 connections. The ratio is the
// median of each round's (a page's rounds against the static file's rounds run right after them):
// on a shared machine the static file's rate moves by a fifth between rounds, and one fast round
// of it would set the ratio of the mean.
import autocannon from 'autocannon'
import { median } from './median.ts'

export type Load = { rps: number; p50: number; p99: number; errors: number }
export type RouteThroughput = { route: string; page: Load; asset: Load; ratio: number }

const connections = 10

async function hammer(url: string, amount: number): Promise<Load> {
  const started = performance.now()
  let lastAnswer = started
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ url, connections, amount }, (error, done) =>
      error ? reject(error) : resolve(done),
    )
    run.on('response', () => {
      lastAnswer = performance.now()
    })
  })
  return {
    // From the first request to the last answer: autocannon's own clock ends on a whole-second
    // tick, which would round a 4.2 s run up to 5 s.
    rps: result.requests.total / ((lastAnswer - started) / 1000),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

/** The mean of each figure over the rounds, the worst p99. */
function combine(loads: Load[]): Load {
  const mean = (pick: (load: Load) => number) =>
    loads.reduce((sum, load) => sum + pick(load), 0) / loads.length
  return {
    rps: mean((load) => load.rps),
    p50: mean((load) => load.p50),
    p99: Math.max(...loads.map((load) => load.p99)),
    errors: loads.reduce((sum, load) => sum + load.errors, 0),
  }
}

export async function measureThroughput(options: {
  baseURL: string
  routes: readonly string[]
  asset: string
  amount: number
  rounds: number
}): Promise<RouteThroughput[]> {
  const { baseURL, routes, asset, amount, rounds } = options
  const assetUrl = new URL(asset, baseURL).href
  const rows: RouteThroughput[] = []
  for (const route of routes) {
    const pageUrl = new URL(route, baseURL).href
    await hammer(pageUrl, 200) // warm: the first render, the isolate's caches
    await hammer(assetUrl, 200)
    const pages: Load[] = []
    const assets: Load[] = []
    for (let round = 0; round < rounds; round++) {
      pages.push(await hammer(pageUrl, amount))
      assets.push(await hammer(assetUrl, amount))
    }
    const ratios = pages.map((page, round) => page.rps / (assets[round]?.rps ?? Number.NaN))
    rows.push({ route, page: combine(pages), asset: combine(assets), ratio: median(ratios) })
  }
  return rows
}
