import { HEADLINE_TOKENS } from '../crawlers'
import { toIssues } from '../facts/structuredData'
import type { SiteFacts } from '../facts/types'
import { withServerAccess } from '../fetch/serverProbes'
import { fixesFor } from '../fixes/index'
import { assessChecks, scoreChecks } from '../scoring/score'
import { boundResult } from './bounds'
import type { AiCheckResult } from './types'

/** Whether llms.txt is there, and the parts it lacks, for the fixes to add only those. */
function llmsParts({ llms }: SiteFacts): NonNullable<AiCheckResult['llmsTxt']> {
  if (!llms.found) return { found: false, missing: [] }
  const { title, summary, linkCount } = llms.facts
  const missing = [!title && 'title', !summary && 'summary', linkCount === 0 && 'links'] as const
  return { found: true, missing: missing.filter((part) => part !== false) }
}

/**
 * The result of a check, from the site's facts: every check of the registry judges them, each
 * score group is scored, and the fixes are made from the finished result.
 */
export function assembleResult(domain: string, facts: SiteFacts): AiCheckResult {
  const { robots, page } = facts
  const checks = assessChecks(facts, 'aiVisibility')
  const allows = (token: string) =>
    robots.verdicts.find((entry) => entry.token === token)?.verdict === 'allowed'
  const result: Omit<AiCheckResult, 'fixes'> = {
    domain,
    aiVisibilityScore: scoreChecks(checks),
    robotsTxtAccessible: robots.status === 'ok',
    allowsGPTBot: allows(HEADLINE_TOKENS.openai),
    allowsAnthropicBot: allows(HEADLINE_TOKENS.anthropic),
    allowsPerplexityBot: allows(HEADLINE_TOKENS.perplexity),
    hasStructuredData: (page?.structuredDataTypes.length ?? 0) > 0,
    structuredDataTypes: page?.structuredDataTypes ?? [],
    hasMetaTags: Boolean(page?.metaDescription),
    htmlMetaData: page?.htmlMetaData ?? {},
    rawRobotsTxt: robots.raw,
    rawRobotsTxtBytes: Buffer.byteLength(robots.raw),
    crawlers: withServerAccess(robots.verdicts, facts.access),
    browserAccess: facts.browser,
    pages: facts.pages.reports,
    pagesSource: facts.pages.source,
    checks,
    robotsTxt: { url: facts.robotsUrl, status: robots.status, reason: robots.reason },
    rendering: page?.rendering ?? null,
    markdown: facts.markdown,
    robotsShadowing: robots.shadowing,
    freshness: facts.freshness,
    citation: facts.citation,
    entity: page?.entity ?? null,
    redirects: facts.redirects,
    caching: facts.caching,
    payPerCrawl: facts.payPerCrawl,
    structuredDataIssues: toIssues(page?.structuredDataFindings ?? []),
    llmsTxtLinks: facts.llmsLinks,
    llmsTxt: llmsParts(facts),
    llmsFullTxt: facts.llmsFullTxt,
    checkedUrl: facts.checkedUrl,
    checkedAt: new Date().toISOString(),
  }
  // The fixes read the whole robots.txt; the result keeps a bounded part of it to show.
  return boundResult({ ...result, fixes: fixesFor(result) })
}
