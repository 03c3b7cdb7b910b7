import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'
import { createClient } from 'redis'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runCheck } from '@/features/ai-visibility/check'
import { socialCardPath } from '@/lib/blog/socialCard'

import { rawRequest } from '../support/rawRequest'

import {
  bearer,
  getText,
  startTestCluster,
  timeUntil,
  type TestCluster,
} from '../../scripts/lib/testCluster'

let cluster: TestCluster
let a: string
let b: string
let proxy: string
const execFileAsync = promisify(execFile)

beforeAll(async () => {
  cluster = await startTestCluster()
  ;[a, b] = cluster.instances.map((instance) => instance.url) as [string, string]
  proxy = cluster.proxyUrl
  // Every page type rendered once per instance, as a running site has: the timings below are
  // about the cache, not about a fresh process's first render.
  const { posts } = (await (await fetch(`${a}/api/blog`)).json()) as { posts: { slug: string }[] }
  for (const origin of [a, b]) {
    for (const route of ['/', '/blog', `/blog/${posts[0]!.slug}`, '/blog/no-such-post']) {
      await getText(`${origin}${route}`)
      await getText(`${origin}${route}?_rsc`, { RSC: '1' })
    }
  }
  // The pages the checker reads, each rendered once for the cluster's origin (its page cache
  // starts empty): a first render on a machine busy with other suites can outlast the proxy's
  // wait for an answer, which is not what the checker's test is about.
  const sitemap = (await getText(`${a}/sitemap.xml`)).body
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  )
  for (const route of [...paths, '/llms.txt', '/robots.txt']) {
    await timeUntil(async () => (await getText(`${a}${route}`)).status === 200, 120_000)
  }
  await timeUntil(
    async () => (await getText(`${a}/`, { Accept: 'text/markdown' })).status === 200,
    120_000,
  )
  // Two instances, their worker, Redis, Varnish and a first render of every page: on two cores
  // that three other suites share, this set-up can take minutes, and it is not what is timed.
}, 600_000)

afterAll(async () => {
  await cluster?.dispose()
})

