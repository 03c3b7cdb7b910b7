import { HEADLINE_TOKENS } from '../crawlers'
import { blockedGroupFix } from '../fixes/crawlerFixes'
import { verdict } from './assessments'
import { otherCrawlers } from './crawlerAccess'
import type { CheckModule } from './types'

const HEADLINE: ReadonlySet<string> = new Set(Object.values(HEADLINE_TOKENS))
const tokens = (list: readonly { token: string }[]) => list.map((entry) => entry.token).join(', ')

export const aiSearchCrawlers = {
  id: 'ai-search-crawlers',
  label: 'AI search and user-triggered crawlers allowed',
  weight: 3,
  group: 'aiVisibility',
  category: 'crawler access',
  recommendation:
    'Allow the AI search crawlers and user-triggered fetchers (OAI-SearchBot, ChatGPT-User, Claude-SearchBot, Claude-User, Perplexity-User and others) so AI answers can cite you.',
  assess: (facts) => {
    const searchers = otherCrawlers(facts, false, HEADLINE)
    const blocked = searchers.filter((entry) => entry.verdict === 'disallowed')
    if (blocked.length === 0) {
      return verdict('pass', `All ${searchers.length} allowed: ${tokens(searchers)}.`)
    }
    return verdict(
      blocked.length === searchers.length ? 'fail' : 'warn',
      `Blocked: ${tokens(blocked)}.`,
    )
  },
  fix: blockedGroupFix(false),
} as const satisfies CheckModule
