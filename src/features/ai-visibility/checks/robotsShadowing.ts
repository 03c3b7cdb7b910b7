import type { RobotsShadowing } from '../facts/robots'
import { shadowingFix } from '../fixes/robotsFixes'
import { verdict } from './assessments'
import type { CheckModule } from './types'

function describe(shadowing: readonly RobotsShadowing[]): string {
  const byGroup = new Map<string, RobotsShadowing>()
  for (const entry of shadowing) if (!byGroup.has(entry.group)) byGroup.set(entry.group, entry)
  return [...byGroup.values()]
    .map((entry) => {
      const more = (entry.lostRuleCount ?? 0) - entry.lostRules.length
      const rules = `${entry.lostRules.join(', ')}${more > 0 ? ` and ${more} more Disallow rules` : ''}`
      const count = entry.lostRuleCount ?? entry.lostRules.length
      return `The ${entry.group} group replaces *, so ${rules} no longer appl${count === 1 ? 'ies' : 'y'} to ${entry.group}.`
    })
    .join(' ')
}

export const robotsShadowing = {
  id: 'robots-shadowing',
  label: 'robots.txt groups that replace *',
  weight: 2,
  group: 'aiVisibility',
  category: 'crawler access',
  recommendation:
    'Repeat the * rules inside each named group: a crawler obeys only its own group, never * as well.',
  assess: ({ robots }) => {
    if (robots.status !== 'ok') return verdict('n/a', 'No robots.txt rules to check.')
    if (robots.shadowing.length === 0) {
      return verdict('pass', 'No named group drops a Disallow rule of the * group.')
    }
    return verdict('warn', describe(robots.shadowing))
  },
  fix: shadowingFix,
} as const satisfies CheckModule
