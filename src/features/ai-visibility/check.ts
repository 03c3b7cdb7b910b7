import { setMaxListeners } from 'node:events'

import type { BrowserAccess, CrawlerAccess } from './access'
import { HEADLINE_TOKENS } from './crawlers'
import { diagnoseDns, dnsMessage } from './dnsProblem'
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
import { type Fix, fixesFor } from './fixes'
import { readFurtherPages } from './furtherPages'
import type { ResultHistory } from './history'
import { type Resolver, toAllowlist } from './guard'
import { normalizeTarget, originOf, type Target } from './normalize'
import { extractPage } from './page'
import type { PageReport } from './pages'
import {
  analyseRobots,
  type CrawlerVerdict,
  type RobotsShadowing,
  type RobotsStatus,
} from './robots'
import { type Check, scoreChecks } from './score'
import {
  type CachingFacts,
  cachingFacts,
  askConditionally,
  type FreshnessFacts,
  freshnessFacts,
  type MarkdownFacts,
  markdownFacts,
  type RedirectFacts,
  redirectFacts,
} from './freshness'
import { checkLlmsLinks, linkTargets, type LlmsTxtLinks } from './llmsLinks'
import type { PayPerCrawl } from './payPerCrawl'
import type { CitationFacts, EntityFacts, RenderingFacts } from './signals'
import { type StructuredDataIssue, toIssues } from './structuredData'
import { probeServerAccess, withServerAccess } from './serverProbes'
import {
  fetchSitemap,
  llmsFacts,
  llmsFullFound,
  SITEMAP_ACCEPT,
  SITEMAP_MAX_BYTES,
  sameSitemap,
  sitemapFacts,
  TEXT_MAX_BYTES,
} from './siteFiles'

export const ROBOTS_MAX_BYTES = 500 * 1024
export const HTML_MAX_BYTES = 2 * 1024 * 1024
/** Enough of /llms-full.txt to tell a text file from an HTML page. */
const LLMS_FULL_MAX_BYTES = 16 * 1024

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
  crawlers: (CrawlerVerdict & CrawlerAccess)[]
  /** The home page as a browser gets it: the baseline of each crawler's serverAccess. */
  browserAccess: BrowserAccess
  /** Further pages read: the sitemap's most important URLs, else the main navigation's. */
  pages: PageReport[]
  pagesSource: 'sitemap' | 'navigation' | null
  checks: Check[]
  robotsTxt: { url: string; status: RobotsStatus; reason: string }
  /** Whether the home page's text is there without JavaScript. */
  rendering: RenderingFacts | null
  markdown: MarkdownFacts
  robotsShadowing: RobotsShadowing[]
  freshness: FreshnessFacts
  citation: CitationFacts
  entity: EntityFacts | null
  redirects: RedirectFacts
  caching: CachingFacts
  /** The probed crawlers the server asks to pay (HTTP 402), with the price when it says. */
  payPerCrawl: PayPerCrawl[]
  /** The home page's JSON-LD items that lack properties Google requires or recommends. */
  structuredDataIssues: StructuredDataIssue[]
  /** Up to 20 links of llms.txt, fetched: how many could be judged, and which are broken. */
  llmsTxtLinks: LlmsTxtLinks
  /** Whether /llms-full.txt (the whole content in one file) is published. */
  llmsFullTxt: boolean
  checkedUrl: string
  checkedAt: string
  /** Snippets that mend the failing and warning checks, beside which the page shows them. */
  fixes: Fix[]
} & ResultHistory

/** The spec's fields of a result, which every instance has always answered. */
type SpecFields =
  | 'domain'
  | 'aiVisibilityScore'
  | 'robotsTxtAccessible'
  | 'allowsGPTBot'
  | 'allowsAnthropicBot'
  | 'allowsPerplexityBot'
  | 'hasStructuredData'
  | 'structuredDataTypes'
  | 'hasMetaTags'
  | 'htmlMetaData'
  | 'rawRobotsTxt'

