import { robotsTxtFix } from '../fixes/robotsFixes'
import { verdict } from './assessments'
import type { CheckModule } from './types'

export const robotsTxt = {
  id: 'robots-txt',
  label: 'robots.txt is accessible',
  weight: 10,
  group: 'aiVisibility',
  category: 'site files',
  recommendation:
    'Add a robots.txt file at the root of your domain so AI crawlers know what they may read.',
  assess: ({ robots }) => verdict(robots.status === 'ok' ? 'pass' : 'fail', robots.reason),
  fix: robotsTxtFix,
} as const satisfies CheckModule
