/**
 * npm run bench:lighthouse
 *
 * A benchmark, not a test. Builds the app into .next-bench, starts it with a throwaway database
 * and the demo content (scripts/lib/appServer.ts, as the end-to-end tests do), and runs
 * Lighthouse (mobile, default simulated throttling) in Debian's Chromium on every public route,
 * three runs each. It prints, per route, the median and the worst run of the four category
 * scores, LCP, TBT, CLS and the script transfer Lighthouse saw, and compares the page's own
 * scripts (those its HTML loads) with the floor: the scripts of /bench-floor, a page with no
 * client code of its own that only this build contains. Lighthouse's total also holds the
 * scripts of linked pages that the router prefetches (the home page's, through the logo).
 *
 * Nothing leaves the machine: the app, the database and Chromium all run on 127.0.0.1.
 * BENCH_RUNS=1 for one run per route; BENCH_ONLY=/,/blog to measure some routes only.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs/promises'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import lighthouse from 'lighthouse'

import { PUBLIC_ROUTES } from '../src/lib/seo/publicRoutes'
import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium'

import { freePort, startAppServer, waitUntilServing, type AppServer } from './lib/appServer'
import { log, waitFor } from './lib/runtime'
import { distDir as configuredDistDir, scriptEnv } from './lib/scriptEnv'

const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const
type Category = keyof typeof TARGETS
const CATEGORIES = Object.keys(TARGETS) as Category[]
const FLOOR_PATH = '/bench-floor'
/** Script transfer over the floor: every page, and the pages that need next to no client code. */
const SCRIPT_BUDGET = 25 * 1024
const SCRIPT_BUDGET_LEAN = 10 * 1024

type Route = { label: string; path: string; lean?: boolean }

/** Pages that need next to no client code: held to the lean script budget. */
const LEAN_PATHS = new Set(['/privacy-policy', '/terms-of-service'])

/**
 * The app's public routes (src/lib/seo/publicRoutes.ts, which the sitemap lists too) and one
 * article. Any other path answers the 404 page with status 404, which Lighthouse refuses to
 * audit; the end-to-end tests check that it loads without layout shifts.
 */
function publicRoutes(articleSlug: string): Route[] {
  const routes: Route[] = PUBLIC_ROUTES.map(({ path }) => ({
    label: path === '/' ? 'Home' : path.slice(1),
    path,
    lean: LEAN_PATHS.has(path),
  }))
  routes.push({ label: 'Article', path: `/blog/${articleSlug}`, lean: true })
  return routes
}

/** Bytes on the wire for one GET, gzip accepted as a browser would (fetch would decompress). */
function transferSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } }, (response) => {
        let bytes = 0
        response.on('data', (chunk: Buffer) => (bytes += chunk.length))
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(bytes)
            : reject(new Error(`${url}: ${response.statusCode}`)),
        )
      })
      .on('error', reject)
  })
}

/** The scripts a page's HTML loads or preloads for its first render, and their transfer size. */
async function firstLoadScripts(pageUrl: string): Promise<{ bytes: number; files: number }> {
  const html = await (await fetch(pageUrl)).text()
  const sources = new Set<string>()
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) {
    // Polyfills for browsers without modules: a current browser never loads them.
    if (!/\bnomodule\b/i.test(match[0])) sources.add(match[1]!)
  }
  for (const match of html.matchAll(/<link\b[^>]*\bas="script"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1]
    if (href) sources.add(href)
  }
  const sizes = await Promise.all(
    [...sources].map((source) =>
      transferSize(new URL(source.replace(/&amp;/g, '&'), pageUrl).href),
    ),
  )
  return { bytes: sizes.reduce((sum, size) => sum + size, 0), files: sources.size }
}

