/**
 * npm run bench:markdown [-- --requests 100]
 *
 * What a page's Markdown version costs beside its HTML, on a production build started as
 * `npm start` does: the home page's HTML, its Markdown at its canonical address (/index.md), and
 * its Markdown with a query string no cache has seen (/index.md?x=<random>, and
 * `Accept: text/markdown` on /?x=<random>), the same for /coaching. Each case is asked
 * --requests times, one request at a time after a warm-up request; it prints the median and p90
 * latency and the server's CPU per request (its Node processes, from /proc), each as a ratio of
 * the page's HTML. Target: a Markdown answer with a random query costs at most three times its
 * HTML. Exits 1 when one is over.
 */
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'

import { launchApp } from './lib/launcher'
import { treeCpu } from './lib/processCpu'

const { values: args } = parseArgs({ options: { requests: { type: 'string', default: '100' } } })
const REQUESTS = Number(args.requests)
const TARGET_RATIO = 3

type Case = { label: string; path: () => string; accept: string; html?: boolean }
type Figures = { medianMs: number; p90Ms: number; cpuMs: number; statuses: string }

const random = () => randomBytes(6).toString('hex')

function cases(page: string, md: string): Case[] {
  return [
    { label: `${page} HTML`, path: () => page, accept: 'text/html', html: true },
    { label: `${md}`, path: () => md, accept: '*/*' },
    { label: `${md}?x=<random>`, path: () => `${md}?x=${random()}`, accept: '*/*' },
    {
      label: `${page}?x=<random> Accept: text/markdown`,
      path: () => `${page}${page.includes('?') ? '&' : '?'}x=${random()}`,
      accept: 'text/markdown',
    },
  ]
}

async function measure(baseUrl: string, serverPid: number, item: Case): Promise<Figures> {
  const ask = async () => {
    const started = performance.now()
    const response = await fetch(baseUrl + item.path(), { headers: { accept: item.accept } })
    await response.arrayBuffer()
    return { ms: performance.now() - started, status: response.status }
  }
  await ask()
  const times: number[] = []
  const statuses = new Map<number, number>()
  const before = await treeCpu(serverPid)
  for (let i = 0; i < REQUESTS; i++) {
    const { ms, status } = await ask()
    times.push(ms)
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
  }
  const after = await treeCpu(serverPid)
  times.sort((a, b) => a - b)
  return {
    medianMs: times[Math.floor(times.length / 2)]!,
    p90Ms: times[Math.floor(times.length * 0.9)]!,
    cpuMs: (after.nodeMs - before.nodeMs) / REQUESTS,
    statuses: [...statuses].map(([status, n]) => `${status}×${n}`).join(' '),
  }
}

async function main(): Promise<number> {
  console.log('starting the app (the test build, reused when up to date)…')
  const app = await launchApp('bench-markdown')
  const rows: Record<string, string>[] = []
  const over: string[] = []
  try {
    for (const [page, md] of [
      ['/', '/index.md'],
      ['/coaching', '/coaching.md'],
    ] as const) {
      let html: Figures | undefined
      for (const item of cases(page, md)) {
        const figures = await measure(app.baseUrl, app.child.pid!, item)
        html ??= figures
        const ratio = figures.cpuMs / html.cpuMs
        const medianRatio = figures.medianMs / html.medianMs
        rows.push({
          case: item.label,
          'median ms': figures.medianMs.toFixed(1),
          'p90 ms': figures.p90Ms.toFixed(1),
          'CPU ms/request': figures.cpuMs.toFixed(1),
          'CPU × HTML': item.html ? '1' : ratio.toFixed(2),
          'median × HTML': item.html ? '1' : medianRatio.toFixed(2),
          statuses: figures.statuses,
        })
        if (!item.html && item.label.includes('<random>') && ratio > TARGET_RATIO) {
          over.push(`${item.label}: ${ratio.toFixed(2)} × its HTML's CPU`)
        }
      }
    }
  } finally {
    app.child.kill('SIGTERM')
    await app.exited
    await app.cleanup()
  }
  console.log(`\nbench:markdown (${REQUESTS} requests per case, one at a time)`)
  console.table(rows)
  console.log(
    over.length === 0
      ? `Every Markdown answer with a random query costs at most ${TARGET_RATIO} × its HTML.`
      : `Over ${TARGET_RATIO} × its HTML:\n  ${over.join('\n  ')}`,
  )
  return over.length === 0 ? 0 : 1
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
