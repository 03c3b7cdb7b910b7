/**
 * npm run bench:budgets
 *
 * A benchmark, not a test: the performance budgets that the functional tests leave to it. It
 * serves the end-to-end build (.next-test, built first when the sources changed) on a throwaway
 * database with the demo content, team emails going to an SMTP sink on 127.0.0.1, and measures:
 *
 * - layout shift while every public page, an article and the 404 page load, late work included
 *   (hydration, fonts, images, the cookie banner), in Chromium at 390 and 1366 px;
 * - the home page's HTML before compression, hydration payload included;
 * - the script the home page's HTML loads over that of /privacy-policy (gzip);
 * - a price saved through the REST API until four pages show it;
 * - a redirect created through the REST API until it answers;
 * - 200 contact messages until every team email has reached the SMTP server.
 *
 * It prints every figure beside its budget and exits 1 when one is over. Nothing leaves the
 * machine. BENCH_ONLY=/,/blog limits the layout-shift pages.
 */
import { gzipSync } from 'node:zlib'

import { chromium, type Browser, type Page } from '@playwright/test'

import { PUBLIC_ROUTES } from '../src/lib/seo/publicRoutes'

import { startAppServer, type AppServer } from './lib/appServer'
import { testChromiumPath } from './lib/chromium'
import { log } from './lib/runtime'
import { scriptEnv } from './lib/scriptEnv'
import { replyToOf, startSmtpSink, type SmtpSink } from './lib/smtpSink'
import { testBuildEnv, testPort } from './lib/testBuild'
import { freePort } from './lib/testDatabase'

const ADMIN = { email: 'admin@budgets.test', password: 'budgets-Admin-password-1', name: 'Bench' }
const KB = 1024
/** Nothing a visitor would notice moves (Google's "good" is 0.1). */
const LAYOUT_SHIFT_BUDGET = 0.025
const BURST = 200

