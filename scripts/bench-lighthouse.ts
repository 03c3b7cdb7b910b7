/**
 * npm run bench:lighthouse [-- --against <folder>] [--front gzip|brotli]
 *
 * A benchmark, not a test. Builds the app into .next-bench, serves it with `next start` on a
 * throwaway database with the demo content (scripts/lib/benchTree.ts), and runs Lighthouse 13
 * (mobile, default simulated throttling) in Debian's full Chromium on every public route, three
 * runs each. It prints, per route, the median and the worst run of the four category
 * scores, LCP, TBT, CLS and the script transfer Lighthouse saw, and compares the page's own
 * scripts (those its HTML loads) with the floor: the scripts of /bench-floor, a page with no
 * client code of its own that only this build contains. Lighthouse's total also holds the
 * scripts of linked pages that the router prefetches (the home page's, through the logo).
 *
 * With --against, another checkout of the app (another commit with its own node_modules) is
 * built and served the same way beside it, each route is measured on both in turn, and a table
 * puts the two side by side. --front puts the same nginx in front of each server, compressing
 * every answer itself as a production TLS terminator or CDN does (`brotli` needs Debian's
 * libnginx-mod-http-brotli-filter): a commit that compressed in its own server and one that
 * leaves it to Next are then compared on equal terms.
 *
 * Nothing leaves the machine: the app, the database and Chromium all run on 127.0.0.1.
 * BENCH_RUNS=1 for one run per route; BENCH_ONLY=/,/blog to measure some routes only.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import lighthouse from 'lighthouse'

import { PUBLIC_ROUTES } from '../src/lib/seo/publicRoutes'
import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium'

import { waitUntilServing } from './lib/appServer'
import { BENCH_DIST_DIR, BENCH_PORTS, serveTree, type ServedTree } from './lib/benchTree'
import { log, root, waitFor } from './lib/runtime'
import { scriptEnv } from './lib/scriptEnv'
import { freePort, startTestDatabase, type TestDatabase } from './lib/testDatabase'

const { values: args } = parseArgs({
  options: { against: { type: 'string' }, front: { type: 'string' } },
})
if (args.front && !['gzip', 'brotli'].includes(args.front)) {
  throw new Error('--front takes gzip or brotli')
}

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

type Front = { port: number; stop(): Promise<void> }

/**
 * nginx on `port` in front of `upstream`, compressing every answer itself (the app is asked for
 * uncompressed bytes), as the TLS terminator or CDN in front of production does, at the highest
 * quality: what a CDN keeps of immutable build files, and what a build that shipped its own
 * Brotli copies sent.
 */
async function startFront(kind: 'gzip' | 'brotli', port: number, upstream: string): Promise<Front> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-front-'))
  const types =
    'text/plain text/css text/javascript application/javascript application/json text/xml application/xml image/svg+xml text/x-component text/markdown'
  const config = `
${kind === 'brotli' ? 'load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so;' : ''}
daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off; client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  gzip on; gzip_comp_level 9; gzip_proxied any; gzip_types ${types};
  ${kind === 'brotli' ? `brotli on; brotli_comp_level 11; brotli_types ${types};` : ''}
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass ${upstream};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header Accept-Encoding "";
      proxy_buffering off;
    }
    # Built files are compressed whole, as a CDN compresses the file it keeps. Passed through
    # unbuffered, each piece the server happened to write would end a compressed block of its
    # own, and the same file would cost a few percent more, by an amount that changes from one
    # request to the next.
    location /_next/static/ {
      proxy_pass ${upstream};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header Accept-Encoding "";
      proxy_buffering on;
    }
  }
}`
  await fs.writeFile(path.join(dir, 'nginx.conf'), config)
  const child = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitUntilServing(`http://127.0.0.1:${port}/api/blog`, 15_000)
  return {
    port,
    async stop() {
      child.kill('SIGQUIT')
      await waitFor(child)
      await fs.rm(dir, { recursive: true, force: true })
    },
  }
}

/** One checkout as measured: where Lighthouse reaches it, and its figures. */
type Measured = {
  name: string
  tree: ServedTree
  baseUrl: string
  routes: Route[]
  floor?: Floor
  results: RouteResult[]
}

// Behind a front, pages name the front's origin: another build, on ports of its own.
const FRONT_SERVER_PORTS = [3213, 3214]
const FRONT_PORTS = [3231, 3232]

