import type { BrowserAccess, CrawlerAccess } from '../facts/access'
import type { CachingFacts, FreshnessFacts, MarkdownFacts, RedirectFacts } from '../facts/freshness'
import type { PayPerCrawl } from '../facts/payPerCrawl'
import type { CrawlerVerdict, RobotsShadowing, RobotsStatus } from '../facts/robots'
import type { CitationFacts, EntityFacts, RenderingFacts } from '../facts/signals'
import type { StructuredDataIssue } from '../facts/structuredData'
import type { LlmsTxtLinks } from '../fetch/llmsLinks'
import type { PageReport } from '../fetch/pages'
import type { AgentDetails } from '../fixes/agentFixes'
import type { Fix } from '../fixes/index'
import type { Check } from '../scoring/score'
import type { ResultHistory } from './history'

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
  /** The size of the whole robots.txt; `rawRobotsTxt` holds its first 100 KiB. */
  rawRobotsTxtBytes?: number
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
  /** Whether /llms.txt is there, and which of its parts (an H1 title, a > summary, links) it lacks. */
  llmsTxt?: { found: boolean; missing: ('title' | 'summary' | 'links')[] }
  /** Whether /llms-full.txt (the whole content in one file) is published. */
  llmsFullTxt: boolean
  checkedUrl: string
  checkedAt: string
  /** Snippets that mend the failing and warning checks, beside which the page shows them. */
  fixes: Fix[]
  /** Whether agents can act on the site: a score of its own, a level 0–5, its checks and fixes. */
  agentReadiness?: AgentReadiness
} & ResultHistory

export type AgentReadiness = {
  score: number
  level: number
  checks: Check[]
  fixes: Fix[]
  /** What the fixes fill in: the MCP endpoint, the Link values missing, the blocked crawlers. */
  details: AgentDetails
}

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
