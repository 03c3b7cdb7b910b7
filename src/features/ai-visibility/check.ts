import zlib from 'node:zlib'

import { HEADLINE_TOKENS } from './crawlers'
import { CheckError } from './errors'
import {
  CHECK_BUDGET_MS,
  createCheckAgent,
  type FetchContext,
  type Fetched,
  fetchCapped,
  sameSite,
} from './fetcher'
import { evaluateChecks, type SiteFacts } from './checks'
import { type Resolver, toAllowlist } from './guard'
import { looksLikeHtmlDocument, parseLlmsTxt } from './llmsTxt'
import { normalizeTarget, originOf, type Target } from './normalize'
import { extractPage } from './page'
import { analyseRobots, type CrawlerVerdict, type RobotsStatus } from './robots'
import { type Check, scoreChecks } from './score'
import { parseSitemap } from './sitemap'

export const ROBOTS_MAX_BYTES = 500 * 1024
export const HTML_MAX_BYTES = 2 * 1024 * 1024
const TEXT_MAX_BYTES = 500 * 1024
const SITEMAP_MAX_BYTES = 5 * 1024 * 1024

/** The answer of POST /api/ai-check: the spec's fields first, then ours. */
export type AiCheckResult = {
  domain: string
  aiVisibilityScore: number
  robotsTxtAccessible: boolean
  allowsGPTBot: boolean
  allowsAnthropicBot: boolean
  allowsPerplexityBot: boolean
  hasStructuredData: boolean
  structuredDataTypes: string[]
  hasMetaTags: boolean
  htmlMetaData: Record<string, string>
  rawRobotsTxt: string
  crawlers: CrawlerVerdict[]
  checks: Check[]
  robotsTxt: { url: string; status: RobotsStatus; reason: string }
  checkedUrl: string
  checkedAt: string
}

export type CheckOptions = {
  allowedHosts: readonly string[]
  userAgent: string
  /** Tests inject a resolver to prove the guard without touching the network. */
  resolve?: Resolver
  budgetMs?: number
}

const text = (fetched: Extract<Fetched, { kind: 'response' }>) => fetched.body.toString('utf8')

/**
 * One site's fetches. Each path is tried on https first and falls back to http only when the
 * https connection itself fails; once one fetch learns that, the others skip https.
 */
export function siteFetcher(target: Target, context: FetchContext) {
  let httpsFailed = false
  return async (path: string, options: Parameters<typeof fetchCapped>[2]): Promise<Fetched> => {
    if (!httpsFailed) {
      const secure = await fetchCapped(context, originOf(target, 'https') + path, options)
      const connectionFailed =
        secure.kind === 'error' && (secure.reason === 'connect' || secure.reason === 'tls')
      if (!connectionFailed) return secure
      httpsFailed = true
    }
    return fetchCapped(context, originOf(target, 'http') + path, options)
  }
}

function homeFailure(target: Target, fetched: Extract<Fetched, { kind: 'error' }>): CheckError {
  switch (fetched.reason) {
    case 'blocked':
      return new CheckError(400, `${target.domain} cannot be checked: ${fetched.message}.`)
    case 'timeout':
      return new CheckError(
        504,
        `${target.domain} did not answer within ${CHECK_BUDGET_MS / 1000} seconds.`,
      )
    case 'dns':
      return new CheckError(
        502,
        `${target.domain} could not be found. Check the spelling of the domain.`,
      )
    default:
      return new CheckError(502, `${target.domain} could not be reached: ${fetched.message}.`)
  }
}

