import type { MetadataRoute } from 'next'

import { CRAWLERS } from '@/features/ai-visibility/crawlers'
import { CONTENT_SIGNAL, CONTENT_USAGE } from '@/lib/http/agentHeaders'
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

/**
 * Our AI-usage preferences, in Cloudflare's Content Signals Policy syntax and in the IETF AI
 * Preferences vocabulary (one table, lib/http/agentHeaders.ts, so the two always agree). Both
 * bind per group, like rules, so every group carries both lines.
 */
export default function robots(): MetadataRoute.Robots {
  const other = { 'Content-Signal': CONTENT_SIGNAL, 'Content-Usage': CONTENT_USAGE }
  return {
    rules: [
      { userAgent: '*', allow: '/', disallow: DISALLOWED_PATHS, other },
      ...WELCOMED_CRAWLERS.map((userAgent) => ({
        userAgent,
        allow: '/',
        disallow: DISALLOWED_PATHS,
        other,
      })),
    ],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
