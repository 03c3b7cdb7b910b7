/**
 * The score: one table of weighted checks (also shown on the /ai-checker page) and its bands
 * (excellent from 80, good from 50). The first six rows are the recommendations every result may
 * show, so they come first.
 */
export type CheckId =
  | 'robots-txt'
  | 'gptbot'
  | 'claudebot'
  | 'perplexitybot'
  | 'structured-data'
  | 'meta-tags'
  | 'ai-search-crawlers'
  | 'server-text'
  | 'page-directives'
  | 'sitemap'
  | 'llms-txt'
  | 'page-basics'
  | 'social-cards'
  | 'training-crawlers'
  | 'robots-shadowing'
  | 'usage-signals'
  | 'server-access'
  | 'further-pages'
  | 'markdown'
  | 'freshness'
  | 'citation'
  | 'entity'
  | 'redirects'
  | 'caching'

export type CheckStatus = 'pass' | 'warn' | 'fail' | 'n/a'

export type CheckDefinition = {
  id: CheckId
  label: string
  /** Points out of 100; 0 means reported but not scored. */
  weight: number
  /** What to do when the check does not pass. */
  recommendation: string
}

export const CHECK_TABLE: readonly CheckDefinition[] = [
  {
    id: 'robots-txt',
    label: 'robots.txt is accessible',
    weight: 10,
    recommendation:
      'Add a robots.txt file at the root of your domain so AI crawlers know what they may read.',
  },
  {
    id: 'gptbot',
    label: 'OpenAI GPTBot may crawl and fetch the home page',
    weight: 11,
    recommendation: 'Allow OpenAI GPTBot in robots.txt so ChatGPT can learn about your business.',
  },
  {
    id: 'claudebot',
    label: 'Anthropic ClaudeBot may crawl and fetch the home page',
    weight: 11,
    recommendation:
      'Allow Anthropic ClaudeBot in robots.txt so Claude can learn about your business.',
  },
  {
    id: 'perplexitybot',
    label: 'PerplexityBot may crawl and fetch the home page',
    weight: 11,
    recommendation: 'Allow PerplexityBot in robots.txt so Perplexity can find and cite your pages.',
  },
  {
    id: 'structured-data',
    label: 'Structured data (JSON-LD)',
    weight: 8,
    recommendation:
      'Add schema.org structured data (JSON-LD) describing your organisation, services and pages.',
  },
  {
    id: 'meta-tags',
    label: 'Meta description',
    weight: 8,
    recommendation:
      'Add a meta description to your home page that says what you do in one or two sentences.',
  },
  {
    id: 'ai-search-crawlers',
    label: 'AI search and user-triggered crawlers allowed',
    weight: 3,
    recommendation:
      'Allow the AI search crawlers and user-triggered fetchers (OAI-SearchBot, ChatGPT-User, Claude-SearchBot, Claude-User, Perplexity-User and others) so AI answers can cite you.',
  },
  {
    id: 'server-text',
    label: 'Main text is in the server-rendered HTML, without JavaScript',
    weight: 5,
    recommendation:
      'Render your main content on the server: AI crawlers do not run JavaScript, so text added in the browser by JavaScript is invisible to them.',
  },
  {
    id: 'page-directives',
    label: 'No noindex, nosnippet or noai directives',
    weight: 3,
    recommendation:
      'Remove noindex, nosnippet and noai from meta robots and X-Robots-Tag on pages you want found.',
  },
  {
    id: 'server-access',
    label: 'The server lets AI search and user-triggered crawlers in',
    weight: 4,
    recommendation:
      'Let AI crawlers through your CDN and firewall: check "block AI bots", bot-fight and WAF rules that match their User-Agents.',
  },
  {
    id: 'further-pages',
    label: 'Further pages are readable and indexable',
    weight: 5,
    recommendation:
      'Make your most important pages answer 200 with server-rendered text, without noindex or noai, with a canonical link to themselves.',
  },
  {
    id: 'sitemap',
    label: 'Sitemap is reachable and valid',
    weight: 2,
    recommendation: 'Publish an XML sitemap and list it in robots.txt with a Sitemap: line.',
  },
  {
    id: 'llms-txt',
    label: 'llms.txt',
    weight: 2,
    recommendation:
      'Publish /llms.txt with an H1 title, a > summary and ## sections linking to your key pages.',
  },
  {
    id: 'page-basics',
    label: 'Title, canonical URL and language',
    weight: 2,
    recommendation:
      'Give the home page a <title>, a canonical link and a lang attribute on <html>.',
  },
  {
    id: 'social-cards',
    label: 'OpenGraph and Twitter cards',
    weight: 1,
    recommendation:
      'Complete the OpenGraph tags (og:title, og:description, og:image, og:type, og:url) and add twitter:card.',
  },
  {
    id: 'markdown',
    label: 'A Markdown version for AI agents',
    weight: 2,
    recommendation:
      'Answer requests with Accept: text/markdown with a Markdown version of each page (Content-Type: text/markdown, Vary: Accept), and link it with <link rel="alternate" type="text/markdown" href="…">.',
  },
  {
    id: 'freshness',
    label: 'Validators, 304 answers and dates that agree',
    weight: 2,
    recommendation:
      "Send ETag or Last-Modified with your pages, answer If-None-Match and If-Modified-Since with 304 Not Modified, and keep Last-Modified, the sitemap's <lastmod> and JSON-LD dateModified in agreement.",
  },
  {
    id: 'citation',
    label: 'Citable content: author, dates and questions answered',
    weight: 2,
    recommendation:
      'Give articles a named author, datePublished and dateModified in JSON-LD, and phrase headings as the questions readers ask, with an FAQPage where you answer them.',
  },
  {
    id: 'entity',
    label: 'One brand name, with sameAs profiles',
    weight: 2,
    recommendation:
      "Use one brand name in your Organization JSON-LD, og:site_name and page titles, and list your official profiles in the Organization's sameAs.",
  },
  {
    id: 'redirects',
    label: 'At most one redirect to the home page',
    weight: 2,
    recommendation:
      'Link and redirect straight to the final address of your home page: every extra redirect costs crawlers a round trip.',
  },
  {
    id: 'caching',
    label: 'Cacheable home page',
    weight: 2,
    recommendation:
      'Let the home page be cached: drop Cache-Control: no-store and send max-age or validators, so crawlers and CDNs can keep and revalidate it.',
  },
  {
    id: 'training-crawlers',
    label: 'Other AI training crawlers',
    weight: 0,
    recommendation:
      'Blocking training crawlers is a choice; allow them if you want future models to know your business.',
  },
  {
    id: 'robots-shadowing',
    label: 'robots.txt groups that replace *',
    weight: 2,
    recommendation:
      'Repeat the * rules inside each named group: a crawler obeys only its own group, never * as well.',
  },
  {
    id: 'usage-signals',
    label: 'Content-Signal and Content-Usage lines',
    weight: 0,
    recommendation:
      'Check that your Content-Signal or Content-Usage lines say what you intend about AI use.',
  },
]

