/**
 * npm run bench:checker
 *
 * Checks a local fixture site whose resources answer after different delays, and compares the
 * whole check with the slowest single fetch. Everything runs in parallel (the home page ten
 * times: the checker's own fetch, a browser's and eight crawlers'), except that the further
 * pages wait for the sitemap, which waits for robots.txt, and the conditional request (304)
 * waits for the home page's validators. So the target is
 * total < max(slowest single fetch, robots.txt/sitemap then the slowest page, the home page
 * twice) + 50 ms.
 */
import { performance } from 'node:perf_hooks'

import { runCheck, siteFetcher } from '../src/features/ai-visibility/check'
import { createCheckAgent, fetchCapped } from '../src/features/ai-visibility/fetcher'
import { toAllowlist } from '../src/features/ai-visibility/guard'
import { completeSiteRoutes, delayed, startFixtureSite } from './lib/fixtureSite'

const DELAYS: Record<string, number> = {
  '/robots.txt': 250,
  '/': 400,
  '/llms.txt': 150,
  '/sitemap.xml': 300,
  '/services': 60,
  '/about': 90,
}
const PAGES = ['/services', '/about']
const RUNS = 7

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function main(): Promise<number> {
  let origin = ''
  const routes = completeSiteRoutes(() => origin)
  const site = await startFixtureSite(
    Object.fromEntries(
      Object.entries(routes).map(([path, listener]) => [
        path,
        delayed(DELAYS[path] ?? 0, listener),
      ]),
    ),
  )
  origin = `http://${site.host}`
  const allowlist = toAllowlist(['127.0.0.1'])
  try {
    const context = () => ({
      dispatcher: createCheckAgent({ allowlist }),
      signal: new AbortController().signal,
      allowlist,
      userAgent: 'bench',
    })
    const options = { maxBytes: 2 * 1024 * 1024, accept: '*/*' }
    // Each resource alone, two ways: as the check fetches it (https first, falling back to http
    // because the fixture only speaks http), and as a bare http request (the strictest baseline).
    const single: Record<string, { checker: number; bare: number }> = {}
    for (const path of Object.keys(DELAYS)) {
      const checkerTimes: number[] = []
      const bareTimes: number[] = []
      for (let run = 0; run < RUNS; run += 1) {
        for (const way of ['checker', 'bare'] as const) {
          const ctx = context()
          const started = performance.now()
          const fetched =
            way === 'checker'
              ? await siteFetcher({ host: '127.0.0.1', port: site.port, domain: site.host }, ctx)(
                  path,
                  options,
                )
              : await fetchCapped(ctx, `http://${site.host}${path}`, options)
          ;(way === 'checker' ? checkerTimes : bareTimes).push(performance.now() - started)
          await ctx.dispatcher.close()
          if (fetched.kind !== 'response' || fetched.status !== 200) {
            throw new Error(`${path} did not answer 200`)
          }
        }
      }
      single[path] = { checker: median(checkerTimes), bare: median(bareTimes) }
    }
    const slowestSingle = Math.max(...Object.values(single).map((entry) => entry.checker))
    const slowestBare = Math.max(...Object.values(single).map((entry) => entry.bare))
    const chainOf = (way: 'checker' | 'bare') =>
      Math.max(single['/robots.txt']![way], single['/sitemap.xml']![way]) +
      Math.max(...PAGES.map((path) => single[path]![way]))
    const slowest = Math.max(slowestSingle, chainOf('checker'), 2 * single['/']!.checker)
    const slowestBarePath = Math.max(slowestBare, chainOf('bare'), 2 * single['/']!.bare)

    // One discarded run warms the JIT, TLS and parsers, as in a long-running server.
    await runCheck(site.host, { allowedHosts: ['127.0.0.1'], userAgent: 'bench' })
    const before = site.requests.length
    const beforeHome = site.requests.filter((entry) => entry.path === '/').length
    const totals: number[] = []
    let score = 0
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now()
      const result = await runCheck(site.host, { allowedHosts: ['127.0.0.1'], userAgent: 'bench' })
      totals.push(performance.now() - started)
      score = result.aiVisibilityScore
    }
    const total = median(totals)
    const requestsPerCheck = (site.requests.length - before) / RUNS
    const homePerCheck =
      (site.requests.filter((entry) => entry.path === '/').length - beforeHome) / RUNS
    const target = slowest + 50

    console.log(
      'AI visibility checker benchmark (fixture site on 127.0.0.1, median of %d runs)',
      RUNS,
    )
    for (const [path, ms] of Object.entries(single)) {
      console.log(
        `  single fetch ${path.padEnd(13)} ${ms.checker.toFixed(1).padStart(7)} ms as the check does it, ${ms.bare.toFixed(1).padStart(7)} ms bare http  (server delay ${DELAYS[path]} ms)`,
      )
    }
    console.log(
      `  slowest single fetch       ${slowestSingle.toFixed(1).padStart(7)} ms (bare http ${slowestBare.toFixed(1)} ms)`,
    )
    console.log(
      `  sitemap, then a page       ${chainOf('checker').toFixed(1).padStart(7)} ms (bare http ${chainOf('bare').toFixed(1)} ms)`,
    )
    console.log(
      `  home page, then the conditional request ${(2 * single['/']!.checker).toFixed(1)} ms`,
    )
    console.log(
      `  whole check (score ${score})    ${total.toFixed(1).padStart(7)} ms  (runs: ${totals.map((t) => t.toFixed(0)).join(', ')})`,
    )
    console.log(
      `  target: total < longest of the three + 50 ms = ${target.toFixed(1)} ms → ${total < target ? 'PASS' : 'FAIL'} (margin ${(target - total).toFixed(1)} ms)`,
    )
    console.log(
      `  against bare http: total < ${(slowestBarePath + 50).toFixed(1)} ms → ${total < slowestBarePath + 50 ? 'PASS' : 'FAIL'} (margin ${(slowestBarePath + 50 - total).toFixed(1)} ms)`,
    )
    console.log(
      `  requests per check: ${requestsPerCheck} (home page ${homePerCheck} times: the checker, a browser, ${homePerCheck - 2} crawlers)`,
    )
    return total < target ? 0 : 1
  } finally {
    await site.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
