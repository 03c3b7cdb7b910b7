import { HEADLINE_TOKENS } from '../crawlers'
import { headlineCrawlerFix } from '../fixes/crawlerFixes'
import { assessCrawler } from './crawlerAccess'
import type { CheckModule } from './types'

export const claudebot = {
  id: 'claudebot',
  label: 'Anthropic ClaudeBot may crawl and fetch the home page',
  weight: 11,
  group: 'aiVisibility',
  category: 'crawler access',
  recommendation:
    'Allow Anthropic ClaudeBot in robots.txt so Claude can learn about your business.',
  assess: (facts) => assessCrawler(HEADLINE_TOKENS.anthropic, facts),
  fix: headlineCrawlerFix(HEADLINE_TOKENS.anthropic),
} as const satisfies CheckModule
