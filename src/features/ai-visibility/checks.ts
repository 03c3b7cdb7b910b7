import { HEADLINE_TOKENS } from './crawlers'
import { llmsTxtCheck, structuredDataCheck } from './dataChecks'
import type { LlmsTxtLinks } from './llmsLinks'
import type { LlmsTxtFacts } from './llmsTxt'
import type { PageFacts } from './page'
import type { CrawlerVerdict, RobotsAnalysis } from './robots'
import { type AccessVerdict, type BrowserAccess, refusalAdvice, refusalSentence } from './access'
import { serverAccessCheck } from './accessCheck'
import type { PageReport } from './pages'
import { furtherPagesCheck } from './pagesCheck'
import { type Check, type CheckId, makeCheck } from './score'
import type { SitemapFacts } from './sitemap'
import type { CachingFacts, FreshnessFacts, MarkdownFacts, RedirectFacts } from './freshness'
import type { CitationFacts } from './signals'
import {
  cachingCheck,
  citationCheck,
  entityCheck,
  freshnessCheck,
  markdownCheck,
  redirectsCheck,
  renderingCheck,
  shadowingCheck,
} from './signalsCheck'

/** What the fetches found, in the shape the checks read. */
export type SiteFacts = {
  robots: RobotsAnalysis
  /** null when the home page gave no HTML; `pageProblem` says why. */
  page: PageFacts | null
  pageProblem: string | null
  pageTruncated: boolean
  llms: { found: true; facts: LlmsTxtFacts } | { found: false; problem: string }
  llmsLinks: LlmsTxtLinks
  llmsFullTxt: boolean
  sitemap:
    | { url: string; found: true; facts: SitemapFacts }
    | { url: string | null; found: false; problem: string }
  /** What the server sent each crawler's User-Agent, by probe token. */
  access: ReadonlyMap<string, AccessVerdict>
  browser: BrowserAccess
  /** The further pages read, and where their addresses came from. */
  pages: { source: 'sitemap' | 'navigation' | null; reports: PageReport[] }
  markdown: MarkdownFacts
  freshness: FreshnessFacts
  /** Citation signals of the home page, the further pages and the newest article. */
  citation: CitationFacts
  redirects: RedirectFacts
  caching: CachingFacts
}

const check = makeCheck

/** A headline crawler passes when robots.txt lets it in and the server does not turn it away. */
function crawlerCheck(
  id: CheckId,
  verdict: CrawlerVerdict | undefined,
  facts: Pick<SiteFacts, 'access' | 'browser'>,
): Check {
  if (!verdict) return check(id, 'n/a', 'Not in the crawler table.')
  if (verdict.verdict !== 'allowed') return check(id, 'fail', verdict.evidence)
  const access = facts.access.get(verdict.token)
  const refusal = refusalSentence(verdict.token, access)
  if (refusal && access) {
    return check(id, 'fail', `${refusal} ${facts.browser.evidence}`, [
      refusalAdvice(verdict.token, access),
    ])
  }
  return check(id, 'pass', verdict.evidence)
}

function list(verdicts: CrawlerVerdict[]): string {
  return verdicts.map((verdict) => verdict.token).join(', ')
}

function pageCheck(facts: SiteFacts, id: CheckId, evaluate: (page: PageFacts) => Check): Check {
  if (!facts.page) return check(id, 'fail', facts.pageProblem ?? 'The home page could not be read.')
  return evaluate(facts.page)
}

