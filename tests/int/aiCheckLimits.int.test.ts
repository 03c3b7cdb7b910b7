import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import SharedResultPage from '@/app/(site)/ai-checker/results/[id]/page'
import { GET as socialCard } from '@/app/(site)/ai-checker/results/[id]/social-card/route'
import { POST } from '@/app/api/ai-check/route'
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
})

const KB = 1024

/**
 * A robots.txt of about 480 KB: a `*` group of 16,000 Disallow lines, then a group that shuts
 * GPTBot out and one that lets CCBot in (which drops every `*` rule). Its last lines decide
 * GPTBot's verdict, so a result that says GPTBot is blocked has read the whole file.
 */
function hugeRobotsTxt(): string {
  const lines = ['User-agent: *']
  for (let i = 0; i < 16_000; i++)
    lines.push(`Disallow: /private/area-${String(i).padStart(5, '0')}/`)
  lines.push('', 'User-agent: CCBot', 'Allow: /', '', 'User-agent: GPTBot', 'Disallow: /', '')
  return lines.join('\n')
}

let site: FixtureSite
const robots = hugeRobotsTxt()
beforeAll(async () => {
  const routes = completeSiteRoutes(() => `http://${site.host}`)
  site = await startFixtureSite({ ...routes, '/robots.txt': text(robots) })
})
afterAll(() => site.close())

type Answer = {
  result: {
    domain: string
    permalink: string
    allowsGPTBot: boolean
    rawRobotsTxt: string
    rawRobotsTxtBytes: number
    robotsShadowing: { group: string; lostRules: string[]; lostRuleCount?: number }[]
    fixes: { check: string; snippet: string }[]
  }
}

async function check(domain: string): Promise<{ bytes: number; answer: Answer }> {
  const response = await POST(
    new Request('http://localhost/api/ai-check', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.104.1' },
      body: JSON.stringify({ domain }),
    }),
  )
  expect(response.status).toBe(200)
  const body = await response.text()
  return { bytes: Buffer.byteLength(body), answer: JSON.parse(body) as Answer }
}

describe('a site with a 480 KB robots.txt', () => {
  let bytes = 0
  let answer: Answer
  let id = ''
  beforeAll(async () => {
    expect(Buffer.byteLength(robots)).toBeGreaterThan(470 * KB)
    ;({ bytes, answer } = await check(site.host))
    id = answer.result.permalink.split('/').at(-1)!
  }, 60_000)

  it('answers the API under 700 KB, its verdicts read from the whole file', () => {
    expect(bytes).toBeLessThan(700 * KB)
    const { result } = answer
    expect(result.allowsGPTBot).toBe(false)
    expect(result.rawRobotsTxtBytes).toBe(Buffer.byteLength(robots))
    expect(Buffer.byteLength(result.rawRobotsTxt)).toBeLessThanOrEqual(100 * KB)
    expect(robots.startsWith(result.rawRobotsTxt)).toBe(true)
  })

  it('names the lines to add in its fixes instead of copying the file', () => {
    const { result } = answer
    const gptbot = result.fixes.find((fix) => fix.check === 'gptbot')!
    expect(gptbot.snippet).toContain('Disallow: /private/area-00019/')
    expect(gptbot.snippet).not.toContain('Disallow: /private/area-00020/')
    expect(gptbot.snippet).toMatch(
      /# …and repeat the 15980 other Disallow lines of your \* group here \(robots\.txt lines 22–16001\)\.$/,
    )
    for (const fix of result.fixes) expect(Buffer.byteLength(fix.snippet)).toBeLessThan(4 * KB)
    const ccbot = result.robotsShadowing.find((entry) => entry.group === 'CCBot')!
    expect(ccbot.lostRules).toHaveLength(20)
    expect(ccbot.lostRuleCount).toBe(16_000)
  })

  it('stores it under 700 KB, for the permalink and for the cache', async () => {
    const pool = sharedPool(process.env.DATABASE_URL!)
    const stored = await pool.query<{ bytes: number }>(
      'SELECT octet_length(result::text) AS bytes FROM ai_check_results WHERE id = $1',
      [id],
    )
    expect(stored.rows[0]!.bytes).toBeLessThan(700 * KB)
    const cached = await pool.query<{ bytes: number }>(
      'SELECT octet_length(result::text) AS bytes FROM ai_check_cache WHERE domain = $1',
      [site.host],
    )
    expect(cached.rows[0]!.bytes).toBeLessThan(700 * KB)
  })

  it('renders its shared page under 1 MB with the answer it carries', async () => {
    const element = await SharedResultPage({ params: Promise.resolve({ id }) })
    const html = renderToStaticMarkup(element)
    // The page's HTML, and the result that goes with it for the client view.
    expect(Buffer.byteLength(html) + bytes).toBeLessThan(1024 * KB)
  })

  it('answers its social card only at its own address', async () => {
    const card = (url: string, cardId = id) =>
      socialCard(new Request(url), { params: Promise.resolve({ id: cardId }) })
    const path = `/ai-checker/results/${id}/social-card`
    for (const query of ['?x=1', '?v=2&x=3']) {
      const moved = await card(`http://localhost${path}${query}`)
      expect(moved.status).toBe(308)
      expect(moved.headers.get('location')).toBe(path)
    }
    expect((await card(`http://localhost${path}?x=1`, '../../etc')).status).toBe(404)
    const drawn = await card(`http://localhost${path}`)
    expect(drawn.status).toBe(200)
    expect(drawn.headers.get('content-type')).toBe('image/png')
  }, 30_000)
})