/** A result as the page may receive it: the spec's fields, and any of ours. */
export type CheckAnswer = Pick<AiCheckResult, SpecFields> & Partial<Omit<AiCheckResult, SpecFields>>

const HTML_ACCEPT = 'text/html, application/xhtml+xml;q=0.9, */*;q=0.5'

/** Author and dates from the first page that names an author; questions from every page read. */
export function mergeCitations(citations: readonly CitationFacts[]): CitationFacts {
  const article =
    citations.find((citation) => citation.author) ??
    citations.find((citation) => citation.datePublished)
  const questionHeadings = [
    ...new Set(citations.flatMap((citation) => citation.questionHeadings)),
  ].slice(0, 10)
  return {
    author: article?.author ?? null,
    datePublished: article?.datePublished ?? null,
    dateModified: article?.dateModified ?? null,
    questionHeadings,
    faq: citations.some((citation) => citation.faq),
  }
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
    case 'dns-retry': {
      const diagnosis = diagnoseDns(target.host, fetched.reason === 'dns-retry')
      // A typo is the visitor's to correct; the others are the name's or the resolver's state.
      return new CheckError(
        diagnosis.kind === 'typo' || diagnosis.kind === 'reserved' ? 400 : 502,
        dnsMessage(target.domain, diagnosis),
      )
    }
    default:
      return new CheckError(502, `${target.domain} could not be reached: ${fetched.message}.`)
  }
}

