import { sitemapFix } from '../fixes/robotsFixes'
import { plural, verdict } from './assessments'
import type { CheckModule } from './types'

export const sitemap = {
  id: 'sitemap',
  label: 'Sitemap is reachable and valid',
  weight: 2,
  group: 'aiVisibility',
  category: 'site files',
  recommendation: 'Publish an XML sitemap and list it in robots.txt with a Sitemap: line.',
  assess: ({ sitemap: read }) => {
    if (!read.found) return verdict('fail', read.problem)
    const { facts } = read
    if (facts.kind === 'urlset') {
      return verdict(
        facts.urlCount > 0 ? 'pass' : 'warn',
        `${read.url} lists ${plural(facts.urlCount, 'URL')}.`,
      )
    }
    if (facts.kind === 'index') {
      return verdict(
        facts.sitemapCount > 0 ? 'pass' : 'warn',
        `${read.url} is a sitemap index of ${plural(facts.sitemapCount, 'sitemap')}.`,
      )
    }
    return verdict('warn', `${read.url} answers, but ${facts.problem}.`)
  },
  fix: sitemapFix,
} as const satisfies CheckModule
