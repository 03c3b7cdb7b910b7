import { headersFix } from '../fixes/fileFixes'
import { verdict } from './assessments'
import type { CheckModule } from './types'

export const caching = {
  id: 'caching',
  label: 'Cacheable home page',
  weight: 2,
  group: 'aiVisibility',
  category: 'freshness and caching',
  recommendation:
    'Let the home page be cached: drop Cache-Control: no-store and send max-age or validators, so crawlers and CDNs can keep and revalidate it.',
  assess: ({ caching: facts, freshness }) => {
    if (facts.noStore) {
      return verdict(
        'fail',
        `Cache-Control: ${facts.cacheControl}: no-store forbids every cache to keep the page.`,
      )
    }
    if (facts.cacheControl) return verdict('pass', `Cache-Control: ${facts.cacheControl}.`)
    if (freshness.etag || freshness.lastModified) {
      return verdict('pass', 'No Cache-Control; the validators let caches revalidate.')
    }
    return verdict('warn', 'No Cache-Control and no validators.')
  },
  fix: headersFix,
} as const satisfies CheckModule
