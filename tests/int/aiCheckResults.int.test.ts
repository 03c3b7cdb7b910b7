import net from 'node:net'

import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, describe, expect, it, vi } from 'vitest'

import SharedResultPage from '@/app/(site)/ai-checker/results/[id]/page'
import { POST } from '@/app/api/ai-check/route'
import { readStoredResult, sweepResults } from '@/features/ai-visibility/results'
import { sharedPool } from '@/lib/db/pool'

import {
  completeSiteRoutes,
  type FixtureSite,
  startFixtureSite,
  text,
} from '../../scripts/lib/fixtureSite'

// Before the imports: the page's modules read the environment as they load.
vi.hoisted(() => {
  process.env.AI_CHECK_ALLOWED_HOSTS = '127.0.0.1'
  process.env.RATE_LIMIT = 'true'
})

const PERMALINK = /^http:\/\/localhost:3000\/ai-checker\/results\/([A-Za-z0-9_-]{22})$/

let ipCounter = 0
/** Each call looks like a new visitor unless a test passes its own address. */
function check(body: Record<string, unknown>, ip = `198.51.101.${++ipCounter}`) {
  return POST(
    new Request('http://localhost/api/ai-check', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    }),
  )
}

type Result = {
  domain: string
  aiVisibilityScore: number
  checkedAt: string
  permalink: string
  previous: { score: number; checkedAt: string } | null
  changes: { check: string; from: string; to: string }[]
}
async function checked(body: Record<string, unknown>): Promise<Result> {
  const response = await check(body)
  expect(response.status).toBe(200)
  return ((await response.json()) as { result: Result }).result
}

const idOf = (permalink: string) => PERMALINK.exec(permalink)![1]!

/** The page as the server renders it, or the error it throws (notFound's included). */
async function renderPage(id: string): Promise<string> {
  const element = await SharedResultPage({ params: Promise.resolve({ id }) })
  return renderToStaticMarkup(element)
}

const sites: FixtureSite[] = []
async function openSite(): Promise<{
  site: FixtureSite
  routes: ReturnType<typeof completeSiteRoutes>
}> {
  let origin = ''
  const routes = completeSiteRoutes(() => origin)
  const site = await startFixtureSite(routes)
  origin = `http://${site.host}`
  sites.push(site)
  return { site, routes }
}
afterAll(async () => {
  await Promise.all(sites.map((entry) => entry.close()))
})

async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('shareable results', () => {
  it('answers a permalink, the same one from the cache, and its page shows the report', async () => {
    const { site } = await openSite()
    const first = await checked({ domain: site.host })
    expect(first.permalink).toMatch(PERMALINK)
    expect(first.previous).toBeNull()
    expect(first.changes).toEqual([])

    const cached = await checked({ domain: site.host })
    expect(cached.permalink).toBe(first.permalink)
    expect(cached.checkedAt).toBe(first.checkedAt)

    const stored = await readStoredResult(idOf(first.permalink))
    expect(stored).toMatchObject({ domain: site.host, aiVisibilityScore: 100 })
    const html = await renderPage(idOf(first.permalink))
    expect(html).toContain(`AI visibility of ${site.host}`)
    expect(html).toContain('Excellent AI visibility')
    expect(html).toContain('robots.txt analysis')
    expect(html).toContain('Share this result')
    expect(html).toContain(first.permalink)
  })

  it('gives a re-check after a robots.txt change the previous score and the changes', async () => {
    const { site, routes } = await openSite()
    const first = await checked({ domain: site.host })
    expect(first.aiVisibilityScore).toBe(100)
    routes['/robots.txt'] = text(
      'User-agent: GPTBot\nDisallow: /\n\nUser-agent: ClaudeBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n',
    )

    // Without refresh the cached answer comes back unchanged.
    expect((await checked({ domain: site.host })).permalink).toBe(first.permalink)

    const again = await checked({ domain: site.host, refresh: true })
    expect(again.permalink).toMatch(PERMALINK)
    expect(again.permalink).not.toBe(first.permalink)
    expect(again.previous).toEqual({ score: 100, checkedAt: first.checkedAt })
    expect(again.aiVisibilityScore).toBeLessThan(100)
    // Only the two crawlers' own checks moved; every other check kept its status.
    expect(again.changes).toEqual([
      { check: 'gptbot', from: 'pass', to: 'fail' },
      { check: 'claudebot', from: 'pass', to: 'fail' },
    ])

    // The refreshed answer is now the cached one, and its page shows what changed.
    expect((await checked({ domain: site.host })).permalink).toBe(again.permalink)
    const html = await renderPage(idOf(again.permalink))
    expect(html).toContain('What changed')
    expect(html).toContain('Previous score 100/100')
    expect(html).toContain('Allows OpenAI GPTBot')
  })

  it('refuses a sixth refresh from one address within ten minutes', async () => {
    // A closed port fails fast (502), yet each refresh still spends a point. The address is
    // this test's alone: the checker's per-address budget is shared with the waitlist, whose
    // test spends all of it for its own address.
    const domain = `127.0.0.1:${await closedPort()}`
    const ip = '203.0.113.78'
    for (let i = 0; i < 5; i += 1) {
      expect((await check({ domain, refresh: true }, ip)).status).toBe(502)
    }
    const refused = await check({ domain, refresh: true }, ip)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60)
    expect(await refused.json()).toMatchObject({
      success: false,
      message: 'Too many fresh checks from your address. Please wait a few minutes and try again.',
    })
    // A check without refresh from that address is still answered.
    expect((await check({ domain }, ip)).status).toBe(502)
  })

  it('refuses a refresh that is not a boolean', async () => {
    const response = await check({ domain: 'example.com', refresh: 'yes' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      success: false,
      message: 'refresh must be true or false.',
    })
  })

  it('answers 404 for an unknown, a malformed or an expired id, and sweeps the expired', async () => {
    const { site } = await openSite()
    const id = idOf((await checked({ domain: site.host })).permalink)
    const notFound = { digest: expect.stringContaining('404') }
    await expect(renderPage('A'.repeat(22))).rejects.toMatchObject(notFound)
    await expect(renderPage('../../etc')).rejects.toMatchObject(notFound)

    const pool = sharedPool(process.env.DATABASE_URL!)
    await pool.query(
      `UPDATE ai_check_results SET checked_at = now() - interval '91 days' WHERE id = $1`,
      [id],
    )
    expect(await readStoredResult(id)).toBeNull()
    await expect(renderPage(id)).rejects.toMatchObject(notFound)
    await sweepResults()
    const { rowCount } = await pool.query(`SELECT 1 FROM ai_check_results WHERE id = $1`, [id])
    expect(rowCount).toBe(0)
  })
})