export async function runCheck(input: string, options: CheckOptions): Promise<AiCheckResult> {
  const allowlist = toAllowlist(options.allowedHosts)
  const target = normalizeTarget(input, allowlist)
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), options.budgetMs ?? CHECK_BUDGET_MS)
  const agent = createCheckAgent({ allowlist, resolve: options.resolve })
  const context: FetchContext = {
    dispatcher: agent,
    signal: controller.signal,
    allowlist,
    userAgent: options.userAgent,
  }
  const get = siteFetcher(target, context)
  try {
    // All four in parallel: /sitemap.xml is fetched on speculation while robots.txt may name another.
    const robotsPromise = get('/robots.txt', {
      maxBytes: ROBOTS_MAX_BYTES,
      accept: 'text/plain, */*;q=0.5',
    })
    const homePromise = get('/', {
      maxBytes: HTML_MAX_BYTES,
      accept: 'text/html, application/xhtml+xml;q=0.9, */*;q=0.5',
      followRedirect: sameSite,
    })
    const llmsPromise = get('/llms.txt', {
      maxBytes: TEXT_MAX_BYTES,
      accept: 'text/plain, text/markdown, */*;q=0.5',
    })
    const sitemapAccept = 'application/xml, text/xml, */*;q=0.5'
    const defaultSitemapPromise = get('/sitemap.xml', {
      maxBytes: SITEMAP_MAX_BYTES,
      accept: sitemapAccept,
    })

    // Each answer is analysed as soon as it arrives, while the others may still be on the way.
    const pagePromise = homePromise.then((fetched) =>
      fetched.kind === 'response' ? readHome(fetched) : null,
    )
    const llmsFactsPromise = llmsPromise.then(llmsFacts)
    const robotsPromiseAnalysed = robotsPromise.then((fetched) => ({
      fetched,
      // The verdicts are for the root of the origin that answered, with the robots.txt URL as
      // requested (before its redirects), as robots-parser needs.
      analysis: analyseRobots(
        fetched.kind === 'error'
          ? { kind: 'error', reason: fetched.reason, message: fetched.message }
          : {
              kind: 'response',
              status: fetched.status,
              contentType: fetched.headers['content-type'] ?? '',
              body: text(fetched),
              truncated: fetched.truncated,
            },
        fetched.url,
        `${new URL(fetched.url).origin}/`,
      ),
    }))
    const sitemapPromise = robotsPromiseAnalysed.then(async ({ fetched, analysis }) => {
      const declared = analysis.sitemaps[0]
      const fallback = new URL('/sitemap.xml', fetched.url).toString()
      if (declared && !sameSitemap(declared, fallback)) {
        return sitemapFacts(declared, await fetchSitemap(context, declared), true)
      }
      const speculative = await defaultSitemapPromise
      return sitemapFacts(speculative.url, speculative, Boolean(declared))
    })

    const home = await homePromise
    if (home.kind === 'error') throw homeFailure(target, home)
    const [{ fetched: robotsFetched, analysis: robots }, sitemap, llms, homeFacts] =
      await Promise.all([robotsPromiseAnalysed, sitemapPromise, llmsFactsPromise, pagePromise])
    const { page, pageProblem } = homeFacts!
    const facts: SiteFacts = {
      robots,
      page,
      pageProblem,
      pageTruncated: home.truncated,
      llms,
      sitemap,
    }

    const checks = evaluateChecks(facts)
    const verdict = (token: string) =>
      robots.verdicts.find((entry) => entry.token === token)?.verdict === 'allowed'
    return {
      domain: target.domain,
      aiVisibilityScore: scoreChecks(checks),
      robotsTxtAccessible: robots.status === 'ok',
      allowsGPTBot: verdict(HEADLINE_TOKENS.openai),
      allowsAnthropicBot: verdict(HEADLINE_TOKENS.anthropic),
      allowsPerplexityBot: verdict(HEADLINE_TOKENS.perplexity),
      hasStructuredData: (facts.page?.structuredDataTypes.length ?? 0) > 0,
      structuredDataTypes: facts.page?.structuredDataTypes ?? [],
      hasMetaTags: Boolean(facts.page?.metaDescription),
      htmlMetaData: facts.page?.htmlMetaData ?? {},
      rawRobotsTxt: robots.raw,
      crawlers: robots.verdicts,
      checks,
      robotsTxt: { url: robotsFetched.url, status: robots.status, reason: robots.reason },
      checkedUrl: home.finalUrl,
      checkedAt: new Date().toISOString(),
    }
  } finally {
    clearTimeout(timer)
    controller.abort()
    void agent.destroy().catch(() => undefined)
  }
}

function readHome(
  home: Extract<Fetched, { kind: 'response' }>,
): Pick<SiteFacts, 'page' | 'pageProblem'> {
  const contentType = home.headers['content-type'] ?? ''
  if (home.status < 200 || home.status >= 300) {
    return { page: null, pageProblem: `The home page answered HTTP ${home.status}.` }
  }
  if (contentType && !/html/i.test(contentType)) {
    return { page: null, pageProblem: `The home page is ${contentType.split(';')[0]}, not HTML.` }
  }
  return { page: extractPage(text(home), home.headers), pageProblem: null }
}

function sameSitemap(a: string, b: string): boolean {
  try {
    const left = new URL(a)
    const right = new URL(b)
    return (
      left.host === right.host && left.pathname === right.pathname && left.search === right.search
    )
  } catch {
    return false
  }
}

async function fetchSitemap(context: FetchContext, url: string): Promise<Fetched> {
  try {
    new URL(url)
  } catch {
    return {
      kind: 'error',
      url,
      reason: 'network',
      message: 'the Sitemap: line is not a valid URL',
    }
  }
  return fetchCapped(context, url, {
    maxBytes: SITEMAP_MAX_BYTES,
    accept: 'application/xml, text/xml, */*;q=0.5',
  })
}

function llmsFacts(fetched: Fetched): SiteFacts['llms'] {
  if (fetched.kind === 'error')
    return { found: false, problem: `/llms.txt could not be fetched: ${fetched.message}.` }
  if (fetched.status < 200 || fetched.status >= 300) {
    return { found: false, problem: `/llms.txt answered HTTP ${fetched.status}.` }
  }
  const body = text(fetched)
  if (looksLikeHtmlDocument(fetched.headers['content-type'] ?? '', body)) {
    return { found: false, problem: '/llms.txt returns an HTML page, not an llms.txt file.' }
  }
  return { found: true, facts: parseLlmsTxt(body) }
}

function sitemapFacts(url: string, fetched: Fetched, declared: boolean): SiteFacts['sitemap'] {
  const where = declared ? `${url} (from robots.txt)` : url
  if (fetched.kind === 'error')
    return { url, found: false, problem: `${where} could not be fetched: ${fetched.message}.` }
  if (fetched.status < 200 || fetched.status >= 300) {
    return {
      url,
      found: false,
      problem: `${where} answered HTTP ${fetched.status}; robots.txt names no other sitemap.`,
    }
  }
  let body = fetched.body
  // A .xml.gz sitemap arrives as gzip bytes rather than with Content-Encoding.
  if (body[0] === 0x1f && body[1] === 0x8b) {
    try {
      body = gunzipCapped(body)
    } catch {
      return {
        url,
        found: true,
        facts: { kind: 'invalid', problem: 'it could not be decompressed' },
      }
    }
  }
  return { url, found: true, facts: parseSitemap(body.toString('utf8')) }
}

function gunzipCapped(body: Buffer): Buffer {
  return zlib.gunzipSync(body, { maxOutputLength: SITEMAP_MAX_BYTES })
}
