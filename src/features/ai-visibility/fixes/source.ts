import type { CheckStatus } from '../checks/status'
import type { CrawlerAccess } from '../facts/access'
import type { MarkdownFacts } from '../facts/freshness'
import type { CrawlerVerdict, RobotsShadowing } from '../facts/robots'
import type { CitationFacts, EntityFacts } from '../facts/signals'

/** A snippet to paste and where it goes, e.g. 'robots.txt' or 'the <head> of your home page'. */
export type FixSnippet = { where: string; snippet: string }

/**
 * What the fixes read of a finished result. Every part but the domain may be missing (an answer
 * of an older instance lacks the newer ones), and the parts other parts of the checker add are
 * read defensively.
 */
export type FixSource = {
  domain: string
  checkedUrl?: string
  htmlMetaData?: Record<string, string>
  rawRobotsTxt?: string
  robotsTxtAccessible?: boolean
  hasStructuredData?: boolean
  checks?: readonly { id: string; status: CheckStatus; evidence: string }[]
  crawlers?: readonly (CrawlerVerdict & CrawlerAccess)[]
  robotsShadowing?: readonly RobotsShadowing[]
  markdown?: MarkdownFacts
  citation?: CitationFacts
  entity?: EntityFacts | null
  structuredDataIssues?: unknown
  payPerCrawl?: unknown
  llmsTxtLinks?: unknown
  llmsTxt?: unknown
  pages?: unknown
  robotsTxt?: { status?: unknown; reason?: unknown }
  agentReadiness?: unknown
}
