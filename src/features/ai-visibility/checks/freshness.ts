import type { FreshnessFacts } from '../facts/freshness'
import { headersFix } from '../fixes/fileFixes'
import { verdict } from './assessments'
import type { Assessment, CheckModule } from './types'

function assessFreshness(freshness: FreshnessFacts): Assessment {
  const validators = [
    freshness.etag && `ETag ${freshness.etag}`,
    freshness.lastModified && `Last-Modified ${freshness.lastModified}`,
  ].filter(Boolean)
  if (validators.length === 0) {
    return verdict(
      'fail',
      'The home page sends neither ETag nor Last-Modified, so nothing can ask whether it changed.',
    )
  }
  const parts = [
    `${validators.join(', ')}`,
    freshness.conditional304
      ? 'a conditional request is answered 304 Not Modified'
      : 'a conditional request is answered with the whole page again, not 304',
    freshness.sitemapLastmod ? `sitemap lastmod ${freshness.sitemapLastmod}` : 'no sitemap lastmod',
    freshness.datesAgree === false
      ? 'the dates disagree by more than a day'
      : freshness.datesAgree
        ? 'the dates agree'
        : null,
  ].filter(Boolean)
  const ok = freshness.conditional304 && freshness.datesAgree !== false
  return verdict(ok ? 'pass' : 'warn', `${parts.join('; ')}.`)
}

export const freshness = {
  id: 'freshness',
  label: 'Validators, 304 answers and dates that agree',
  weight: 2,
  group: 'aiVisibility',
  category: 'freshness and caching',
  recommendation:
    "Send ETag or Last-Modified with your pages, answer If-None-Match and If-Modified-Since with 304 Not Modified, and keep Last-Modified, the sitemap's <lastmod> and JSON-LD dateModified in agreement.",
  assess: (facts) => assessFreshness(facts.freshness),
  fix: headersFix,
} as const satisfies CheckModule
