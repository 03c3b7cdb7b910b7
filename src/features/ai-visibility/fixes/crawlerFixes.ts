import { HEADLINE_TOKENS } from '../crawlers'
import { allowGroup } from './robotsFixes'
import type { FixSnippet, FixSource } from './source'

type Crawler = NonNullable<FixSource['crawlers']>[number]

const HEADLINE: ReadonlySet<string> = new Set(Object.values(HEADLINE_TOKENS))

/** A WAF hint for crawlers that robots.txt admits but the server turns away. */
export function wafHint(tokens: readonly string[], answers: readonly string[]): string {
  return [
    ...answers.map((answer) => `# ${answer}`),
    '# Let these User-Agents through your CDN or firewall (bot fight mode, "block AI bots",',
    '# WAF rules). As a Cloudflare WAF custom rule with the action Skip:',
    tokens.map((token) => `(http.user_agent contains "${token}")`).join(' or '),
  ].join('\n')
}

const crawlersOf = (result: FixSource): readonly Crawler[] =>
  Array.isArray(result.crawlers) ? result.crawlers : []

function refusedByServer(crawler: Crawler): boolean {
  return (
    crawler.verdict === 'allowed' &&
    (crawler.serverAccess === 'refused' || crawler.serverAccess === 'challenged')
  )
}

/**
 * A headline crawler's fix: the firewall when the server turns it away, else a robots.txt group
 * that lets it in. Without a readable robots.txt every crawler is refused, and the robots-txt
 * fix covers that.
 */
function headlineFix(result: FixSource, token: string, failing: boolean): FixSnippet[] {
  if (!failing) return []
  const crawler = crawlersOf(result).find((entry) => entry.token === token)
  if (crawler && refusedByServer(crawler)) {
    return [
      {
        where: 'your CDN or firewall',
        snippet: wafHint([crawler.probedAs ?? token], [`${token}: ${crawler.serverEvidence}`]),
      },
    ]
  }
  if (result.robotsTxtAccessible === true && (!crawler || crawler.verdict === 'disallowed')) {
    return [{ where: 'robots.txt', snippet: allowGroup([token], result.rawRobotsTxt ?? '') }]
  }
  return []
}

/** The scored crawlers robots.txt shuts out, besides the headline ones: search or training. */
function blocked(result: FixSource, training: boolean): string[] {
  if (result.robotsTxtAccessible !== true) return []
  return crawlersOf(result)
    .filter(
      (crawler) =>
        crawler.scored &&
        crawler.verdict === 'disallowed' &&
        !HEADLINE.has(crawler.token) &&
        (crawler.purpose === 'training') === training,
    )
    .map((crawler) => crawler.token)
}

/** One group naming every blocked crawler of a kind. */
export function blockedGroupFix(training: boolean) {
  return (result: FixSource, failing: boolean): FixSnippet[] => {
    const tokens = blocked(result, training)
    if (!failing || tokens.length === 0) return []
    return [{ where: 'robots.txt', snippet: allowGroup(tokens, result.rawRobotsTxt ?? '') }]
  }
}

type PayPerCrawlEntry = { crawler: string; status: unknown; price: unknown }

function isPayPerCrawl(value: unknown): value is PayPerCrawlEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { crawler?: unknown }).crawler === 'string'
  )
}

/**
 * Crawlers charged for reading (HTTP 402): how to let them read for free, if that is wanted.
 * `mine` picks the crawlers this check speaks for.
 */
function payPerCrawlFixes(result: FixSource, mine: (crawler: string) => boolean): FixSnippet[] {
  return (Array.isArray(result.payPerCrawl) ? result.payPerCrawl : [])
    .filter(isPayPerCrawl)
    .filter((entry) => String(entry.status) === '402' || entry.status === 'charged')
    .filter((entry) => mine(entry.crawler))
    .map((entry) => {
      const price =
        entry.price === null || entry.price === undefined || entry.price === ''
          ? 'a price'
          : String(entry.price)
      return {
        where: 'your pay-per-crawl settings, and robots.txt',
        snippet: [
          `# ${entry.crawler} is asked to pay ${price} per request (HTTP 402, pay per crawl).`,
          '# To be found and cited for free, set this crawler to Allow rather than Charge',
          '# (Cloudflare: AI Crawl Control > Crawlers), and keep it allowed in robots.txt:',
          allowGroup([entry.crawler], result.rawRobotsTxt ?? ''),
        ].join('\n'),
      }
    })
}

/** The fix of a headline crawler's own check, with its pay-per-crawl note. */
export function headlineCrawlerFix(token: string) {
  return (result: FixSource, failing: boolean): FixSnippet[] => [
    ...headlineFix(result, token, failing),
    ...payPerCrawlFixes(result, (crawler) => crawler === token),
  ]
}

/** The firewall hint for the other probed crawlers the server turns away, and their 402s. */
export function serverAccessFix(result: FixSource, failing: boolean): FixSnippet[] {
  const refused = crawlersOf(result).filter(
    (crawler) => refusedByServer(crawler) && !HEADLINE.has(crawler.token),
  )
  const hint: FixSnippet[] =
    failing && refused.length > 0
      ? [
          {
            where: 'your CDN or firewall',
            snippet: wafHint(
              refused.map((crawler) => crawler.probedAs ?? crawler.token),
              refused.map((crawler) => `${crawler.token}: ${crawler.serverEvidence}`),
            ),
          },
        ]
      : []
  return [...hint, ...payPerCrawlFixes(result, (crawler) => !HEADLINE.has(crawler))]
}