export function evaluateChecks(facts: SiteFacts): Check[] {
  const { robots } = facts
  const byToken = new Map(robots.verdicts.map((verdict) => [verdict.token, verdict]))
  const headline = new Set<string>(Object.values(HEADLINE_TOKENS))
  const checks: Check[] = []

  checks.push(check('robots-txt', robots.status === 'ok' ? 'pass' : 'fail', robots.reason))
  checks.push(crawlerCheck('gptbot', byToken.get(HEADLINE_TOKENS.openai), facts))
  checks.push(crawlerCheck('claudebot', byToken.get(HEADLINE_TOKENS.anthropic), facts))
  checks.push(crawlerCheck('perplexitybot', byToken.get(HEADLINE_TOKENS.perplexity), facts))

  checks.push(pageCheck(facts, 'structured-data', structuredDataCheck))
  checks.push(
    pageCheck(facts, 'meta-tags', (page) => {
      if (page.metaDescription)
        return check('meta-tags', 'pass', `Meta description: "${page.metaDescription}"`)
      if (page.social.openGraph['og:description']) {
        return check('meta-tags', 'warn', 'No meta description; only og:description is present.')
      }
      return check('meta-tags', 'fail', 'No <meta name="description"> on the home page.')
    }),
  )

  const searchers = robots.verdicts.filter(
    (verdict) => verdict.scored && verdict.purpose !== 'training' && !headline.has(verdict.token),
  )
  const blockedSearchers = searchers.filter((verdict) => verdict.verdict === 'disallowed')
  checks.push(
    check(
      'ai-search-crawlers',
      blockedSearchers.length === 0
        ? 'pass'
        : blockedSearchers.length === searchers.length
          ? 'fail'
          : 'warn',
      blockedSearchers.length === 0
        ? `All ${searchers.length} allowed: ${list(searchers)}.`
        : `Blocked: ${list(blockedSearchers)}.`,
    ),
  )

  checks.push(
    pageCheck(facts, 'server-text', (page) => renderingCheck(page.rendering, facts.pageTruncated)),
  )
  checks.push(
    pageCheck(facts, 'page-directives', (page) => {
      const { directives } = page
      const evidence =
        directives.sources.join('; ') || 'No meta robots or X-Robots-Tag restrictions.'
      if (directives.noindex) return check('page-directives', 'fail', evidence)
      if (directives.nosnippet || directives.noai) return check('page-directives', 'warn', evidence)
      return check('page-directives', 'pass', evidence)
    }),
  )

  checks.push(serverAccessCheck(robots.verdicts, facts.access))
  checks.push(furtherPagesCheck(facts.pages))

  const { sitemap } = facts
  if (!sitemap.found) {
    checks.push(check('sitemap', 'fail', sitemap.problem))
  } else if (sitemap.facts.kind === 'urlset') {
    const count = sitemap.facts.urlCount
    checks.push(
      check(
        'sitemap',
        count > 0 ? 'pass' : 'warn',
        `${sitemap.url} lists ${count} URL${count === 1 ? '' : 's'}.`,
      ),
    )
  } else if (sitemap.facts.kind === 'index') {
    const count = sitemap.facts.sitemapCount
    checks.push(
      check(
        'sitemap',
        count > 0 ? 'pass' : 'warn',
        `${sitemap.url} is a sitemap index of ${count} sitemap${count === 1 ? '' : 's'}.`,
      ),
    )
  } else {
    checks.push(check('sitemap', 'warn', `${sitemap.url} answers, but ${sitemap.facts.problem}.`))
  }

  checks.push(llmsTxtCheck(facts.llms, facts.llmsLinks, facts.llmsFullTxt))

  checks.push(
    pageCheck(facts, 'page-basics', (page) => {
      const missing = [
        !page.title && 'title',
        !page.canonical && 'canonical link',
        !page.lang && 'lang attribute',
      ].filter(Boolean)
      const found = `Title: ${page.title ? `"${page.title}"` : 'none'}; canonical: ${page.canonical ?? 'none'}; lang: ${page.lang ?? 'none'}.`
      if (!page.title) return check('page-basics', 'fail', found)
      return check('page-basics', missing.length === 0 ? 'pass' : 'warn', found)
    }),
  )
  checks.push(
    pageCheck(facts, 'social-cards', (page) => {
      const { missing, openGraph, twitter } = page.social
      if (missing.length === 0)
        return check('social-cards', 'pass', 'OpenGraph and Twitter card tags are complete.')
      const none = Object.keys(openGraph).length === 0 && Object.keys(twitter).length === 0
      return check('social-cards', none ? 'fail' : 'warn', `Missing: ${missing.join(', ')}.`)
    }),
  )

  const trainers = robots.verdicts.filter(
    (verdict) => verdict.scored && verdict.purpose === 'training' && !headline.has(verdict.token),
  )
  const blockedTrainers = trainers.filter((verdict) => verdict.verdict === 'disallowed')
  checks.push(
    check(
      'training-crawlers',
      blockedTrainers.length === 0 ? 'pass' : 'warn',
      blockedTrainers.length === 0
        ? `All allowed: ${list(trainers)}.`
        : `Blocked: ${list(blockedTrainers)}.`,
    ),
  )

  checks.push(shadowingCheck(robots.status, robots.shadowing))
  checks.push(
    robots.usageSignals.length > 0
      ? check('usage-signals', 'pass', robots.usageSignals.join('; '))
      : check('usage-signals', 'n/a', 'robots.txt has no Content-Signal or Content-Usage lines.'),
  )
  checks.push(markdownCheck(facts.markdown))
  checks.push(freshnessCheck(facts.freshness))
  checks.push(citationCheck(facts.citation))
  checks.push(pageCheck(facts, 'entity', (page) => entityCheck(page.entity)))
  checks.push(redirectsCheck(facts.redirects))
  checks.push(cachingCheck(facts.caching, facts.freshness))
  return checks
}
