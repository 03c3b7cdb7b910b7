import { parseGroups, type RobotsShadowing } from '../facts/robots'
import type { FixSnippet, FixSource } from './source'
import { siteOrigin } from './values'

/** The `*` group's Disallow paths (other than `/`), which a named group must repeat. */
function starDisallows(rawRobotsTxt: string): string[] {
  const paths = parseGroups(rawRobotsTxt ?? '')
    .filter((group) => group.agents.includes('*'))
    .flatMap((group) => group.rules.filter((rule) => !rule.allow).map((rule) => rule.path))
  return [...new Set(paths)].filter((path) => path !== '/')
}

/** A robots.txt group that lets `tokens` in, keeping the `*` group's private paths private. */
export function allowGroup(tokens: readonly string[], rawRobotsTxt: string): string {
  return [
    ...tokens.map((token) => `User-agent: ${token}`),
    'Allow: /',
    ...starDisallows(rawRobotsTxt).map((path) => `Disallow: ${path}`),
  ].join('\n')
}

/** A minimal robots.txt, for a site that has none that crawlers can read. */
export function robotsTxtFix(result: FixSource, failing: boolean): FixSnippet[] {
  if (!failing) return []
  const origin = siteOrigin(result)
  return [
    {
      where: `a new file at ${origin}/robots.txt (served as text/plain)`,
      snippet: ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`].join('\n'),
    },
  ]
}

/** The `*` rules each named group must repeat. */
export function shadowingFix(result: FixSource, failing: boolean): FixSnippet[] {
  const shadowing: readonly RobotsShadowing[] = Array.isArray(result.robotsShadowing)
    ? result.robotsShadowing
    : []
  if (!failing || shadowing.length === 0) return []
  const byGroup = new Map<string, Set<string>>()
  for (const entry of shadowing) {
    const rules = byGroup.get(entry.group) ?? new Set<string>()
    entry.lostRules.forEach((rule) => rules.add(rule))
    byGroup.set(entry.group, rules)
  }
  return [
    {
      where: 'robots.txt, inside each named group',
      snippet: [...byGroup]
        .map(([group, rules]) => [`User-agent: ${group}`, ...rules].join('\n'))
        .join('\n\n'),
    },
  ]
}

/** The `Sitemap:` line and a sitemap skeleton. */
export function sitemapFix(result: FixSource, failing: boolean): FixSnippet[] {
  if (!failing) return []
  const origin = siteOrigin(result)
  return [
    {
      where: `robots.txt, and a sitemap at ${origin}/sitemap.xml`,
      snippet: [
        `Sitemap: ${origin}/sitemap.xml`,
        '',
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `  <url><loc>${origin}/</loc><lastmod>YYYY-MM-DD</lastmod></url>`,
        '</urlset>',
      ].join('\n'),
    },
  ]
}
