import type { FixSnippet, FixSource } from './source'
import { brandName, description, jsonLdScript, placeholderFor, siteOrigin } from './values'

const HEAD = 'the <head> of your home page'

export function llmsTxtFix(result: FixSource, failing: boolean): FixSnippet[] {
  const site = siteOrigin(result)
  const fixes: FixSnippet[] = []
  if (failing) {
    fixes.push({
      where: `a file at ${site}/llms.txt (text/plain or text/markdown)`,
      snippet: [
        `# ${brandName(result)}`,
        '',
        `> ${description(result)}`,
        '',
        '## Pages',
        '',
        `- [Home](${site}/): what visitors find on the home page`,
        `- [Services](${site}/services): what you offer, with prices`,
        `- [Contact](${site}/contact): how to reach you`,
      ].join('\n'),
    })
  }
  const links = result.llmsTxtLinks as { broken?: unknown } | undefined
  const broken = Array.isArray(links?.broken)
    ? links.broken.filter((url): url is string => typeof url === 'string')
    : []
  if (broken.length > 0) {
    fixes.push({
      where: '/llms.txt, in place of these links that do not answer (or remove them)',
      snippet: broken.join('\n'),
    })
  }
  return fixes
}

export function citationFix(result: FixSource, failing: boolean): FixSnippet[] {
  if (!failing) return []
  const citation = result.citation
  return [
    {
      where: 'the <head> of each article',
      snippet: jsonLdScript({
        '@type': 'Article',
        headline: placeholderFor('headline', result),
        author: citation?.author
          ? { '@type': 'Person', name: citation.author }
          : placeholderFor('author', result),
        datePublished: citation?.datePublished ?? 'YYYY-MM-DD',
        dateModified: citation?.dateModified ?? 'YYYY-MM-DD',
      }),
    },
  ]
}

export function entityFix(result: FixSource, failing: boolean): FixSnippet[] {
  if (!failing) return []
  const sameAs = result.entity?.sameAs ?? []
  return [
    {
      where: `${HEAD}, with the same name in og:site_name and your titles`,
      snippet: jsonLdScript({
        '@type': 'Organization',
        name: brandName(result),
        url: `${siteOrigin(result)}/`,
        sameAs: sameAs.length > 0 ? sameAs : placeholderFor('sameAs', result),
      }),
    },
  ]
}

/** The caching and validator headers, for the caching and the freshness checks alike. */
export function headersFix(_result: FixSource, failing: boolean): FixSnippet[] {
  if (!failing) return []
  return [
    {
      where: 'the response headers of your home page (answer If-None-Match with 304)',
      snippet: [
        'Cache-Control: public, max-age=300, stale-while-revalidate=86400',
        'ETag: "<a hash of the page>"',
        'Last-Modified: <when the content last changed, e.g. Wed, 01 Jan 2025 09:00:00 GMT>',
      ].join('\n'),
    },
  ]
}