/** Raw size of a page's HTML (before compression) and its gzipped transfer. */
async function htmlSize(pageUrl: string): Promise<{ raw: number; transfer: number }> {
  const raw = Buffer.byteLength(await (await fetch(pageUrl)).text())
  const transfer = await new Promise<number>((resolve, reject) => {
    http
      .get(pageUrl, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        let bytes = 0
        response.on('data', (chunk: Buffer) => (bytes += chunk.length))
        response.on('end', () => resolve(bytes))
      })
      .on('error', reject)
  })
  return { raw, transfer }
}

async function startChromium(
  executable: string,
): Promise<{ port: number; process: ChildProcess; dir: string }> {
  const port = await freePort()
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-chromium-'))
  const child = spawn(
    executable,
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${dir}`,
      ...CHROMIUM_ARGS,
      '--disable-extensions',
      '--no-default-browser-check',
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  await waitUntilServing(`http://127.0.0.1:${port}/json/version`, 30_000)
  return { port, process: child, dir }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/**
 * Static pages carry absolute URLs (canonical, sitemap) built from SITE_URL, so a reused build
 * is only right on the port it was built for: keep that port while it is free.
 */
async function benchPort(distDir: string): Promise<number> {
  const saved = Number(await fs.readFile(path.join(distDir, 'bench-port'), 'utf8').catch(() => ''))
  if (saved > 0 && (await portIsFree(saved))) return saved
  // A changed port must not reuse a build made for another one.
  await fs.rm(path.join(distDir, 'source-hash'), { force: true })
  return freePort()
}

type Sample = {
  scores: Record<Category, number>
  lcp: number
  tbt: number
  cls: number
  /** Every script the page loaded while Lighthouse watched (transfer bytes). */
  scripts: number
  failing: string[]
}

async function lighthouseRun(url: string, port: number): Promise<Sample> {
  for (let attempt = 0; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: CATEGORIES,
      // The default config is mobile with simulated throttling.
      formFactor: 'mobile',
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) {
      // Trace recording fails now and then (NO_NAVSTART); Lighthouse's advice is to run again.
      if (attempt < 2) {
        log(`  ${url}: ${lhr.runtimeError.code}, running again`)
        continue
      }
      throw new Error(`${url}: ${lhr.runtimeError.message}`)
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        Math.round((lhr.categories[category]?.score ?? 0) * 100),
      ]),
    ) as Record<Category, number>
    const summary = lhr.audits['resource-summary']?.details as
      { items?: { resourceType: string; transferSize: number }[] } | undefined
    const failing = CATEGORIES.flatMap((category) =>
      scores[category] < 100
        ? lhr.categories[category]!.auditRefs.map((ref) => lhr.audits[ref.id]!)
            .filter(
              (audit) =>
                audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
            )
            .map((audit) => `${category}: ${audit.id} (${audit.displayValue ?? audit.score})`)
        : [],
    )
    // A shift too small to cost a point still breaks "CLS 0": name what moved.
    const shifts = lhr.audits['layout-shifts']?.details as
      { items?: { node?: { selector?: string }; score?: number }[] } | undefined
    for (const shift of shifts?.items ?? []) {
      failing.push(`layout shift: ${shift.node?.selector ?? '?'} (${shift.score?.toFixed(5)})`)
    }
    return {
      scores,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
      scripts: summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
      failing,
    }
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`
const signedKb = (bytes: number) => `${bytes >= 0 ? '+' : ''}${kb(bytes)}`

type RouteResult = Route & {
  samples: Sample[]
  firstLoad: number
  html: { raw: number; transfer: number }
}

/** One line per route: the median run, and the worst run after the slash. */
function summarise(result: RouteResult, floor: { lighthouse: number; own: number }) {
  const { samples } = result
  const pick = (value: (sample: Sample) => number, worst: 'min' | 'max') => {
    const values = samples.map(value)
    const bad = worst === 'min' ? Math.min(...values) : Math.max(...values)
    return { median: median(values), worst: bad }
  }
  const both = (value: { median: number; worst: number }, format = (n: number) => String(n)) =>
    samples.length > 1 ? `${format(value.median)} / ${format(value.worst)}` : format(value.median)
  const scripts = pick((sample) => sample.scripts, 'max')
  return {
    route: result.path.length > 28 ? `${result.path.slice(0, 27)}…` : result.path,
    perf: both(pick((sample) => sample.scores.performance, 'min')),
    a11y: both(pick((sample) => sample.scores.accessibility, 'min')),
    best: both(pick((sample) => sample.scores['best-practices'], 'min')),
    seo: both(pick((sample) => sample.scores.seo, 'min')),
    'LCP ms': both(
      pick((sample) => sample.lcp, 'max'),
      (n) => n.toFixed(0),
    ),
    'TBT ms': both(
      pick((sample) => sample.tbt, 'max'),
      (n) => n.toFixed(0),
    ),
    CLS: both(
      pick((sample) => sample.cls, 'max'),
      (n) => n.toFixed(3),
    ),
    'scripts KB': both(scripts, kb),
    'own KB': kb(result.firstLoad),
    'own over floor': signedKb(result.firstLoad - floor.own),
    'HTML KB': `${kb(result.html.raw)} (${kb(result.html.transfer)} gz)`,
  }
}

type Floor = { lighthouse: number; own: number; files: number }
type Browser = Awaited<ReturnType<typeof startChromium>>

/** The app on its own database and build (with the floor page), on the port the build names. */
async function startBenchApp(): Promise<AppServer> {
  const distDir = path.resolve(configuredDistDir('.next-bench'))
  const port = await benchPort(distDir)
  const app = await startAppServer({
    label: 'bench',
    distDir: path.relative(process.cwd(), distDir),
    port,
    admin: { email: 'admin@bench.test', password: 'bench-Admin-password-1', name: 'Bench Admin' },
    env: { RATE_LIMIT: 'off', JOBS_AUTORUN: 'false', BENCH_FLOOR: '1' },
  })
  await fs.writeFile(path.join(distDir, 'bench-port'), `${port}\n`)
  return app
}

/** The routes to measure (BENCH_ONLY picks some by path or label), every one warmed once. */
async function benchRoutes(baseUrl: string, only: string[] | undefined): Promise<Route[]> {
  const { posts } = (await (await fetch(`${baseUrl}/api/blog`)).json()) as {
    posts: { slug: string }[]
  }
  if (!posts[0]) throw new Error('no published post to measure')
  const routes = publicRoutes(posts[0].slug).filter(
    (route) => !only || only.some((path) => route.path === path || route.label === path),
  )
  // Warm every page once, so Lighthouse measures served pages rather than first renders.
  for (const route of [...routes, { path: FLOOR_PATH }]) await fetch(`${baseUrl}${route.path}`)
  return routes
}

async function measureFloor(baseUrl: string, browser: Browser, runs: number): Promise<Floor> {
  const samples: Sample[] = []
  for (let run = 0; run < runs; run += 1) {
    samples.push(await lighthouseRun(`${baseUrl}${FLOOR_PATH}`, browser.port))
  }
  const firstLoad = await firstLoadScripts(`${baseUrl}${FLOOR_PATH}`)
  return {
    lighthouse: median(samples.map((sample) => sample.scripts)),
    own: firstLoad.bytes,
    files: firstLoad.files,
  }
}

async function measureRoutes(
  routes: Route[],
  baseUrl: string,
  browser: Browser,
  runs: number,
): Promise<RouteResult[]> {
  const results: RouteResult[] = []
  for (const route of routes) {
    const url = `${baseUrl}${route.path}`
    const samples: Sample[] = []
    try {
      for (let run = 0; run < runs; run += 1) samples.push(await lighthouseRun(url, browser.port))
    } catch (error) {
      // One route that cannot be measured must not cost the others' figures.
      log(`  ${route.path}: ${(error as Error).message}`)
      if (samples.length === 0) continue
    }
    const firstLoad = (await firstLoadScripts(url)).bytes
    results.push({ ...route, samples, firstLoad, html: await htmlSize(url) })
    const failing = [...new Set(samples.flatMap((sample) => sample.failing))]
    log(`measured ${route.path}${failing.length > 0 ? `; below 100: ${failing.join(', ')}` : ''}`)
  }
  return results
}

/** What misses its target: scores, CLS, script and HTML budgets, in the worst run. */
function budgetProblems(results: RouteResult[], floor: Floor): string[] {
  const problems: string[] = []
  for (const result of results) {
    for (const category of CATEGORIES) {
      const worst = Math.min(...result.samples.map((sample) => sample.scores[category]))
      if (worst < TARGETS[category]) {
        problems.push(`${result.path}: ${category} ${worst} < ${TARGETS[category]} (worst run)`)
      }
    }
    const cls = Math.max(...result.samples.map((sample) => sample.cls))
    if (cls > 0) problems.push(`${result.path}: CLS ${cls.toFixed(3)} > 0 (worst run)`)
    const budget = result.lean ? SCRIPT_BUDGET_LEAN : SCRIPT_BUDGET
    const over = result.firstLoad - floor.own
    if (over > budget) {
      problems.push(
        `${result.path}: scripts ${signedKb(over)} KB over the floor (budget +${kb(budget)} KB)`,
      )
    }
  }
  const home = results.find((result) => result.path === '/')
  if (home && home.html.raw > 100 * 1024) {
    problems.push(`/: HTML ${kb(home.html.raw)} KB before compression (budget 100 KB)`)
  }
  return problems
}

function printReport(results: RouteResult[], floor: Floor, runs: number): void {
  const scripts =
    'Scripts: every script Lighthouse saw load (prefetches included); own: the scripts the HTML loads.'
  console.log('')
  console.log(runs > 1 ? `Median / worst of ${runs} runs. ${scripts}` : `One run. ${scripts}`)
  console.table(results.map((result) => summarise(result, floor)))
  console.log(
    `Floor (${FLOOR_PATH}, no client code of its own): ${kb(floor.own)} KB in the ` +
      `${floor.files} scripts its HTML loads; Lighthouse saw ${kb(floor.lighthouse)} KB.`,
  )
  console.log(
    `Budgets: performance >= ${TARGETS.performance}, the other categories 100, CLS 0; scripts at ` +
      `most floor +${kb(SCRIPT_BUDGET)} KB (+${kb(SCRIPT_BUDGET_LEAN)} KB on the article and the ` +
      'legal pages); home HTML at most 100 KB.',
  )
  const problems = budgetProblems(results, floor)
  console.log(
    problems.length === 0 ? 'Every target is met.' : `Below target:\n  ${problems.join('\n  ')}`,
  )
}

async function main(): Promise<number> {
  const env = scriptEnv()
  const chromium = env.CHROME_PATH || chromiumPath()
  if (!chromium) {
    console.error(
      'The benchmark needs Chromium at CHROME_PATH, CHROMIUM_PATH or /usr/bin/chromium.',
    )
    return 1
  }
  const runs = env.BENCH_RUNS
  let app: AppServer | undefined
  let browser: Browser | undefined
  try {
    app = await startBenchApp()
    const routes = await benchRoutes(app.baseUrl, env.BENCH_ONLY)
    browser = await startChromium(chromium)
    log(`Lighthouse (mobile, ${runs} run${runs > 1 ? 's' : ''} per route) in ${chromium}`)
    const floor = await measureFloor(app.baseUrl, browser, runs)
    printReport(await measureRoutes(routes, app.baseUrl, browser, runs), floor, runs)
    // A benchmark reports; it does not fail the build.
    return 0
  } finally {
    if (browser) {
      browser.process.kill('SIGTERM')
      await waitFor(browser.process)
      await fs.rm(browser.dir, { recursive: true, force: true })
    }
    await app?.stop()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
