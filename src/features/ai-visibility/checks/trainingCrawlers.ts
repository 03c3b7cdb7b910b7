import { HEADLINE_TOKENS } from '../crawlers'
import { blockedGroupFix } from '../fixes/crawlerFixes'
import { verdict } from './assessments'
import { otherCrawlers } from './crawlerAccess'
import type { CheckModule } from './types'

const HEADLINE: ReadonlySet<string> = new Set(Object.values(HEADLINE_TOKENS))
const tokens = (list: readonly { token: string }[]) => list.map((entry) => entry.token).join(', ')

export const trainingCrawlers = {
  id: 'training-crawlers',
  label: 'Other AI training crawlers',
  weight: 0,
  group: 'aiVisibility',
  category: 'crawler access',
  recommendation:
    'Blocking training crawlers is a choice; allow them if you want future models to know your business.',
  assess: (facts) => {
    const trainers = otherCrawlers(facts, true, HEADLINE)
    const blocked = trainers.filter((entry) => entry.verdict === 'disallowed')
    return blocked.length === 0
      ? verdict('pass', `All allowed: ${tokens(trainers)}.`)
      : verdict('warn', `Blocked: ${tokens(blocked)}.`)
  },
  fix: blockedGroupFix(true),
} as const satisfies CheckModule
