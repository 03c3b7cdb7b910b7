import type { CheckAnswer } from './check'
import { HEADLINE_TOKENS } from './crawlers'
import { siteOrigin } from './fixValues'
import { pageFixes } from './pageFixes'
import { parseGroups } from './robots'
import type { CheckId } from './score'

/**
 * Fixes to paste: for each failing or warning check that a snippet can mend, the lines to add
 * (robots.txt groups, meta tags, JSON-LD, llms.txt, headers). Computed from a finished result
 * alone, so an answer read from the cache gets the same fixes as a fresh one.
 */
export type Fix = {
  check: CheckId
  /** Where the snippet goes, e.g. 'robots.txt' or 'the <head> of your home page'. */
  where: string
  snippet: string
}

/** Fields another part of the checker may add; read defensively, as an older answer lacks them. */
export type FixExtras = {
  structuredDataIssues?: unknown
  payPerCrawl?: unknown
  llmsTxtLinks?: unknown
}

export type FixSource = Omit<CheckAnswer, keyof FixExtras> & FixExtras

const CRAWLER_CHECKS: [CheckId, string][] = [
  ['gptbot', HEADLINE_TOKENS.openai],
  ['claudebot', HEADLINE_TOKENS.anthropic],
  ['perplexitybot', HEADLINE_TOKENS.perplexity],
]

/** The `*` group's Disallow paths (other than `/`), which a named group must repeat. */
function starDisallows(rawRobotsTxt: string): string[] {
  const paths = parseGroups(rawRobotsTxt ?? '')
    .filter((group) => group.agents.includes('*'))
    .flatMap((group) => group.rules.filter((rule) => !rule.allow).map((rule) => rule.path))
  return [...new Set(paths)].filter((path) => path !== '/')
}

/** A robots.txt group that lets `tokens` in, keeping the `*` group's private paths private. */
export function allowGroup(tokens: readonly string[], rawRobotsTxt: string): string {
  return [
    ...tokens.map((token) => `User-agent: ${token}`),
    'Allow: /',
    ...starDisallows(rawRobotsTxt).map((path) => `Disallow: ${path}`),
  ].join('\n')
}

/** A WAF hint for crawlers that robots.txt admits but the server turns away. */
export function wafHint(tokens: readonly string[], answers: readonly string[]): string {
  return [
    ...answers.map((answer) => `# ${answer}`),
    '# Let these User-Agents through your CDN or firewall (bot fight mode, "block AI bots",',
    '# WAF rules). As a Cloudflare WAF custom rule with the action Skip:',
    tokens.map((token) => `(http.user_agent contains "${token}")`).join(' or '),
  ].join('\n')
}

type Crawlers = NonNullable<CheckAnswer['crawlers']>

function refusedByServer(crawler: Crawlers[number]): boolean {
  return (
    crawler.verdict === 'allowed' &&
    (crawler.serverAccess === 'refused' || crawler.serverAccess === 'challenged')
  )
}

function crawlerFixes(result: FixSource, failing: ReadonlySet<CheckId>): Fix[] {
  const crawlers: Crawlers = Array.isArray(result.crawlers) ? result.crawlers : []
  const raw = result.rawRobotsTxt ?? ''
  const fixes: Fix[] = []
  const headline = new Set<string>(Object.values(HEADLINE_TOKENS))
  // Without a readable robots.txt every crawler is refused; the robots-txt fix covers that.
  const robotsRead = result.robotsTxtAccessible === true

  for (const [id, token] of CRAWLER_CHECKS) {
    if (!failing.has(id)) continue
    const crawler = crawlers.find((entry) => entry.token === token)
    if (crawler && refusedByServer(crawler)) {
      fixes.push({
        check: id,
        where: 'your CDN or firewall',
        snippet: wafHint([crawler.probedAs ?? token], [`${token}: ${crawler.serverEvidence}`]),
      })
    } else if (robotsRead && (!crawler || crawler.verdict === 'disallowed')) {
      fixes.push({ check: id, where: 'robots.txt', snippet: allowGroup([token], raw) })
    }
  }

  const blocked = (training: boolean) =>
    crawlers
      .filter(
        (crawler) =>
          crawler.scored &&
          crawler.verdict === 'disallowed' &&
          !headline.has(crawler.token) &&
          (crawler.purpose === 'training') === training,
      )
      .map((crawler) => crawler.token)
  const searchers = robotsRead ? blocked(false) : []
  if (failing.has('ai-search-crawlers') && searchers.length > 0) {
    fixes.push({
      check: 'ai-search-crawlers',
      where: 'robots.txt',
      snippet: allowGroup(searchers, raw),
    })
  }
  const trainers = robotsRead ? blocked(true) : []
  if (failing.has('training-crawlers') && trainers.length > 0) {
    fixes.push({
      check: 'training-crawlers',
      where: 'robots.txt',
      snippet: allowGroup(trainers, raw),
    })
  }

  const refused = crawlers.filter(
    (crawler) => refusedByServer(crawler) && !headline.has(crawler.token),
  )
  if (failing.has('server-access') && refused.length > 0) {
    fixes.push({
      check: 'server-access',
      where: 'your CDN or firewall',
      snippet: wafHint(
        refused.map((crawler) => crawler.probedAs ?? crawler.token),
        refused.map((crawler) => `${crawler.token}: ${crawler.serverEvidence}`),
      ),
    })
  }
  return fixes
}