type Row = { budget: string; measured: string; limit: string; over: boolean }
const rows: Row[] = []
const record = (budget: string, value: number, limit: number, unit: (n: number) => string) =>
  rows.push({ budget, measured: unit(value), limit: unit(limit), over: value > limit })
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`
const ms = (value: number) => `${Math.round(value)} ms`
const shift = (value: number) => value.toFixed(3)

/** Records every layout shift from the first byte of each document on. */
function recordLayoutShifts(): void {
  const shifts: number[] = []
  Object.assign(window, { __layoutShifts: shifts })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number
      hadRecentInput: boolean
    })[]) {
      if (!entry.hadRecentInput) shifts.push(entry.value)
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

/** Loads the page and waits out its late work, then answers the layout shift it added up to. */
async function layoutShift(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'load' })
  // The cookie banner comes a second after hydration: the last thing that may move the page.
  await page
    .getByRole('region', { name: 'Cookie consent' })
    .waitFor({ timeout: 15_000 })
    .catch(() => log(`  ${url}: no cookie banner`))
  await page.evaluate(async () => {
    await document.fonts.ready
    await Promise.all(
      [...document.images]
        .filter((image) => !image.complete && image.loading !== 'lazy')
        .map((image) => new Promise((done) => image.addEventListener('loadend', done))),
    )
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  })
  return page.evaluate(() =>
    (window as unknown as { __layoutShifts: number[] }).__layoutShifts.reduce((a, b) => a + b, 0),
  )
}

async function measureLayoutShift(browser: Browser, baseUrl: string, only?: string[]) {
  const { posts } = (await (await fetch(`${baseUrl}/api/blog`)).json()) as {
    posts: { slug: string }[]
  }
  const paths = [
    ...PUBLIC_ROUTES.map(({ path }) => path),
    `/blog/${posts[0]?.slug}`,
    '/no-such-page',
  ]
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height } })
    await page.addInitScript(recordLayoutShifts)
    for (const path of paths.filter((path) => !only || only.includes(path))) {
      record(
        `layout shift ${path} at ${width} px`,
        await layoutShift(page, baseUrl + path),
        LAYOUT_SHIFT_BUDGET,
        shift,
      )
    }
    await page.close()
  }
}

/** The scripts a page's HTML names, by path, with their gzip size. */
async function scriptsOf(baseUrl: string, path: string): Promise<Map<string, number>> {
  const html = await (await fetch(baseUrl + path)).text()
  const sources = new Set([...html.matchAll(/\/_next\/static\/[^"'\s]+?\.js/g)].map((m) => m[0]))
  const scripts = new Map<string, number>()
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(baseUrl + source)).arrayBuffer())
    scripts.set(source, gzipSync(body).length)
  }
  return scripts
}

async function measureWeight(baseUrl: string) {
  const html = Buffer.from(await (await fetch(`${baseUrl}/`)).arrayBuffer())
  record('home HTML before compression', html.length, 100 * KB, kb)
  const floor = await scriptsOf(baseUrl, '/privacy-policy')
  let extra = 0
  for (const [source, size] of await scriptsOf(baseUrl, '/')) if (!floor.has(source)) extra += size
  record('home script over /privacy-policy (gzip)', extra, 40 * KB, kb)
}

/** Polls `check` until it holds; answers the time taken, or Infinity after `timeoutMs`. */
async function timeUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = performance.now()
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) return Infinity
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return performance.now() - started
}

async function measureChanges(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/admins/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  })
  const { token } = (await login.json()) as { token: string }
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  type Rows = { name: string; price: number }[]
  const offers = (await (await fetch(`${baseUrl}/api/globals/offers`, { headers })).json()) as {
    plans: Rows
    coachingPackages: Rows
  }
  const priced = (rows: Rows, name: string, change: number) =>
    rows.map((row) => (row.name === name ? { ...row, price: row.price + change } : row))
  const save = (change: number) =>
    fetch(`${baseUrl}/api/globals/offers`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        plans: priced(offers.plans, 'Growth', change),
        coachingPackages: priced(offers.coachingPackages, 'Single session', change),
      }),
    })
  const price = (rows: Rows, name: string) =>
    `£${(rows.find((row) => row.name === name)!.price + 100).toLocaleString('en-GB')}`
  const expected: [string, string][] = [
    ['/', price(offers.plans, 'Growth')],
    ['/work-with-us', price(offers.plans, 'Growth')],
    ['/llms.txt', price(offers.plans, 'Growth')],
    ['/coaching', price(offers.coachingPackages, 'Single session')],
  ]
  if (!(await save(100)).ok) throw new Error('could not save the offers')
  const priceShown = await timeUntil(async () => {
    const bodies = await Promise.all(
      expected.map(async ([path]) => (await fetch(baseUrl + path)).text()),
    )
    return bodies.every((body, index) => body.includes(expected[index]![1]))
  }, 30_000)
  record(`price saved until ${expected.length} pages show it`, priceShown, 5_000, ms)
  await save(0)

  const from = `/bench-redirect-${Date.now()}`
  const created = await fetch(`${baseUrl}/api/redirects`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ from, to: { type: 'custom', url: '/work-with-us' } }),
  })
  const redirect = await timeUntil(
    async () => (await fetch(baseUrl + from, { redirect: 'manual' })).status === 308,
    30_000,
  )
  record('redirect created until it answers', redirect, 1_000, ms)
  const { doc } = (await created.json()) as { doc: { id: number } }
  await fetch(`${baseUrl}/api/redirects/${doc.id}`, { method: 'DELETE', headers })
}

async function measureDrain(baseUrl: string, received: Set<string>) {
  const emails = Array.from({ length: BURST }, (_, i) => `budget-${i}@example.test`)
  for (let i = 0; i < emails.length; i += 20) {
    await Promise.all(
      emails.slice(i, i + 20).map(async (email) => {
        const response = await fetch(`${baseUrl}/api/contact-message`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Burst Sender', email, message: `Hello from ${email}` }),
        })
        if (response.status !== 201) throw new Error(`contact message: ${response.status}`)
      }),
    )
  }
  const drained = await timeUntil(async () => emails.every((email) => received.has(email)), 120_000)
  record(`${BURST} team emails delivered after the last message`, drained, 60_000, ms)
}

async function main(): Promise<number> {
  const executablePath = testChromiumPath()
  if (!executablePath) {
    console.error('The benchmark needs Chromium at CHROMIUM_PATH or /usr/bin/chromium.')
    return 1
  }
  const received = new Set<string>()
  let sink: SmtpSink | undefined
  let app: AppServer | undefined
  let browser: Browser | undefined
  try {
    sink = await startSmtpSink(await freePort(), ({ raw }) => received.add(replyToOf(raw)))
    const port = await testPort()
    const build = testBuildEnv(port)
    app = await startAppServer({
      label: 'budgets',
      distDir: build.NEXT_DIST_DIR!,
      port,
      admin: ADMIN,
      env: { NEXT_OUTPUT: build.NEXT_OUTPUT!, SMTP_URL: sink.url, RATE_LIMIT: 'off' },
    })
    browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] })
    log('measuring layout shift')
    await measureLayoutShift(browser, app.baseUrl, scriptEnv().BENCH_ONLY)
    log('measuring page weight, change latency and the email drain')
    await measureWeight(app.baseUrl)
    await measureChanges(app.baseUrl)
    await measureDrain(app.baseUrl, received)
  } finally {
    await browser?.close()
    await app?.stop()
    await sink?.close()
  }
  console.table(rows.map(({ over, ...row }) => ({ ...row, '': over ? 'OVER' : 'ok' })))
  const over = rows.filter((row) => row.over)
  console.log(
    over.length === 0
      ? 'Every budget is met.'
      : `Over budget:\n  ${over.map((row) => `${row.budget}: ${row.measured} > ${row.limit}`).join('\n  ')}`,
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
