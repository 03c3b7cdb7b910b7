import { HEADLINE_TOKENS } from '../crawlers'
import { headlineCrawlerFix } from '../fixes/crawlerFixes'
import { assessCrawler } from './crawlerAccess'
import type { CheckModule } from './types'

export const gptbot = {
  id: 'gptbot',
  label: 'OpenAI GPTBot may crawl and fetch the home page',
  weight: 11,
  group: 'aiVisibility',
  category: 'crawler access',
  recommendation: 'Allow OpenAI GPTBot in robots.txt so ChatGPT can learn about your business.',
  assess: (facts) => assessCrawler(HEADLINE_TOKENS.openai, facts),
  fix: headlineCrawlerFix(HEADLINE_TOKENS.openai),
} as const satisfies CheckModule