/** Side by side: performance, the other categories' worst, CLS and scripts, per route. */
function printComparison(sides: Measured[]): void {
  const [a, b] = sides as [Measured, Measured]
  const rows = a.results.map((result) => {
    const other = b.results.find((candidate) => candidate.label === result.label)
    const perf = (r?: RouteResult) =>
      r ? String(median(r.samples.map((sample) => sample.scores.performance))) : '—'
    const worstOthers = (r?: RouteResult) =>
      r
        ? CATEGORIES.filter((category) => category !== 'performance')
            .map((category) => Math.min(...r.samples.map((sample) => sample.scores[category])))
            .join('/')
        : '—'
    const cls = (r?: RouteResult) =>
      r ? Math.max(...r.samples.map((sample) => sample.cls)).toFixed(3) : '—'
    const scripts = (r?: RouteResult) =>
      r ? kb(median(r.samples.map((sample) => sample.scripts))) : '—'
    return {
      route: result.path.length > 28 ? `${result.path.slice(0, 27)}…` : result.path,
      'perf A': perf(result),
      'perf B': perf(other),
      'a11y/bp/seo A': worstOthers(result),
      'a11y/bp/seo B': worstOthers(other),
      'CLS A': cls(result),
      'CLS B': cls(other),
      'scripts KB A': scripts(result),
      'scripts KB B': scripts(other),
      'own KB A': kb(result.firstLoad),
      'own KB B': other ? kb(other.firstLoad) : '—',
    }
  })
  console.log('')
  console.log(`A: ${a.name}`)
  console.log(`B: ${b.name}`)
  console.log(
    'perf: median; a11y/bp/seo and CLS: worst run; scripts: median transfer Lighthouse saw; own: the scripts the HTML loads.',
  )
  console.table(rows)
}

/** Each checkout served on its own database (and behind its own front with --front). */
async function serveSides(
  database: TestDatabase,
  front: 'gzip' | 'brotli' | undefined,
  sides: Measured[],
  fronts: Front[],
): Promise<void> {
  const trees = [root, ...(args.against ? [path.resolve(args.against)] : [])]
  for (const [index, tree] of trees.entries()) {
    const frontPort = front ? await freePort(FRONT_PORTS[index]) : undefined
    const served = await serveTree({
      label: index === 0 ? 'this checkout' : path.basename(tree),
      root: tree,
      port: await freePort((front ? FRONT_SERVER_PORTS : BENCH_PORTS)[index]),
      distDir: front ? '.next-bench-front' : BENCH_DIST_DIR,
      database: database.server,
      env: {
        JOBS_AUTORUN: 'false',
        BENCH_FLOOR: '1',
        // Behind the front, pages name the front's origin, as they name the public one.
        ...(frontPort ? { SITE_URL: `http://127.0.0.1:${frontPort}` } : {}),
      },
    })
    const name = `${tree}${front ? ` behind nginx (${front})` : ' (next start)'}`
    sides.push({ name, tree: served, baseUrl: served.baseUrl, routes: [], results: [] })
    if (frontPort) {
      fronts.push(await startFront(front!, frontPort, served.baseUrl))
      sides[index]!.baseUrl = `http://127.0.0.1:${frontPort}`
    }
  }
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
  const front = args.front as 'gzip' | 'brotli' | undefined
  const database = await startTestDatabase('bench_lighthouse')
  const sides: Measured[] = []
  const fronts: Front[] = []
  let browser: Browser | undefined
  try {
    await serveSides(database, front, sides, fronts)
    for (const side of sides) side.routes = await benchRoutes(side.baseUrl, env.BENCH_ONLY)
    browser = await startChromium(chromium)
    log(`Lighthouse (mobile, ${runs} run${runs > 1 ? 's' : ''} per route) in ${chromium}`)
    for (const side of sides) side.floor = await measureFloor(side.baseUrl, browser, runs)
    // Route by route, each checkout in turn, so that the machine's load weighs on both alike.
    for (const [index, route] of sides[0]!.routes.entries()) {
      for (const side of sides) {
        const own =
          side.routes.find((candidate) => candidate.label === route.label) ?? side.routes[index]
        if (own) side.results.push(...(await measureRoutes([own], side.baseUrl, browser, runs)))
      }
    }
    for (const side of sides) {
      if (sides.length > 1) console.log(`\n${side.name}`)
      printReport(side.results, side.floor!, runs)
    }
    if (sides.length > 1) printComparison(sides)
    // A benchmark reports; it does not fail the build.
    return 0
  } finally {
    if (browser) {
      browser.process.kill('SIGTERM')
      await waitFor(browser.process)
      await fs.rm(browser.dir, { recursive: true, force: true })
    }
    for (const each of fronts) await each.stop()
    for (const side of sides) await side.tree.stop()
    await database.dispose()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
