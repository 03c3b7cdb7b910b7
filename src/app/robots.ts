import type { MetadataRoute } from 'next'

import { CRAWLERS } from '@/features/ai-visibility/crawlers'
import { CONTENT_SIGNAL } from '@/lib/http/agentHeaders'
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
 * Our AI-usage preferences in Cloudflare's Content Signals Policy syntax, which binds per group
 * like a rule, so every group carries the line. The same preferences in the IETF AI Preferences
 * vocabulary (Content-Usage, from the same table in lib/http/agentHeaders.ts) are a header on
 * every page and Markdown version, not a robots.txt line: robots.txt validators such as
 * Lighthouse's SEO audit count a Content-Usage line as an unknown directive, one error per group.
 */
export default function robots(): MetadataRoute.Robots {
  const other = { 'Content-Signal': CONTENT_SIGNAL }
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
