import { HEADLINE_TOKENS } from '../crawlers'
import { headlineCrawlerFix } from '../fixes/crawlerFixes'
import { assessCrawler } from './crawlerAccess'
import type { CheckModule } from './types'

export const perplexitybot = {
  id: 'perplexitybot',
  label: 'PerplexityBot may crawl and fetch the home page',
  weight: 11,
  group: 'aiVisibility',
  category: 'crawler access',
  recommendation: 'Allow PerplexityBot in robots.txt so Perplexity can find and cite your pages.',
  assess: (facts) => assessCrawler(HEADLINE_TOKENS.perplexity, facts),
  fix: headlineCrawlerFix(HEADLINE_TOKENS.perplexity),
} as const satisfies CheckModule
