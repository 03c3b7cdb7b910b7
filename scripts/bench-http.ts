/**
 * npm run bench:http [-- --duration 10 --connections 64 --rounds 1]
 *
 * Throughput of a production build started as `npm start` does (throwaway embedded PostgreSQL,
 * the demo posts, build in .next-bench-http), measured with autocannon one URL at a time: the
 * simplest prerendered page (/privacy-policy), the home page, an article, GET /api/blog,
 * GET /api/blog/{slug} and GET /api/blog/rss. Prints requests/s, p50 and p99 latency and each
 * URL's requests/s as a ratio of the simplest page's in the same run; with --rounds N each URL
 * is measured N times in turn and the median round is shown. The load average before and after
 * is printed too: on a shared machine the figures move with what else runs. --show-headers also
 * prints each URL's status and response headers (to compare two versions of the app).
 */
import os from 'node:os'
import { parseArgs } from 'node:util'

import autocannon from 'autocannon'

import { launchApp } from './lib/launcher'

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '64' },
    rounds: { type: 'string', default: '1' },
    'show-headers': { type: 'boolean', default: false },
  },
})
const duration = Number(args.duration)
const connections = Number(args.connections)
const rounds = Math.max(1, Number(args.rounds))

const BASELINE = '/privacy-policy'

type Figures = { rps: number; p50: number; p99: number; non2xx: number; errors: number }

async function measure(url: string): Promise<Figures> {
  const result = await autocannon({ url, connections, duration, timeout: 15 })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

const median = (runs: Figures[]): Figures =>
  [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')

type Target = [label: string, path: string]

/** One request each, so that no figure includes a first render or a cold cache. */
async function warm(baseUrl: string, targets: Target[]): Promise<void> {
  for (const [, path] of targets) {
    const response = await fetch(baseUrl + path)
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    await response.arrayBuffer()
  }
}

async function showHeaders(baseUrl: string, targets: Target[]): Promise<void> {
  for (const path of [...targets.map(([, path]) => path), '/api/blog/no-such-post']) {
    const response = await fetch(baseUrl + path)
    await response.arrayBuffer()
    console.log(`GET ${path} ${response.status}`)
    for (const [name, value] of response.headers) {
      if (name !== 'date') console.log(`  ${name}: ${value.slice(0, 120)}`)
    }
  }
}

/** Every URL measured once per round, in turn. */
async function measureRounds(baseUrl: string, targets: Target[]): Promise<Map<string, Figures[]>> {
  const runs = new Map<string, Figures[]>(targets.map(([, path]) => [path, []]))
  for (let round = 0; round < rounds; round++) {
    for (const [label, path] of targets) {
      process.stdout.write(`round ${round + 1}/${rounds}: ${label}…\n`)
      runs.get(path)!.push(await measure(baseUrl + path))
    }
  }
  return runs
}

function printFigures(targets: Target[], runs: Map<string, Figures[]>, loads: string[]): void {
  const baseline = median(runs.get(BASELINE)!)
  const rows = targets.map(([label, path]) => {
    const figures = median(runs.get(path)!)
    return [
      label,
      path,
      figures.rps.toFixed(0),
      `${figures.p50} ms`,
      `${figures.p99} ms`,
      `${(figures.rps / baseline.rps).toFixed(2)}×`,
      String(figures.non2xx + figures.errors),
    ]
  })
  const header = ['what', 'path', 'req/s', 'p50', 'p99', 'vs simplest', 'non-2xx/errors']
  console.log('')
  console.log(
    `bench:http: autocannon, ${connections} connections, ${duration} s per URL, ${rounds} round(s) (median shown), ${os.cpus().length} CPUs`,
  )
  console.log(`load average (1/5/15 min) before: ${loads[0]}; after: ${loads[1]}`)
  console.log('')
  console.log(`| ${header.join(' | ')} |`)
  console.log(`|${header.map(() => '---').join('|')}|`)
  for (const row of rows) console.log(`| ${row.join(' | ')} |`)
}

async function main(): Promise<void> {
  console.log('starting the app (build reused from .next-bench-http when up to date)…')
  const app = await launchApp('bench-http', { NEXT_DIST_DIR: '.next-bench-http' })
  try {
    const { posts } = (await (await fetch(`${app.baseUrl}/api/blog`)).json()) as {
      posts: { slug: string }[]
    }
    const slug = posts[0]?.slug
    if (!slug) throw new Error('no published post to measure')
    const targets: Target[] = [
      ['simplest page', BASELINE],
      ['home page', '/'],
      ['article', `/blog/${slug}`],
      ['GET /api/blog', '/api/blog'],
      ['GET /api/blog/{slug}', `/api/blog/${slug}`],
      ['GET /api/blog/rss', '/api/blog/rss'],
    ]
    await warm(app.baseUrl, targets)
    if (args['show-headers']) await showHeaders(app.baseUrl, targets)
    const loadBefore = loadAverage()
    const runs = await measureRounds(app.baseUrl, targets)
    printFigures(targets, runs, [loadBefore, loadAverage()])
  } finally {
    app.child.kill('SIGTERM')
    await app.exited
    await app.cleanup()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
