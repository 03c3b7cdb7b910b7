import type { AiCheckResult } from './types'
import { fixesFor } from '../fixes/index'
import type { CrawlerVerdict } from '../facts/robots'
import { CHECK_TABLE, type CheckId, type CheckStatus, makeCheck } from '../scoring/score'

type Crawler = AiCheckResult['crawlers'][number]

/** A crawler row as a result carries it; allowed and let in unless told otherwise. */
export function crawlerRow(token: string, overrides: Partial<Crawler> = {}): Crawler {
  const purpose: CrawlerVerdict['purpose'] = /Bot$/.test(token) ? 'training' : 'search'
  return {
    token,
    company: 'Example AI',
    purpose,
    scored: true,
    legacy: false,
    verdict: 'allowed',
    group: '*',
    rule: null,
    line: null,
    evidence: 'No rule matches /',
    shadowing: null,
    serverAccess: 'allowed',
    httpStatus: 200,
    probedAs: token,
    serverEvidence: 'The server answers it as it answers a browser.',
    ...overrides,
  }
}

/**
 * A finished result of shop.example with every check passing except those in `statuses`, for
 * the tests of the fixes and of the command line's report writers. Parts no writer reads are
 * left at their simplest.
 */
export function sampleResult(
  statuses: Partial<Record<CheckId, CheckStatus>> = {},
  overrides: Partial<AiCheckResult> = {},
): AiCheckResult {
  const checks = CHECK_TABLE.map(({ id }) => id).map((id) => {
    const status = statuses[id] ?? (id === 'usage-signals' ? 'n/a' : 'pass')
    return makeCheck(id, status, `Evidence of ${id} <${status}> & "more".`)
  })
  const result: Omit<AiCheckResult, 'fixes'> = {
    domain: 'shop.example',
    aiVisibilityScore: 100,
    robotsTxtAccessible: true,
    allowsGPTBot: true,
    allowsAnthropicBot: true,
    allowsPerplexityBot: true,
    hasStructuredData: true,
    structuredDataTypes: ['Organization'],
    hasMetaTags: true,
    htmlMetaData: { description: 'Hand-made shoes from Leeds.', 'og:title': 'Shoe Shop' },
    rawRobotsTxt: 'User-agent: *\nAllow: /\nDisallow: /checkout\n',
    crawlers: [
      crawlerRow('GPTBot'),
      crawlerRow('ClaudeBot'),
      crawlerRow('PerplexityBot', { purpose: 'search' }),
      crawlerRow('OAI-SearchBot'),
      crawlerRow('CCBot'),
    ],
    browserAccess: { httpStatus: 200, bytes: 1000, evidence: 'A browser gets 200.' },
    pages: [],
    pagesSource: null,
    checks,
    robotsTxt: { url: 'https://shop.example/robots.txt', status: 'ok', reason: 'HTTP 200.' },
    rendering: null,
    markdown: { negotiated: true, alternate: null },
    robotsShadowing: [],
    freshness: {
      etag: null,
      lastModified: null,
      conditional304: false,
      sitemapLastmod: null,
      datesAgree: null,
    },
    citation: {
      author: null,
      datePublished: null,
      dateModified: null,
      questionHeadings: [],
      faq: false,
    },
    entity: { name: 'Shoe Shop', consistent: true, sameAs: [], names: [] },
    redirects: { hops: [], note: null },
    caching: {
      cacheControl: 'max-age=60',
      cacheable: true,
      maxAge: 60,
      noStore: false,
      noCache: false,
      private: false,
    },
    payPerCrawl: [],
    structuredDataIssues: [],
    llmsTxtLinks: { checked: 0, broken: [] },
    llmsFullTxt: false,
    checkedUrl: 'https://shop.example/',
    checkedAt: '2026-01-02T03:04:05.000Z',
    ...overrides,
  }
  return { ...result, fixes: fixesFor(result) }
}