function robotsFileFixes(result: FixSource, failing: ReadonlySet<CheckId>): Fix[] {
  const origin = siteOrigin(result)
  const fixes: Fix[] = []
  if (failing.has('robots-txt')) {
    fixes.push({
      check: 'robots-txt',
      where: `a new file at ${origin}/robots.txt (served as text/plain)`,
      snippet: ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`].join('\n'),
    })
  }
  const shadowing = Array.isArray(result.robotsShadowing) ? result.robotsShadowing : []
  if (failing.has('robots-shadowing') && shadowing.length > 0) {
    const byGroup = new Map<string, Set<string>>()
    for (const entry of shadowing) {
      const rules = byGroup.get(entry.group) ?? new Set<string>()
      entry.lostRules.forEach((rule) => rules.add(rule))
      byGroup.set(entry.group, rules)
    }
    fixes.push({
      check: 'robots-shadowing',
      where: 'robots.txt, inside each named group',
      snippet: [...byGroup]
        .map(([group, rules]) => [`User-agent: ${group}`, ...rules].join('\n'))
        .join('\n\n'),
    })
  }
  if (failing.has('sitemap')) {
    fixes.push({
      check: 'sitemap',
      where: `robots.txt, and a sitemap at ${origin}/sitemap.xml`,
      snippet: [
        `Sitemap: ${origin}/sitemap.xml`,
        '',
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `  <url><loc>${origin}/</loc><lastmod>YYYY-MM-DD</lastmod></url>`,
        '</urlset>',
      ].join('\n'),
    })
  }
  return fixes
}

type PayPerCrawl = { crawler: string; status: unknown; price: unknown }

function isPayPerCrawl(value: unknown): value is PayPerCrawl {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { crawler?: unknown }).crawler === 'string'
  )
}

/** Crawlers charged for reading (HTTP 402): how to let them read for free, if that is wanted. */
function payPerCrawlFixes(result: FixSource): Fix[] {
  const charged = (Array.isArray(result.payPerCrawl) ? result.payPerCrawl : [])
    .filter(isPayPerCrawl)
    .filter((entry) => String(entry.status) === '402' || entry.status === 'charged')
  if (charged.length === 0) return []
  const headline = new Map(CRAWLER_CHECKS.map(([id, token]) => [token, id]))
  const raw = result.rawRobotsTxt ?? ''
  return charged.map((entry) => {
    const price =
      entry.price === null || entry.price === undefined || entry.price === ''
        ? 'a price'
        : String(entry.price)
    return {
      check: headline.get(entry.crawler) ?? 'server-access',
      where: 'your pay-per-crawl settings, and robots.txt',
      snippet: [
        `# ${entry.crawler} is asked to pay ${price} per request (HTTP 402, pay per crawl).`,
        '# To be found and cited for free, set this crawler to Allow rather than Charge',
        '# (Cloudflare: AI Crawl Control > Crawlers), and keep it allowed in robots.txt:',
        allowGroup([entry.crawler], raw),
      ].join('\n'),
    }
  })
}

/** Every fix for a result, in the order of its checks. */
export function fixesFor(result: FixSource): Fix[] {
  const checks = Array.isArray(result.checks) ? result.checks : []
  const failing = new Set(
    checks.filter((check) => check.status === 'fail' || check.status === 'warn').map((c) => c.id),
  )
  const fixes = [
    ...robotsFileFixes(result, failing),
    ...crawlerFixes(result, failing),
    ...payPerCrawlFixes(result),
    ...pageFixes(result, failing),
  ]
  const order = new Map(checks.map((check, index) => [check.id, index]))
  return fixes
    .map((fix, index) => ({ fix, index }))
    .sort(
      (a, b) =>
        (order.get(a.fix.check) ?? 99) - (order.get(b.fix.check) ?? 99) || a.index - b.index,
    )
    .map(({ fix }) => fix)
}
