/**
 * npm run bench:lighthouse
 *
 * A benchmark, not a test (issue 3, §10). Builds the app into .next-bench, starts it with a
 * throwaway database and the demo content, and runs Lighthouse (mobile, default throttling) in
 * Debian's Chromium on the main public pages. It prints the four category scores and the
 * first-load JavaScript of each page (transfer size of the scripts the HTML loads), compared
 * with a page that has no client components of its own (/privacy-policy).
 *
 * Nothing leaves the machine: the app, the database and Chromium all run on 127.0.0.1.
 * BENCH_RUNS=3 takes the median of three Lighthouse runs per page (default 1).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import lighthouse from 'lighthouse'

import { CHROMIUM_ARGS, chromiumPath } from './lib/chromium'
import { bootstrap, buildIfNeeded, log, spawnNodeTool, waitFor } from './lib/runtime'
import { freePort, startTestDatabase, type TestDatabase } from './lib/testDatabase'

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const
type Category = keyof typeof TARGETS
const CATEGORIES = Object.keys(TARGETS) as Category[]
const BASELINE_PATH = '/privacy-policy'
const JS_BUDGET_HEAVIEST = 40 * 1024
const JS_BUDGET_ARTICLE = 10 * 1024

async function waitUntilServing(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`nothing answered at ${url} within ${timeoutMs / 1000} s`)
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
async function firstLoadJs(pageUrl: string): Promise<{ bytes: number; files: number }> {
  const html = await (await fetch(pageUrl)).text()
  const sources = new Set<string>()
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) sources.add(match[1]!)
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

type PageResult = {
  label: string
  path: string
  scores: Record<Category, number>
  js: number
  lighthouseJs: number
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

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function audit(
  url: string,
  port: number,
  runs: number,
): Promise<{ scores: Record<Category, number>; lighthouseJs: number }> {
  const samples: { scores: Record<Category, number>; lighthouseJs: number }[] = []
  let retries = 2
  for (let run = 0; run < runs; run += 1) {
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
      if (retries-- > 0) {
        log(`  ${url}: ${lhr.runtimeError.code}, running again`)
        run -= 1
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
    const lighthouseJs =
      summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0
    for (const category of CATEGORIES) {
      if (scores[category] < TARGETS[category]) {
        const failing = lhr.categories[category]!.auditRefs.map((ref) => lhr.audits[ref.id]!)
          .filter(
            (item) =>
              item.score !== null && item.score < 1 && item.scoreDisplayMode !== 'informative',
          )
          .map((item) => `${item.id} (${item.displayValue ?? item.score})`)
        log(`  ${url} ${category} ${scores[category]}: ${failing.slice(0, 8).join(', ')}`)
      }
    }
    samples.push({ scores, lighthouseJs })
  }
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        median(samples.map((sample) => sample.scores[category])),
      ]),
    ) as Record<Category, number>,
    lighthouseJs: median(samples.map((sample) => sample.lighthouseJs)),
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

async function main(): Promise<number> {
  const chromium = process.env.CHROME_PATH || chromiumPath()
  if (!chromium) {
    console.error(
      'The benchmark needs Chromium at CHROME_PATH, CHROMIUM_PATH or /usr/bin/chromium.',
    )
    return 1
  }
  const runs = Math.max(1, Number(process.env.BENCH_RUNS) || 1)
  let database: TestDatabase | undefined
  let server: ChildProcess | undefined
  let browser: Awaited<ReturnType<typeof startChromium>> | undefined
  try {
    database = await startTestDatabase('bench')
    const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next-bench')
    const port = await benchPort(distDir)
    const baseUrl = `http://127.0.0.1:${port}`
    Object.assign(process.env, {
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: randomBytes(24).toString('hex'),
      SITE_URL: baseUrl,
      PORT: String(port),
      ADMIN_EMAIL: 'admin@bench.test',
      ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
      ADMIN_NAME: 'Bench Admin',
      SEED_DEMO: 'true',
      MEDIA_DIR: `.data/test/media-bench-${process.pid}`,
      NEXT_DIST_DIR: path.relative(process.cwd(), distDir),
      RATE_LIMIT: 'off',
      JOBS_AUTORUN: 'false',
    })
    await bootstrap()
    await buildIfNeeded()
    await fs.writeFile(path.join(distDir, 'bench-port'), `${port}\n`)
    server = spawnNodeTool('next', ['start', '--port', String(port), '--hostname', '127.0.0.1'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    await waitUntilServing(`${baseUrl}/api/blog`, 60_000)

    const { posts } = (await (await fetch(`${baseUrl}/api/blog`)).json()) as {
      posts: { slug: string }[]
    }
    if (!posts[0]) throw new Error('no published post to measure')
    const baselineExists = (await fetch(`${baseUrl}${BASELINE_PATH}`)).status === 200
    const baselinePath = baselineExists ? BASELINE_PATH : '/this-page-does-not-exist'
    if (!baselineExists)
      log(
        `${BASELINE_PATH} does not exist yet: the 404 page (no client code of its own) is the baseline`,
      )

    const pages = [
      { label: 'Home', path: '/' },
      { label: 'Work with us', path: '/work-with-us' },
      { label: 'Contact', path: '/contact' },
      { label: 'Blog', path: '/blog' },
      { label: 'Article', path: `/blog/${posts[0].slug}` },
    ]
    // Warm every page once, so Lighthouse measures served pages rather than first renders.
    for (const page of [...pages, { path: baselinePath }]) await fetch(`${baseUrl}${page.path}`)

    browser = await startChromium(chromium)
    log(
      `app at ${baseUrl}; Lighthouse (mobile, ${runs} run${runs > 1 ? 's' : ''} per page) in ${chromium}`,
    )
    const results: PageResult[] = []
    for (const page of pages) {
      const url = `${baseUrl}${page.path}`
      const { scores, lighthouseJs } = await audit(url, browser.port, runs)
      const { bytes } = await firstLoadJs(url)
      results.push({ ...page, scores, js: bytes, lighthouseJs })
      log(`measured ${page.path}`)
    }
    const baseline = await firstLoadJs(`${baseUrl}${baselinePath}`)

    const rows = results.map((result) => ({
      page: `${result.label} (${result.path})`,
      performance: result.scores.performance,
      accessibility: result.scores.accessibility,
      'best-practices': result.scores['best-practices'],
      seo: result.scores.seo,
      'first-load JS': kb(result.js),
      'over baseline': `${result.js - baseline.bytes >= 0 ? '+' : ''}${kb(result.js - baseline.bytes)}`,
      'all scripts (Lighthouse)': kb(result.lighthouseJs),
    }))
    console.log('')
    console.table(rows)
    console.log(
      `Baseline ${baselinePath}: first-load JS ${kb(baseline.bytes)} in ${baseline.files} files.`,
    )

    const problems: string[] = []
    for (const result of results) {
      for (const category of CATEGORIES) {
        if (result.scores[category] < TARGETS[category]) {
          problems.push(
            `${result.path}: ${category} ${result.scores[category]} < ${TARGETS[category]}`,
          )
        }
      }
    }
    const heaviest = results.reduce((max, result) => (result.js > max.js ? result : max))
    if (heaviest.js - baseline.bytes > JS_BUDGET_HEAVIEST) {
      problems.push(
        `${heaviest.path} adds ${kb(heaviest.js - baseline.bytes)} of JS (budget ${kb(JS_BUDGET_HEAVIEST)})`,
      )
    }
    const article = results.find((result) => result.label === 'Article')!
    if (article.js - baseline.bytes > JS_BUDGET_ARTICLE) {
      problems.push(
        `the article adds ${kb(article.js - baseline.bytes)} of JS (budget ${kb(JS_BUDGET_ARTICLE)})`,
      )
    }
    console.log(
      `Heaviest page: ${heaviest.path} (+${kb(heaviest.js - baseline.bytes)}, budget ${kb(JS_BUDGET_HEAVIEST)}); ` +
        `article +${kb(article.js - baseline.bytes)} (budget ${kb(JS_BUDGET_ARTICLE)}).`,
    )
    console.log(
      problems.length === 0 ? 'Every target is met.' : `Below target:\n  ${problems.join('\n  ')}`,
    )
    // A benchmark reports; it does not fail the build.
    return 0
  } finally {
    if (browser) {
      browser.process.kill('SIGTERM')
      await waitFor(browser.process)
      await fs.rm(browser.dir, { recursive: true, force: true })
    }
    if (server && server.exitCode === null) {
      server.kill('SIGTERM')
      await waitFor(server)
    }
    await database?.dispose()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
