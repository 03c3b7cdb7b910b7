import { HEADLINE_TOKENS } from '../crawlers'
import { toIssues } from '../facts/structuredData'
import type { SiteFacts } from '../facts/types'
import { withServerAccess } from '../fetch/serverProbes'
import { fixesFor } from '../fixes/index'
import { assessChecks, scoreChecks } from '../scoring/score'
import { linkedKinds, publishedKinds } from '../checks/linkHeaders'
import { metAtTheEdge } from '../checks/botChallenges'
import { parseContentSignal } from '../facts/agent'
import type { AgentDetails } from '../fixes/agentFixes'
import { agentLevel } from '../scoring/agentLevel'
import { boundResult } from './bounds'
import type { AgentReadiness, AiCheckResult } from './types'

/** Whether llms.txt is there, and the parts it lacks, for the fixes to add only those. */
function llmsParts({ llms }: SiteFacts): NonNullable<AiCheckResult['llmsTxt']> {
  if (!llms.found) return { found: false, missing: [] }
  const { title, summary, linkCount } = llms.facts
  const missing = [!title && 'title', !summary && 'summary', linkCount === 0 && 'links'] as const
  return { found: true, missing: missing.filter((part) => part !== false) }
}

/** The Link value for each machine-readable version the home page does not point at yet. */
function missingLinks(facts: SiteFacts): string[] {
  const linked = linkedKinds(facts)
  const values = {
    'api-catalog': '</.well-known/api-catalog>; rel="api-catalog"',
    'llms.txt': '</llms.txt>; rel="describedby"; type="text/plain"',
    'Markdown version': `<${facts.markdown.alternate ?? '/index.md'}>; rel="alternate"; type="text/markdown"`,
  } as const
  return publishedKinds(facts)
    .filter((kind) => !linked.includes(kind))
    .map((kind) => values[kind])
}

function agentDetails(facts: SiteFacts): AgentDetails {
  const signal = facts.robots.usageSignals.find((line) => /^content-signal\s*:/i.test(line))
  return {
    endpoint: facts.agent.card.card?.endpoints[0] ?? null,
    cardFound: facts.agent.card.found,
    missingLinks: missingLinks(facts),
    contentSignal: signal ? parseContentSignal(signal.replace(/^[^:]*:\s*/, '')) : null,
    blocked: metAtTheEdge(facts),
  }
}

/** The agent-readiness score: its own checks, scored and levelled, with their fixes. */
function agentReadinessOf(facts: SiteFacts, source: Omit<AiCheckResult, 'fixes'>): AgentReadiness {
  const checks = assessChecks(facts, 'agentReadiness')
  const partial = {
    score: scoreChecks(checks),
    level: agentLevel(checks),
    checks,
    details: agentDetails(facts),
  }
  return {
    ...partial,
    fixes: fixesFor({ ...source, checks, agentReadiness: partial }, 'agentReadiness'),
  }
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
  return boundResult({
    ...result,
    fixes: fixesFor(result),
    agentReadiness: agentReadinessOf(facts, result),
  })
}
