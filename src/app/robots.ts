import type { MetadataRoute } from 'next'

import { CRAWLERS } from '@/features/ai-visibility/crawlers'
import { absoluteUrl } from '@/lib/site'

/** Private areas: the administrator dashboard, Payload's panel and the admin API. */
const DISALLOWED_PATHS = ['/admin', '/cms', '/api/admin']

/**
 * Search engines and AI crawlers are welcome, and named one by one so that nobody reading the
 * file (or an AI visibility checker) has to infer it. A crawler obeys only the most specific
 * group that names it, so every named group repeats the private paths.
 */
const WELCOMED_CRAWLERS = [
  ...new Set([
    ...CRAWLERS.map((crawler) => crawler.token),
    'Googlebot',
    'Bingbot',
    'DuckDuckBot',
    'Applebot',
    'Slurp',
  ]),
]

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      { userAgent: '*', allow: '/', disallow: DISALLOWED_PATHS },
      ...WELCOMED_CRAWLERS.map((userAgent) => ({
        userAgent,
        allow: '/',
        disallow: DISALLOWED_PATHS,
      })),
    ],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
