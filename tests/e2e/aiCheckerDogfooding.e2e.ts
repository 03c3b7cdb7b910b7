import type { APIRequestContext } from '@playwright/test'

import { parseLlmsTxt } from '../../src/features/ai-visibility/llmsTxt'
import { parseSitemap } from '../../src/features/ai-visibility/sitemap'
import { expect, test, runOnOwnServer } from '../support/ownServer'

// The checker reads the sitemap's newest page as an article, and other files publish and delete
// posts: it runs against an app server of its own, whose newest post is a demo post.
runOnOwnServer()

/**
 * Requests every page the checker may read (the sitemap's pages, robots.txt, llms.txt and the
 * pages it links), so that the check, which has ten seconds for the whole site, reads pages
 * this fresh server has already rendered, as a visitor's check of the live site would.
 */
async function renderOnce(request: APIRequestContext): Promise<void> {
  const read = async (file: string) => {
    const response = await request.get(file)
    expect(response.status(), file).toBe(200)
    return response.text()
  }
  const [, sitemap, llms] = await Promise.all(
    ['/robots.txt', '/sitemap.xml', '/llms.txt'].map(read),
  )
  // Read with the checker's own parsers, so that these are the addresses it will fetch.
  const facts = parseSitemap(sitemap!)
  const links = [
    ...(facts.kind === 'urlset' ? facts.entries.map((entry) => entry.loc) : []),
    ...parseLlmsTxt(llms!).links.map((link) => new URL(link, process.env.E2E_BASE_URL).toString()),
  ]
  for (const link of new Set(links)) await read(link)
}

test('scores our own site 100 on both scores (dogfooding)', async ({ request }) => {
  test.setTimeout(120_000)
  await renderOnce(request)
  const self = new URL(process.env.E2E_BASE_URL!).host
  const response = await request.post('/api/ai-check', {
    headers: { 'x-forwarded-for': '198.18.250.1' },
    data: { domain: self },
    timeout: 20_000,
  })
  const body = (await response.json()) as {
    success: boolean
    message: string
    result: {
      aiVisibilityScore: number
      checks: { id: string; status: string; evidence: string }[]
      fixes: unknown[]
      agentReadiness: {
        score: number
        level: number
        checks: { id: string; status: string; evidence: string }[]
      }
    }
  }
  expect(body.success, body.message).toBe(true)
  const notPassing = body.result.checks
    .filter((check) => check.status === 'fail' || check.status === 'warn')
    .map((check) => `${check.id}: ${check.status}: ${check.evidence}`)
  expect(notPassing).toEqual([])
  expect(body.result.aiVisibilityScore).toBe(100)
  expect(body.result.fixes).toEqual([])
  // Agents can act on it too: every agent-readiness check passes (or is n/a, not needed).
  const agentsNotPassing = body.result.agentReadiness.checks
    .filter((check) => check.status === 'fail' || check.status === 'warn')
    .map((check) => `${check.id}: ${check.status}: ${check.evidence}`)
  expect(agentsNotPassing).toEqual([])
  expect(body.result.agentReadiness.score).toBe(100)
  expect(body.result.agentReadiness.level).toBe(5)
  // Our Content-Signal line is read, and reported without touching the score; Content-Usage is
  // the pages' header, which content-usage (passed above) reads.
  expect(body.result.checks.find((check) => check.id === 'usage-signals')).toMatchObject({
    status: 'pass',
    evidence: 'Content-Signal: search=yes, ai-input=yes, ai-train=yes',
  })
})
