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

type Site = Awaited<ReturnType<typeof startFixtureSite>>
type Single = Record<string, { checker: number; bare: number }>
type Checks = { totals: number[]; score: number; requestsPerCheck: number; homePerCheck: number }

const ALLOWLIST = toAllowlist(['127.0.0.1'])

/** The fixture site: every route of a complete site, each answering after its delay. */
async function startDelayedSite(): Promise<Site> {
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
  return site
}

/** One fetch of `path`, as the check fetches it or as a bare http request; answers its ms. */
async function timeFetch(site: Site, path: string, way: 'checker' | 'bare'): Promise<number> {
  const ctx = {
    dispatcher: createCheckAgent({ allowlist: ALLOWLIST }),
    signal: new AbortController().signal,
    allowlist: ALLOWLIST,
    userAgent: 'bench',
  }
  const options = { maxBytes: 2 * 1024 * 1024, accept: '*/*' }
  const started = performance.now()
  const fetched =
    way === 'checker'
      ? await siteFetcher({ host: '127.0.0.1', port: site.port, domain: site.host }, ctx)(
          path,
          options,
        )
      : await fetchCapped(ctx, `http://${site.host}${path}`, options)
  const elapsed = performance.now() - started
  await ctx.dispatcher.close()
  if (fetched.kind !== 'response' || fetched.status !== 200) {
    throw new Error(`${path} did not answer 200`)
  }
  return elapsed
}

/**
 * Each resource alone, two ways: as the check fetches it (https first, falling back to http
 * because the fixture only speaks http), and as a bare http request (the strictest baseline).
 */
async function measureSingles(site: Site): Promise<Single> {
  const single: Single = {}
  for (const path of Object.keys(DELAYS)) {
    const times = { checker: [] as number[], bare: [] as number[] }
    for (let run = 0; run < RUNS; run += 1) {
      for (const way of ['checker', 'bare'] as const)
        times[way].push(await timeFetch(site, path, way))
    }
    single[path] = { checker: median(times.checker), bare: median(times.bare) }
  }
  return single
}

async function measureChecks(site: Site): Promise<Checks> {
  const options = { allowedHosts: ['127.0.0.1'], userAgent: 'bench' }
  // One discarded run warms the JIT, TLS and parsers, as in a long-running server.
  await runCheck(site.host, options)
  const homeRequests = () => site.requests.filter((entry) => entry.path === '/').length
  const before = site.requests.length
  const beforeHome = homeRequests()
  const totals: number[] = []
  let score = 0
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now()
    const result = await runCheck(site.host, options)
    totals.push(performance.now() - started)
    score = result.aiVisibilityScore
  }
  return {
    totals,
    score,
    requestsPerCheck: (site.requests.length - before) / RUNS,
    homePerCheck: (homeRequests() - beforeHome) / RUNS,
  }
}

/** Prints the figures; answers whether the whole check met its target. */
function report(single: Single, checks: Checks): boolean {
  const slowestOf = (way: 'checker' | 'bare') =>
    Math.max(...Object.values(single).map((entry) => entry[way]))
  const chainOf = (way: 'checker' | 'bare') =>
    Math.max(single['/robots.txt']![way], single['/sitemap.xml']![way]) +
    Math.max(...PAGES.map((path) => single[path]![way]))
  // The conditional request reuses the home page's validators, so it waits for the home page.
  const homeTwice = (way: 'checker' | 'bare') => 2 * single['/']![way]
  const target = Math.max(slowestOf('checker'), chainOf('checker'), homeTwice('checker')) + 50
  const bareTarget = Math.max(slowestOf('bare'), chainOf('bare'), homeTwice('bare')) + 50
  const total = median(checks.totals)
  const ms = (value: number) => value.toFixed(1).padStart(7)
  const verdict = (limit: number) =>
    `${total < limit ? 'PASS' : 'FAIL'} (margin ${(limit - total).toFixed(1)} ms)`

  console.log(
    'AI visibility checker benchmark (fixture site on 127.0.0.1, median of %d runs)',
    RUNS,
  )
  for (const [path, times] of Object.entries(single)) {
    console.log(
      `  single fetch ${path.padEnd(13)} ${ms(times.checker)} ms as the check does it, ${ms(times.bare)} ms bare http  (server delay ${DELAYS[path]} ms)`,
    )
  }
  console.log(
    `  slowest single fetch       ${ms(slowestOf('checker'))} ms (bare http ${slowestOf('bare').toFixed(1)} ms)`,
  )
  console.log(
    `  sitemap, then a page       ${ms(chainOf('checker'))} ms (bare http ${chainOf('bare').toFixed(1)} ms)`,
  )
  console.log(`  home page, then the conditional request ${ms(homeTwice('checker'))} ms`)
  console.log(
    `  whole check (score ${checks.score})    ${ms(total)} ms  (runs: ${checks.totals.map((t) => t.toFixed(0)).join(', ')})`,
  )
  console.log(
    `  target: total < longest of the three + 50 ms = ${target.toFixed(1)} ms → ${verdict(target)}`,
  )
  console.log(`  against bare http: total < ${bareTarget.toFixed(1)} ms → ${verdict(bareTarget)}`)
  console.log(
    `  requests per check: ${checks.requestsPerCheck} (home page ${checks.homePerCheck} times: the checker, its Markdown and conditional requests, a browser, ${checks.homePerCheck - 4} crawlers)`,
  )
  return total < target
}

async function main(): Promise<number> {
  const site = await startDelayedSite()
  try {
    const single = await measureSingles(site)
    const checks = await measureChecks(site)
    return report(single, checks) ? 0 : 1
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
