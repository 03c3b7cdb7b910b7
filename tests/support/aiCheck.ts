import { expect } from 'vitest'

import { POST } from '@/app/api/ai-check/route'

import {
  completeSiteRoutes,
  type FixtureRoutes,
  type FixtureSite,
  startFixtureSite,
} from '../../scripts/lib/fixtureSite'

/**
 * What the AI Visibility Checker's tests (tests/int/aiCheck*.int.test.ts) share: the handler
 * called as visitors call it, its answer's shape, and fixture sites that each file closes.
 */

/** The crawler-table rows that a probe answers for (Google-Extended through Googlebot). */
export const PROBED = [
  'GPTBot',
  'OAI-SearchBot',
  'ChatGPT-User',
  'ClaudeBot',
  'Claude-User',
  'PerplexityBot',
  'Perplexity-User',
  'Googlebot',
  'Google-Extended',
]

let ipCounter = 0
/** Each call looks like a new visitor, so the per-IP limit only bites where a test wants it to. */
export function check(domain: unknown, ip = `198.51.100.${++ipCounter}`) {
  return POST(
    new Request('http://localhost/api/ai-check', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ domain }),
    }),
  )
}

export type Body = {
  success: boolean
  message: string
  result?: Record<string, unknown> & {
    aiVisibilityScore: number
    checks: { id: string; status: string; evidence: string; advice?: string[] }[]
    crawlers: {
      token: string
      verdict: string
      serverAccess: string
      httpStatus: number | null
      serverEvidence: string
    }[]
    pages: {
      url: string
      status: number | null
      indexable: boolean
      robotsAllowed: Record<string, boolean>
      canonical: { url: string; target: string } | null
      structuredDataTypes: string[]
      words: number | null
      problems: string[]
    }[]
  }
}

export const read = async (response: Response) => (await response.json()) as Body

const sites: FixtureSite[] = []
/** A fixture site, closed by closeSites(). */
export async function site(routes: Parameters<typeof startFixtureSite>[0]): Promise<FixtureSite> {
  const started = await startFixtureSite(routes)
  sites.push(started)
  return started
}

/** Closes the fixture sites a file started (its afterAll). */
export async function closeSites(): Promise<void> {
  await Promise.all(sites.splice(0).map((entry) => entry.close()))
}

/** The result the checker answers for a domain, as a new visitor; anything but 200 fails. */
export async function checkResult<Result>(domain: string): Promise<Result> {
  const response = await check(domain)
  expect(response.status).toBe(200)
  return ((await response.json()) as { result: Result }).result
}

/**
 * The complete fixture site (every check passes) with the routes `replace` gives added or
 * replaced; they may read the site's origin. Closed by closeSites().
 */
export async function completeSiteWith(
  replace: (origin: string) => FixtureRoutes,
): Promise<FixtureSite> {
  const ref: { site?: FixtureSite } = {}
  const origin = () => `http://${ref.site!.host}`
  const routes: FixtureRoutes = { ...completeSiteRoutes(origin) }
  ref.site = await site(
    new Proxy(routes, {
      get: (target, path: string) => replace(origin())[path] ?? target[path],
      has: (target, path: string) => path in replace('') || path in target,
    }),
  )
  return ref.site
}
