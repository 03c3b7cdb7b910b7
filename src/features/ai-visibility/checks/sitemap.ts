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
    const empty = { recommendation: `List your pages in ${read.url}: it lists none.` }
    if (facts.kind === 'urlset') {
      const evidence = `${read.url} lists ${plural(facts.urlCount, 'URL')}.`
      return facts.urlCount > 0
        ? verdict('pass', evidence)
        : { ...verdict('warn', evidence), ...empty }
    }
    if (facts.kind === 'index') {
      const evidence = `${read.url} is a sitemap index of ${plural(facts.sitemapCount, 'sitemap')}.`
      return facts.sitemapCount > 0
        ? verdict('pass', evidence)
        : { ...verdict('warn', evidence), ...empty }
    }
    return {
      ...verdict('warn', `${read.url} answers, but ${facts.problem}.`),
      recommendation: `Make ${read.url} a valid XML sitemap (<urlset> or <sitemapindex>): ${facts.problem}.`,
    }
  },
  fix: sitemapFix,
} as const satisfies CheckModule