export type Check = {
  id: CheckId
  label: string
  weight: number
  status: CheckStatus
  evidence: string
  recommendation: string | null
  /** Recommendations specific to this result (one per crawler or per kind of page problem). */
  advice?: string[]
}

const FACTOR: Record<Exclude<CheckStatus, 'n/a'>, number> = { pass: 1, warn: 0.5, fail: 0 }

/** 0–100: passed weight over applicable weight; a warning earns half. */
export function scoreChecks(checks: readonly Pick<Check, 'weight' | 'status'>[]): number {
  let earned = 0
  let possible = 0
  for (const check of checks) {
    if (check.status === 'n/a' || check.weight === 0) continue
    possible += check.weight
    earned += check.weight * FACTOR[check.status]
  }
  return possible === 0 ? 0 : Math.round((earned / possible) * 100)
}

export const SCORE_BANDS = {
  excellent: 'Excellent AI visibility',
  good: 'Good AI visibility, with some improvement opportunities',
  limited: 'Limited AI visibility - review recommendations below',
} as const

export const CONGRATULATION =
  'Congratulations! AI assistants can find, read and understand your site.'

export function scoreBand(score: number): { label: string; congratulate: boolean } {
  if (score >= 80) return { label: SCORE_BANDS.excellent, congratulate: true }
  if (score >= 50) return { label: SCORE_BANDS.good, congratulate: false }
  return { label: SCORE_BANDS.limited, congratulate: false }
}

/** One recommendation per check that did not pass, in table order (the spec's six first). */
export function recommendations(checks: readonly Check[]): string[] {
  const order = new Map(CHECK_TABLE.map((row, index) => [row.id, index]))
  return [...checks]
    .filter((check) => (check.status === 'fail' || check.status === 'warn') && check.recommendation)
    .sort((a, b) => (order.get(a.id) ?? 99) - (order.get(b.id) ?? 99))
    .flatMap((check) => (check.advice?.length ? check.advice : [check.recommendation!]))
}

export function definitionOf(id: CheckId): CheckDefinition {
  return CHECK_TABLE.find((row) => row.id === id)!
}

/** A check's result with its table row's label, weight and (unless it passed) recommendation. */
export function makeCheck(
  id: CheckId,
  status: CheckStatus,
  evidence: string,
  advice?: string[],
): Check {
  const definition = definitionOf(id)
  return {
    id,
    label: definition.label,
    weight: definition.weight,
    status,
    evidence,
    recommendation: status === 'fail' || status === 'warn' ? definition.recommendation : null,
    ...(advice && advice.length > 0 ? { advice } : {}),
  }
}

/** The spec's fields of a result, which every instance of the checker has always answered. */
export type SpecResultFields = {
  robotsTxtAccessible?: boolean
  allowsGPTBot?: boolean
  allowsAnthropicBot?: boolean
  allowsPerplexityBot?: boolean
  hasStructuredData?: boolean
  hasMetaTags?: boolean
}

/**
 * The recommendations of the spec's fields, for an answer that carries no `checks` (an older
 * instance during a rolling deploy) or whose `checks` leave some of the spec's checks out: one
 * per failed spec check not in `except`, with the same wording as the checks' rows.
 */
export function specRecommendations(
  result: SpecResultFields,
  except: ReadonlySet<CheckId> = new Set(),
): string[] {
  const failed: [boolean | undefined, CheckId][] = [
    [result.robotsTxtAccessible, 'robots-txt'],
    [result.allowsGPTBot, 'gptbot'],
    [result.allowsAnthropicBot, 'claudebot'],
    [result.allowsPerplexityBot, 'perplexitybot'],
    [result.hasStructuredData, 'structured-data'],
    [result.hasMetaTags, 'meta-tags'],
  ]
  return failed
    .filter(([passed, id]) => passed === false && !except.has(id))
    .map(([, id]) => definitionOf(id).recommendation)
}
