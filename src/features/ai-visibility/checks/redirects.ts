import { verdict } from './assessments'
import type { CheckModule } from './types'

export const redirects = {
  id: 'redirects',
  label: 'At most one redirect to the home page',
  weight: 2,
  group: 'aiVisibility',
  category: 'freshness and caching',
  recommendation:
    'Link and redirect straight to the final address of your home page: every extra redirect costs crawlers a round trip.',
  assess: ({ redirects: facts }) => {
    const [hop] = facts.hops
    if (!hop) return verdict('pass', 'The home page answers without a redirect.')
    if (facts.hops.length === 1) {
      return verdict('pass', `One redirect: ${hop.url} → ${hop.location} (${hop.status}).`)
    }
    return verdict('warn', facts.note!)
  },
} as const satisfies CheckModule