export async function runCheck(input: string, options: CheckOptions): Promise<AiCheckResult> {
  const allowlist = toAllowlist(options.allowedHosts)
  const target = normalizeTarget(input, allowlist)
  const controller = new AbortController()
  // Every request of the check listens on this one signal: about twenty of them.
  setMaxListeners(64, controller.signal)
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
    // All at once: /sitemap.xml is fetched on speculation while robots.txt may name another, and
    // the home page also as a browser and as each probed crawler.
    const robotsPromise = get('/robots.txt', {
      maxBytes: ROBOTS_MAX_BYTES,
      accept: 'text/plain, */*;q=0.5',
    })
    const homePromise = get('/', {
      maxBytes: HTML_MAX_BYTES,
      accept: HTML_ACCEPT,
      followRedirect: sameSite,
    })
    // What an AI agent asking for Markdown gets.
    const markdownPromise = get('/', {
      maxBytes: HTML_MAX_BYTES,
      accept: 'text/markdown',
      followRedirect: sameSite,
    })
    // The home page again with its own validators: a 304 says the site answers conditionals.
    const conditionalPromise = homePromise.then((fetched) => {
      if (fetched.kind !== 'response' || fetched.status !== 200) return null
      return askConditionally(fetched, (headers) =>
        fetchCapped(context, fetched.finalUrl, {
          maxBytes: HTML_MAX_BYTES,
          accept: HTML_ACCEPT,
          followRedirect: sameSite,
          headers,
        }),
      )
    })
    const llmsPromise = get('/llms.txt', {
      maxBytes: TEXT_MAX_BYTES,
      accept: 'text/plain, text/markdown, */*;q=0.5',
    })
    const llmsFullPromise = get('/llms-full.txt', {
      maxBytes: LLMS_FULL_MAX_BYTES,
      accept: 'text/plain, text/markdown, */*;q=0.5',
    }).then(llmsFullFound)
    const defaultSitemapPromise = get('/sitemap.xml', {
      maxBytes: SITEMAP_MAX_BYTES,
      accept: SITEMAP_ACCEPT,
    })
    const accessPromise = probeServerAccess(get, HTML_MAX_BYTES)

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
    // The further pages start as soon as the sitemap is read, without waiting for the home page.
    const pagesPromise = Promise.all([robotsPromiseAnalysed, sitemapPromise]).then(
      ([{ fetched, analysis }, sitemap]) =>
        readFurtherPages({
          context,
          site: new URL('/', fetched.url),
          robots: analysis,
          sitemap,
          maxBytes: HTML_MAX_BYTES,
          navigation: async () => {
            const [fetchedHome, facts] = await Promise.all([homePromise, pagePromise])
            if (fetchedHome.kind === 'error' || !facts?.page) return null
            return { base: new URL(fetchedHome.finalUrl), links: facts.page.navLinks }
          },
        }),
    )

    // The links of llms.txt come last: they count for little, so they wait for the further
    // pages rather than compete with them for the time budget, and the statuses the home page
    // and the further pages already gave stand for links to them.
    const llmsLinksPromise = Promise.all([
      llmsPromise,
      llmsFactsPromise,
      homePromise,
      pagesPromise,
    ]).then(([fetched, llms, fetchedHome, further]) => {
      if (fetched.kind === 'error' || !llms.found) return { checked: 0, broken: [] }
      const known = new Map<string, number>()
      for (const report of further.reports) {
        if (report.status !== null && report.finalUrl === null) known.set(report.url, report.status)
      }
      if (fetchedHome.kind === 'response') {
        known.set(fetchedHome.finalUrl, fetchedHome.status)
        if (fetchedHome.hops.length === 0) known.set(fetchedHome.url, fetchedHome.status)
      }
      return checkLlmsLinks(context, linkTargets(llms.facts.links, fetched.finalUrl), known)
    })

    const home = await homePromise
    if (home.kind === 'error') throw homeFailure(target, home)
    const [
      { fetched: robotsFetched, analysis: robots },
      sitemap,
      llms,
      homeFacts,
      access,
      pages,
      negotiation,
      conditional,
      llmsLinks,
      llmsFullTxt,
    ] = await Promise.all([
      robotsPromiseAnalysed,
      sitemapPromise,
      llmsFactsPromise,
      pagePromise,
      accessPromise,
      pagesPromise,
      markdownPromise,
      conditionalPromise,
      llmsLinksPromise,
      llmsFullPromise,
    ])
    const { page, pageProblem } = homeFacts!
    const freshness = freshnessFacts({
      home,
      conditional,
      homeUrl: home.finalUrl,
      sitemapEntries: sitemap.found && sitemap.facts.kind === 'urlset' ? sitemap.facts.entries : [],
      jsonLdDateModified: page?.dateModified ?? null,
    })
    const facts: SiteFacts = {
      robots,
      page,
      pageProblem,
      pageTruncated: home.truncated,
      llms,
      llmsLinks,
      llmsFullTxt,
      sitemap,
      access: access.access,
      browser: access.browser,
      pages: { source: pages.source, reports: pages.reports },
      markdown: markdownFacts(negotiation, page?.markdownAlternate ?? null, home.finalUrl),
      freshness,
      citation: mergeCitations([...(page ? [page.citation] : []), ...pages.citations]),
      redirects: redirectFacts(home),
      caching: cachingFacts(home.headers),
    }

    const checks = evaluateChecks(facts)
    const verdict = (token: string) =>
      robots.verdicts.find((entry) => entry.token === token)?.verdict === 'allowed'
    const result: Omit<AiCheckResult, 'fixes'> = {
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
      crawlers: withServerAccess(robots.verdicts, access.access),
      browserAccess: access.browser,
      pages: pages.reports,
      pagesSource: pages.source,
      checks,
      robotsTxt: { url: robotsFetched.url, status: robots.status, reason: robots.reason },
      rendering: page?.rendering ?? null,
      markdown: facts.markdown,
      robotsShadowing: robots.shadowing,
      freshness,
      citation: facts.citation,
      entity: page?.entity ?? null,
      redirects: facts.redirects,
      caching: facts.caching,
      payPerCrawl: access.payPerCrawl,
      structuredDataIssues: toIssues(page?.structuredDataFindings ?? []),
      llmsTxtLinks: llmsLinks,
      llmsFullTxt,
      checkedUrl: home.finalUrl,
      checkedAt: new Date().toISOString(),
    }
    return { ...result, fixes: fixesFor(result) }
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
