import { parseGroups, type RobotsShadowing } from '../facts/robots'
import type { FixSnippet, FixSource } from './source'
import { siteOrigin } from './values'

/**
 * How many of the `*` group's Disallow paths a fix repeats; past this it names the lines to
 * repeat instead, so that a robots.txt of thousands of rules is not copied into every fix.
 */
export const MAX_REPEATED_RULES = 20

/** The `*` group's Disallow paths (other than `/`) with their lines, which a named group must repeat. */
function starDisallows(rawRobotsTxt: string): { path: string; line: number }[] {
  const seen = new Set<string>(['/'])
  return parseGroups(rawRobotsTxt ?? '')
    .filter((group) => group.agents.includes('*'))
    .flatMap((group) => group.rules.filter((rule) => !rule.allow))
    .filter((rule) => !seen.has(rule.path) && Boolean(seen.add(rule.path)))
}

/** The Disallow lines to repeat: the first ones as written, then the lines that hold the rest. */
function repeatedDisallows(rawRobotsTxt: string): string[] {
  const rules = starDisallows(rawRobotsTxt)
  const shown = rules.slice(0, MAX_REPEATED_RULES).map((rule) => `Disallow: ${rule.path}`)
  const rest = rules.slice(MAX_REPEATED_RULES)
  if (rest.length === 0) return shown
  return [
    ...shown,
    `# …and repeat the ${rest.length} other Disallow lines of your * group here (robots.txt lines ${rest[0]!.line}–${rest.at(-1)!.line}).`,
  ]
}

/** A robots.txt group that lets `tokens` in, keeping the `*` group's private paths private. */
export function allowGroup(tokens: readonly string[], rawRobotsTxt: string): string {
  return [
    ...tokens.map((token) => `User-agent: ${token}`),
    'Allow: /',
    ...repeatedDisallows(rawRobotsTxt),
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
  const byGroup = new Map<string, { rules: Set<string>; more: number }>()
  for (const entry of shadowing) {
    const found = byGroup.get(entry.group) ?? { rules: new Set<string>(), more: 0 }
    entry.lostRules.forEach((rule) => found.rules.add(rule))
    found.more = Math.max(found.more, (entry.lostRuleCount ?? 0) - entry.lostRules.length)
    byGroup.set(entry.group, found)
  }
  const more = (count: number) =>
    count > 0 ? [`# …and the ${count} other Disallow lines of your * group`] : []
  return [
    {
      where: 'robots.txt, inside each named group',
      snippet: [...byGroup]
        .map(([group, { rules, more: rest }]) =>
          [`User-agent: ${group}`, ...rules, ...more(rest)].join('\n'),
        )
        .join('\n\n'),
    },
  ]
}

/**
 * The `Sitemap:` line and a sitemap skeleton, for a site whose sitemap was not found; a sitemap
 * that exists is never replaced by a skeleton (its check's recommendation says what to mend).
 */
export function sitemapFix(result: FixSource, failing: boolean): FixSnippet[] {
  const status = result.checks?.find((check) => check.id === 'sitemap')?.status
  if (!failing || status !== 'fail') return []
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