async function createDraft(on: string, title: string): Promise<{ id: number; slug: string }> {
  const response = await fetch(`${on}/api/posts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...bearer(cluster.token) },
    body: JSON.stringify({
      title,
      content: 'Written on one instance, read on every other.',
      status: 'draft',
      readTime: 2,
    }),
  })
  expect(response.status, await response.clone().text()).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: number; slug: string } }
  return doc
}

async function setStatus(on: string, id: number, action: 'publish' | 'unpublish') {
  const response = await fetch(`${on}/api/admin/blog/${id}/${action}`, {
    method: 'POST',
    headers: bearer(cluster.token),
  })
  expect(response.status, await response.clone().text()).toBe(200)
}

/** A client-side navigation's request for a page's RSC payload (Next answers `?_rsc` so). */
const RSC = { RSC: '1' }

/** What each address answered last, reported when a check stays false. */
const answers = new Map<string, string>()
async function read(url: string, headers: Record<string, string> = {}) {
  try {
    const response = await getText(url, headers)
    const header = (name: string) => response.headers.get(name) ?? '-'
    answers.set(
      url,
      `${response.status}, X-Cache ${header('x-cache')}, Age ${header('age')}, x-nextjs-cache ${header('x-nextjs-cache')}`,
    )
    return response
  } catch (error) {
    answers.set(url, `no answer: ${(error as Error).cause ?? error}`)
    throw error
  }
}

const listed = async (origin: string, title: string) =>
  (await read(`${origin}/blog`)).body.includes(title)
const articleStatus = async (origin: string, slug: string) =>
  (await read(`${origin}/blog/${slug}`)).status

/** The instances' cache warnings (Redis, revalidation, proxy bans). */
async function cacheLog(): Promise<string[]> {
  const logs = await Promise.all(
    ['app_a', 'app_b'].map((name) =>
      readFile(path.join(cluster.runDir, 'logs', `${name}.log`), 'utf8').catch(() => ''),
    ),
  )
  return logs.flatMap((log) => log.split('\n').filter((line) => line.includes('[cache]')))
}

/**
 * What the proxy did for the reads whose URL contains `marker` and that it answered with an
 * error: each attempt's instance, its error and its timings, from Varnish's shared-memory log.
 * Printed with a failure, so that it says which instance let the read down, and how.
 */
async function proxyTrail(marker: string): Promise<string> {
  const { stdout } = await execFileAsync('varnishlog', [
    '-n',
    cluster.proxyWorkDir,
    '-d',
    '-g',
    'request',
    '-q',
    `ReqURL ~ "${marker}" and RespStatus >= 500`,
    '-i',
    'ReqURL,RespStatus,BackendOpen,BereqURL,FetchError,BerespStatus,Timestamp,VCL_return',
  ])
  return stdout.slice(0, 8000)
}

/** How many bans the proxy has taken so far (its MAIN.bans_added counter). */
async function proxyBans(): Promise<number> {
  const { stdout } = await execFileAsync('varnishstat', [
    '-n',
    cluster.proxyWorkDir,
    '-1',
    '-f',
    'MAIN.bans_added',
  ])
  const count = Number(/MAIN\.bans_added\s+(\d+)/.exec(stdout)?.[1])
  expect(count, `varnishstat: ${stdout}`).not.toBeNaN()
  return count
}

/**
 * Pages and the blog's reads are kept until a tag of theirs expires, so a change seen at all
 * reached the instance by its cache tags; the bound only ends a wait for one that never comes.
 * How fast it gets there (the goal is under 100 ms) is a figure `npm run bench:cluster` prints;
 * on a machine busy with other suites it can take a few seconds, which is not under test here.
 */
const SHOWN_WITHIN_MS = 20_000

/**
 * Asserts that every labelled check turns true within SHOWN_WITHIN_MS, by tag expiry alone, and
 * prints how long each took. A request that fails on the way counts as not yet; a check still
 * false at the end is named with the last answer of each address and the instances' cache log.
 */
async function shownBeforeExpiry(checks: Record<string, () => Promise<boolean>>) {
  answers.clear()
  const entries = Object.entries(checks)
  const delays = await Promise.all(
    entries.map(([, check]) =>
      timeUntil(() => check().catch(() => false), SHOWN_WITHIN_MS).catch(
        () => Number.POSITIVE_INFINITY,
      ),
    ),
  )
  const report = Object.fromEntries(
    entries.map(([label], index) => {
      const delay = delays[index]!
      return [label, Number.isFinite(delay) ? Math.round(delay) : 'never']
    }),
  )
  console.log(`shown after (ms): ${JSON.stringify(report)}`)
  const never = entries.filter((_, index) => !Number.isFinite(delays[index])).map(([l]) => l)
  const seen = never.length
    ? `; last answers: ${JSON.stringify(Object.fromEntries(answers))}; cache log: ${JSON.stringify(await cacheLog())}`
    : ''
  expect(never, `${JSON.stringify(report)}${seen}`).toEqual([])
}

/** Loads the pages so every cache holds them before the change. */
async function warm(slug: string) {
  for (const origin of [a, b, proxy, proxy]) {
    await getText(`${origin}/blog`)
    await getText(`${origin}/blog/${slug}`)
    await getText(`${origin}/blog?_rsc`, RSC)
  }
}

describe('the cluster', () => {
  it('scores 100 on the AI Visibility Checker through the proxy', async () => {
    // The same engine as POST /api/ai-check and `npm run check`, pointed at the proxy (the
    // cluster's SITE_URL): Markdown versions, validators and 304s must survive Varnish. First,
    // before the tests that change content: a change expires the pages, and a home page
    // rendered anew between the check's request and its conditional request rightly has
    // another validator.
    const result = await runCheck(new URL(proxy).host, {
      allowedHosts: ['127.0.0.1'],
      userAgent: 'AIVisibilityChecker/1.0 (cluster test)',
    })
    const notPassing = result.checks
      .filter((check) => check.status === 'fail' || check.status === 'warn')
      .map((check) => `${check.id}: ${check.status}: ${check.evidence}`)
    expect(notPassing).toEqual([])
    expect(result.aiVisibilityScore).toBe(100)
  })

  it('shows a price saved through A on B and through the proxy, by expiring its cache tags', async () => {
    const offers = (await (
      await fetch(`${a}/api/globals/offers`, { headers: bearer(cluster.token) })
    ).json()) as {
      plans: { name: string; price: number }[]
    }
    const price = 1000 + (Date.now() % 900) + 1
    const shown = `£${price.toLocaleString('en-GB')}`
    for (const origin of [a, b, proxy, proxy]) {
      await getText(`${origin}/work-with-us`)
      await getText(`${origin}/llms.txt`)
    }
    const saved = await fetch(`${a}/api/globals/offers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(cluster.token) },
      body: JSON.stringify({
        plans: offers.plans.map((plan) => (plan.name === 'Growth' ? { ...plan, price } : plan)),
      }),
    })
    expect(saved.status, await saved.clone().text()).toBe(200)
    try {
      await shownBeforeExpiry({
        'page on B': async () => (await read(`${b}/work-with-us`)).body.includes(shown),
        'page via proxy': async () => (await read(`${proxy}/work-with-us`)).body.includes(shown),
        'llms.txt via proxy': async () =>
          (await read(`${proxy}/llms.txt`)).body.includes(`Growth plan: ${shown}/month`),
      })
    } finally {
      await fetch(`${a}/api/globals/offers`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...bearer(cluster.token) },
        body: JSON.stringify({ plans: offers.plans }),
      })
    }
  })

  it('answers a redirect saved through A on B and through the proxy, by expiring its cache tag', async () => {
    const from = `/cluster-old-${Date.now()}`
    for (const origin of [b, proxy, proxy])
      expect((await getText(`${origin}${from}`)).status).toBe(404)
    const created = await fetch(`${a}/api/redirects`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(cluster.token) },
      body: JSON.stringify({ from, to: { type: 'custom', url: '/coaching' } }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const redirected = async (origin: string) => {
      const response = await read(`${origin}${from}`)
      return response.status === 308 && response.headers.get('location') === '/coaching'
    }
    await shownBeforeExpiry({ 'on B': () => redirected(b), 'via proxy': () => redirected(proxy) })
  })

  it('shows a post published through A on B and through the proxy, by expiring its cache tags', async () => {
    const title = `Cluster publish ${Date.now()}`
    const post = await createDraft(a, title)
    await warm(post.slug)
    expect(await listed(proxy, title)).toBe(false)

    await setStatus(a, post.id, 'publish')
    await shownBeforeExpiry({
      'list on B': () => listed(b, title),
      'article on B': async () => (await articleStatus(b, post.slug)) === 200,
      'list via proxy': () => listed(proxy, title),
      'article via proxy': async () => (await articleStatus(proxy, post.slug)) === 200,
      'RSC list via proxy': async () =>
        (await read(`${proxy}/blog?_rsc`, RSC)).body.includes(post.slug),
    })
  })

  it('answers 404 on A and through the proxy after an unpublish through B, by expiring its cache tags', async () => {
    const title = `Cluster unpublish ${Date.now()}`
    const post = await createDraft(a, title)
    await setStatus(a, post.id, 'publish')
    await timeUntil(async () => (await articleStatus(proxy, post.slug)) === 200)
    await warm(post.slug)
    expect(await articleStatus(a, post.slug)).toBe(200)

    await setStatus(b, post.id, 'unpublish')
    await shownBeforeExpiry({
      'article on A': async () => (await articleStatus(a, post.slug)) === 404,
      'article via proxy': async () => (await articleStatus(proxy, post.slug)) === 404,
      'list on A': async () => !(await listed(a, title)),
      'list via proxy': async () => !(await listed(proxy, title)),
    })
  })

  it('keeps a forged X-Forwarded-Proto or Host out of Markdown the proxy caches', async () => {
    const forged = {
      'x-forwarded-proto': 'https://evil.example/?',
      'x-forwarded-host': 'evil.example',
    }
    /** Sends the forged requests, then a clean one, and checks that nothing forged came back. */
    const forgeThenRead = async (address: string, headers: Record<string, string>) => {
      const url = new URL(`${proxy}${address}`)
      const first = await rawRequest(url, { headers: { ...headers, ...forged } })
      expect(first.status, address).toBe(200)
      await rawRequest(url, { headers: { ...headers, host: 'evil.example' } })
      const clean = await getText(url.toString(), headers)
      expect(clean.status, address).toBe(200)
      expect(clean.headers.get('content-type'), address).toBe('text/markdown; charset=utf-8')
      expect(clean.body, address).toContain(`](${proxy}/`)
      expect(clean.body, address).not.toContain('evil.example')
      return clean
    }
    // A new post's Markdown, which no cache holds yet: the forged request is the one that reaches
    // the app and is stored, and the clean request after it is served from there. A content
    // change anywhere in the cluster bans the proxy's pages, and the publish's own ban may land
    // after its answer: a clean request that misses is accepted only when the proxy counted a
    // ban since the forged one, and then the round is made again with another new post.
    let stored = false
    for (let round = 1; !stored; round++) {
      const created = await fetch(`${a}/api/posts`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...bearer(cluster.token) },
        body: JSON.stringify({
          title: `Cluster Markdown ${Date.now()}`,
          content: 'Read the [coaching page](/coaching).',
          status: 'draft',
          readTime: 2,
        }),
      })
      expect(created.status, await created.clone().text()).toBe(201)
      const { doc: post } = (await created.json()) as { doc: { id: number; slug: string } }
      await setStatus(a, post.id, 'publish')
      const bansBefore = await proxyBans()
      const clean = await forgeThenRead(`/blog/${post.slug}.md`, {})
      stored = clean.headers.get('x-cache') === 'HIT'
      if (!stored) {
        expect(await proxyBans(), `round ${round}: a miss with no ban since`).toBeGreaterThan(
          bansBefore,
        )
        expect(round, 'rounds whose stored copy a ban dropped').toBeLessThan(5)
      }
    }
    // Pages too, with a fresh query string (converted afresh, and kept by Varnish as the page's
    // HTML is).
    const fresh = Date.now()
    await forgeThenRead(`/coaching.md?forged=${fresh}`, {})
    await forgeThenRead(`/?forged=${fresh}`, { accept: 'text/markdown' })
  })

  it('draws a social card once through the proxy and answers other query strings 308', async () => {
    const post = await createDraft(
      a,
      `Cluster card ${'with a long title '.repeat(10)}`.slice(0, 200),
    )
    await setStatus(a, post.id, 'publish')
    const { post: published } = (await (await fetch(`${a}/api/blog/${post.slug}`)).json()) as {
      post: { slug: string; updatedAt: string }
    }
    const card = socialCardPath(published)
    const timed = async (url: string) => {
      const started = performance.now()
      const response = await fetch(url, { redirect: 'manual' })
      await response.arrayBuffer()
      return { response, ms: performance.now() - started }
    }
    // A burst of made-up versions and the home page beside it: nothing is drawn for them, and the
    // home page answers. How long it took is printed: a figure, not a pass mark, on a machine
    // running every suite at once.
    const burst = await Promise.all([
      ...Array.from({ length: 12 }, (_, n) =>
        timed(`${proxy}/blog/${post.slug}/social-card?v=${Date.now()}${n}`),
      ),
      timed(`${proxy}/?card-burst=${Date.now()}`),
    ])
    const home = burst.pop()!
    for (const { response } of burst) {
      expect(response.status).toBe(308)
      expect(response.headers.get('location')).toBe(card)
    }
    expect(home.response.status).toBe(200)
    console.log(`home page beside a burst of card versions: ${Math.round(home.ms)} ms`)

    const first = await timed(`${proxy}${card}`)
    expect(first.response.status).toBe(200)
    expect(first.response.headers.get('content-type')).toBe('image/png')
    // Drawn once for every instance (the shared data cache), and then kept by the proxy. The
    // post was published a moment ago, and the expiry of its pages bans them from the proxy:
    // the card is kept from the fetch that follows the ban.
    expect((await fetch(`${b}${card}`)).status).toBe(200)
    await expect
      .poll(async () => (await fetch(`${proxy}${card}`)).headers.get('x-cache'), {
        timeout: 10_000,
      })
      .toBe('HIT')
  })

  it('publishes a scheduled post once, via the worker, and every cache shows it within a minute', async () => {
    const title = `Cluster schedule ${Date.now()}`
    const publishAt = new Date(Date.now() + 8_000)
    const created = await fetch(`${a}/api/admin/blog`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(cluster.token) },
      body: JSON.stringify({
        title,
        slug: `cluster-schedule-${publishAt.getTime()}`,
        content: 'Published by the job worker.',
        status: 'published',
        readTime: 2,
        publishedAt: publishAt.toISOString(),
      }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const { post } = (await created.json()) as { post: { id: number; slug: string } }
    await warm(post.slug)
    expect(await listed(proxy, title)).toBe(false)
    expect(await articleStatus(b, post.slug)).toBe(404)

    const wait = Math.max(0, publishAt.getTime() - Date.now())
    await timeUntil(
      async () =>
        (await listed(proxy, title)) &&
        (await listed(b, title)) &&
        (await articleStatus(proxy, post.slug)) === 200 &&
        (await articleStatus(a, post.slug)) === 200,
      wait + 60_000,
    )
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime())
    expect(Date.now() - publishAt.getTime()).toBeLessThan(60_000)

    const jobs = await fetch(
      `${a}/api/payload-jobs?limit=100&depth=0&where[taskSlug][equals]=schedulePublish`,
      { headers: bearer(cluster.token) },
    )
    const { docs } = (await jobs.json()) as {
      docs: {
        completedAt?: string
        totalTried?: number
        queue?: string
        input?: { doc?: { value?: string } }
      }[]
    }
    const mine = docs.filter((job) => job.input?.doc?.value === String(post.id))
    expect(mine).toHaveLength(1)
    expect(mine[0]!.completedAt).toBeTruthy()
    expect(mine[0]!.totalTried).toBe(1)
  })

  it('serves an image uploaded through A from B and the proxy with its content type', async () => {
    const png = await sharp({
      create: { width: 12, height: 8, channels: 3, background: '#3366ff' },
    })
      .png()
      .toBuffer()
    const response = await fetch(`${a}/api/admin/blog/upload-image`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(cluster.token) },
      body: JSON.stringify({
        filename: `hero-${Date.now()}-cluster.png`,
        mimeType: 'image/png',
        data: png.toString('base64'),
      }),
    })
    expect(response.status, await response.clone().text()).toBe(201)
    const { url } = (await response.json()) as { url: string }
    const pathOf = new URL(url, proxy).pathname
    // A file no public page shows stays closed to visitors; a published post's hero opens it.
    expect((await fetch(`${b}${pathOf}`)).status).toBe(403)
    const post = await fetch(`${a}/api/admin/blog`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(cluster.token) },
      body: JSON.stringify({
        title: `Cluster hero ${Date.now()}`,
        slug: `cluster-hero-${Date.now()}`,
        content: 'Shows an image uploaded on another instance.',
        status: 'published',
        readTime: 2,
        heroImage: url,
      }),
    })
    expect(post.status, await post.clone().text()).toBe(201)

    for (const origin of [b, proxy]) {
      await expect.poll(async () => (await fetch(`${origin}${pathOf}`)).status).toBe(200)
      const image = await fetch(`${origin}${pathOf}`)
      expect(image.headers.get('content-type')).toBe('image/png')
      expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true)
    }
  })

  it('lists a message posted to B on A and sends its team email exactly once', async () => {
    const marker = `cluster-${Date.now()}`
    const sent = await fetch(`${b}/api/contact-message`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Cluster Visitor',
        email: `${marker}@example.test`,
        company: 'Two Instances Ltd',
        planInterest: 'Not sure yet',
        message: `Posted to B, read on A (${marker}).`,
      }),
    })
    expect(sent.status, await sent.clone().text()).toBe(201)

    const messages = await fetch(`${a}/api/admin/contact-messages`, {
      headers: bearer(cluster.token),
    })
    expect(messages.status).toBe(200)
    expect(await messages.text()).toContain(`${marker}@example.test`)

    // The queue says when the work is over: the message's email job is completed and no run of
    // it is in progress. Then its log holds one successful run, and one email left.
    const db = new pg.Client({ connectionString: cluster.databaseUrl })
    await db.connect()
    try {
      const job = async () => {
        const { rows } = await db.query<{ runs: number; done: boolean }>(
          `SELECT (SELECT count(*)::int FROM payload_jobs_log l
                    WHERE l._parent_id = j.id AND l.state = 'succeeded') AS runs,
                  j.completed_at IS NOT NULL AND NOT j.processing AS done
             FROM payload_jobs j
             JOIN contact_messages m ON m.id = (j.input->>'id')::int
            WHERE j.task_slug = 'notifyTeam' AND j.input->>'collection' = 'contact-messages'
              AND m.work_email = $1`,
          [`${marker}@example.test`],
        )
        return rows
      }
      await timeUntil(async () => (await job()).some((row) => row.done), 30_000)
      expect(await job()).toEqual([{ runs: 1, done: true }])
    } finally {
      await db.end()
    }
    expect(cluster.mails.filter((mail) => mail.raw.includes(marker))).toHaveLength(1)
  })

  it('keeps the proxy away from the dashboards, writes and cookies, and keys RSC apart', async () => {
    await getText(`${proxy}/blog`)
    expect((await getText(`${proxy}/blog`)).headers.get('x-cache')).toBe('HIT')
    const html = await getText(`${proxy}/blog`)
    await getText(`${proxy}/blog?_rsc`, RSC)
    const rsc = await getText(`${proxy}/blog?_rsc`, RSC)
    expect(rsc.headers.get('x-cache')).toBe('HIT')
    expect(html.headers.get('content-type')).toContain('text/html')
    expect(rsc.headers.get('content-type')).toContain('text/x-component')

    for (const route of ['/admin/login', '/cms/login', '/api/admin/check-auth']) {
      await getText(`${proxy}${route}`)
      expect((await getText(`${proxy}${route}`)).headers.get('x-cache')).toBe('MISS')
    }
    const login = await fetch(`${proxy}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'wrong password' }),
    })
    expect(login.headers.get('x-cache')).toBe('MISS')
  })

  it('runs one build on every instance: the same build id and assets', async () => {
    const assets = async (origin: string) => {
      const { body } = await getText(`${origin}/`)
      // The build id travels in the page's flight data as "b" (quotes escaped inside a script).
      const buildId = /\\?"b\\?":\\?"([\w-]+)/.exec(body)
      const scripts = [...body.matchAll(/\/_next\/static\/[^"'\s)]+\.js/g)].map((m) => m[0]).sort()
      return { buildId: buildId?.[1], scripts: [...new Set(scripts)] }
    }
    const [onA, onB] = [await assets(a), await assets(b)]
    expect(onA.buildId).toMatch(/^[\w-]{8,}$/)
    expect(onA.scripts.length).toBeGreaterThan(0)
    expect(onB).toEqual(onA)
    // Every asset the page names is served by the other instance too.
    for (const script of onA.scripts) expect((await getText(`${b}${script}`)).status).toBe(200)
  })

  it("sends the build's scripts through the proxy gzipped, one stored copy for every client", async () => {
    const { body } = await getText(`${proxy}/`)
    const script = /\/_next\/static\/[^"'\s)]+\.js/.exec(body)?.[0]
    expect(script).toBeDefined()
    const fetched: Record<string, { encoding: string | null; cache: string | null; body: string }> =
      {}
    for (const [label, accept] of [
      ['br', 'gzip, deflate, br, zstd'],
      ['gzip', 'gzip, deflate'],
      ['identity', 'identity'],
    ]) {
      for (const round of [1, 2]) {
        const response = await getText(`${proxy}${script}`, { 'Accept-Encoding': accept! })
        expect(response.status).toBe(200)
        fetched[`${label}${round}`] = {
          encoding: response.headers.get('content-encoding'),
          cache: response.headers.get('x-cache'),
          body: response.body, // decoded by fetch
        }
      }
    }
    // The app sends gzip (it has no Brotli); Varnish unzips its copy for a client without gzip.
    expect(fetched.br2).toMatchObject({ encoding: 'gzip', cache: 'HIT' })
    expect(fetched.gzip2).toMatchObject({ encoding: 'gzip', cache: 'HIT' })
    expect(fetched.identity2).toMatchObject({ encoding: null, cache: 'HIT' })
    expect(fetched.br2!.body).toBe(fetched.gzip2!.body)
    expect(fetched.identity2!.body).toBe(fetched.gzip2!.body)
    expect(fetched.br2!.body).toBe((await getText(`${a}${script}`)).body)
  })

  it('serves pages while Redis is down and propagates publishing once it is back', async () => {
    const redis = createClient({ url: cluster.redis.url })
    await redis.connect()
    expect((await redis.keys('agency:next:*')).length).toBeGreaterThan(0)
    // The app's connections to Redis (instances and worker), besides this one.
    const appClients = async (client: typeof redis) =>
      String(await client.sendCommand(['CLIENT', 'LIST']))
        .trim()
        .split('\n').length - 1
    const connected = await appClients(redis)
    redis.destroy()

    await cluster.redis.stop()
    for (const origin of [a, b, proxy]) {
      for (const route of ['/', '/blog', '/api/blog']) {
        expect((await getText(`${origin}${route}`)).status, `${origin}${route}`).toBe(200)
      }
    }
    const log = await readFile(path.join(cluster.runDir, 'logs', 'app_a.log'), 'utf8')
    expect(log).toContain('[cache] Redis at')

    await cluster.redis.start()
    // Both instances write to Redis again once reconnected.
    const again = createClient({ url: cluster.redis.url })
    await again.connect()
    await timeUntil(async () => {
      await getText(`${a}/blog`)
      await getText(`${b}/blog`)
      return (
        (await again.keys('agency:next:*')).length > 0 && (await appClients(again)) >= connected
      )
    }, 10_000)
    again.destroy()

    const title = `After Redis ${Date.now()}`
    const post = await createDraft(b, title)
    await warm(post.slug)
    await setStatus(b, post.id, 'publish')
    await shownBeforeExpiry({
      'list on A': () => listed(a, title),
      'list via proxy': () => listed(proxy, title),
      'article on A': async () => (await articleStatus(a, post.slug)) === 200,
    })
  })

  it('routes reads around an instance frozen under traffic, each answered by the other one', async () => {
    const frozen = cluster.instances[0]!
    // Reads that reach an instance: the proxy has never seen these query strings.
    const read = async (route: string) => {
      const started = performance.now()
      const response = await fetch(`${proxy}${route}`)
      await response.arrayBuffer()
      return { route, status: response.status, ms: Math.round(performance.now() - started) }
    }
    // The pages these reads ask for, rendered and cached on both instances before one is frozen:
    // what the tests before published may still be re-rendering in the background, and a read
    // that waits behind such a render is about render time on a busy machine, not about routing.
    for (const origin of [a, b]) {
      for (const route of ['/', '/blog']) {
        await timeUntil(async () => {
          const response = await getText(`${origin}${route}?settled=${Date.now()}`)
          return response.headers.get('x-nextjs-cache') === 'HIT'
        }, 30_000)
      }
    }
    frozen.process.kill('SIGSTOP')
    const results: Awaited<ReturnType<typeof read>>[] = []
    try {
      const until = Date.now() + 12_000
      for (let round = 0; Date.now() < until; round++) {
        results.push(
          ...(await Promise.all(
            ['/api/blog', '/', '/blog', '/api/blog'].map((route, index) =>
              read(`${route}?frozen=${round}-${index}-${Date.now()}`),
            ),
          )),
        )
      }
    } finally {
      frozen.process.kill('SIGCONT')
    }
    const failed = results.filter((result) => result.status !== 200)
    expect(
      failed,
      `${JSON.stringify(failed.slice(0, 5))}\n${failed.length ? await proxyTrail('frozen=') : ''}`,
    ).toEqual([])
    // Every read answered 200: without the retry on the other instance, a read that met the
    // frozen one would get a 503 after its 2 s first-byte timeout. How long the slowest waited
    // (that timeout, then the other instance's answer) is printed, not asserted: on a machine
    // busy with other suites the live instance's answer alone can take seconds.
    const slowest = Math.max(...results.map((result) => result.ms))
    console.log(`frozen instance: ${results.length} reads, slowest ${slowest} ms`)

    // Thawed, the instance answers again, directly and through the proxy.
    await timeUntil(async () => (await getText(`${a}/api/blog`)).status === 200, 10_000)
    expect((await getText(`${proxy}/api/blog?thawed=${Date.now()}`)).status).toBe(200)
  })
})
