import type { AgentFacts } from '../fetch/agentFetches'
import type { LlmsTxtLinks } from '../fetch/llmsLinks'
import type { PageReport } from '../fetch/pages'
import type { ProbeAnswer } from '../fetch/serverProbes'
import type { AccessVerdict, BrowserAccess } from './access'
import type { CachingFacts, FreshnessFacts, MarkdownFacts, RedirectFacts } from './freshness'
import type { LlmsTxtFacts } from './llmsTxt'
import type { PageFacts, PageForms } from './page'
import type { PayPerCrawl } from './payPerCrawl'
import type { RobotsAnalysis } from './robots'
import type { CitationFacts } from './signals'
import type { SitemapFacts } from './sitemap'

/** The llms.txt file: read and parsed, or why not. */
export type LlmsFacts = { found: true; facts: LlmsTxtFacts } | { found: false; problem: string }

/** The sitemap that robots.txt names (else /sitemap.xml): read and parsed, or why not. */
export type SitemapRead =
  | { url: string; found: true; facts: SitemapFacts }
  | { url: string | null; found: false; problem: string }

/** The further pages read, and where their addresses came from. */
export type FurtherPages = { source: 'sitemap' | 'navigation' | null; reports: PageReport[] }

/**
 * Everything the fetch phase learnt about a site, in the shape the checks read: each check's
 * `assess` is a function of these facts alone, and the result is assembled from them.
 */
export type SiteFacts = {
  /** The home page's address after its redirects: what the result says was checked. */
  checkedUrl: string
  /** The robots.txt address as requested, before its redirects. */
  robotsUrl: string
  robots: RobotsAnalysis
  /** null when the home page gave no HTML; `pageProblem` says why. */
  page: PageFacts | null
  pageProblem: string | null
  pageTruncated: boolean
  llms: LlmsFacts
  llmsLinks: LlmsTxtLinks
  llmsFullTxt: boolean
  sitemap: SitemapRead
  /** What the server sent each crawler's User-Agent, by probe token. */
  access: ReadonlyMap<string, AccessVerdict>
  browser: BrowserAccess
  /** The probed crawlers the server asks to pay (HTTP 402), with the price when it says. */
  payPerCrawl: PayPerCrawl[]
  pages: FurtherPages
  /** Forms of the further pages that declare WebMCP tools (the home page's are in `page`). */
  webmcpPages: PageForms[]
  markdown: MarkdownFacts
  freshness: FreshnessFacts
  /** Citation signals of the home page, the further pages and the newest article. */
  citation: CitationFacts
  redirects: RedirectFacts
  caching: CachingFacts
  /** The home page's response headers (Link, Content-Usage, tdm-reservation …). */
  homeHeaders: Record<string, string>
  /** What each probed crawler met at the edge. */
  probes: ProbeAnswer[]
  /** What the site publishes for AI agents. */
  agent: AgentFacts
}
