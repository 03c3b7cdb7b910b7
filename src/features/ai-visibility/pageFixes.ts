import {
  attribute,
  brandName,
  description,
  jsonLdScript,
  placeholderFor,
  siteOrigin,
} from './fixValues'
import type { Fix, FixSource } from './fixes'
import type { CheckId } from './score'

/** The OpenGraph and Twitter tags the social-cards check wants. */
const SOCIAL_TAGS = ['og:title', 'og:description', 'og:image', 'og:type', 'og:url', 'twitter:card']

const HEAD = 'the <head> of your home page'

type StructuredDataIssue = { type: string; missing: string[] }

function isIssue(value: unknown): value is StructuredDataIssue {
  if (typeof value !== 'object' || value === null) return false
  const { type, missing } = value as { type?: unknown; missing?: unknown }
  return (
    typeof type === 'string' &&
    Array.isArray(missing) &&
    missing.every((item) => typeof item === 'string')
  )
}

function structuredDataFixes(result: FixSource, failing: ReadonlySet<CheckId>): Fix[] {
  const issues = (Array.isArray(result.structuredDataIssues) ? result.structuredDataIssues : [])
    .filter(isIssue)
    .filter((issue) => issue.missing.length > 0)
  if (issues.length > 0) {
    return [
      {
        check: 'structured-data',
        where: `${HEAD}: add the missing properties to your existing JSON-LD`,
        snippet: issues
          .map((issue) =>
            jsonLdScript({
              '@type': issue.type,
              ...Object.fromEntries(
                issue.missing.map((property) => [property, placeholderFor(property, result)]),
              ),
            }),
          )
          .join('\n\n'),
      },
    ]
  }
  if (!failing.has('structured-data') || result.hasStructuredData) return []
  return [
    {
      check: 'structured-data',
      where: HEAD,
      snippet: jsonLdScript({
        '@type': 'Organization',
        name: brandName(result),
        url: `${siteOrigin(result)}/`,
        logo: placeholderFor('logo', result),
        description: description(result),
        sameAs: placeholderFor('sameAs', result),
      }),
    },
  ]
}

function headFixes(result: FixSource, failing: ReadonlySet<CheckId>): Fix[] {
  const meta = result.htmlMetaData ?? {}
  const site = siteOrigin(result)
  const fixes: Fix[] = []
  if (failing.has('meta-tags')) {
    fixes.push({
      check: 'meta-tags',
      where: HEAD,
      snippet: `<meta name="description" content="${attribute(description(result))}">`,
    })
  }
  if (failing.has('page-basics')) {
    const evidence = result.checks?.find((check) => check.id === 'page-basics')?.evidence ?? ''
    const lacks = (part: RegExp) => part.test(evidence) || !evidence
    fixes.push({
      check: 'page-basics',
      where: HEAD,
      snippet: [
        lacks(/title: none/i) && `<title>${attribute(brandName(result))}: what you do</title>`,
        lacks(/canonical: none/i) && `<link rel="canonical" href="${site}/">`,
        lacks(/lang: none/i) && '<html lang="en"> <!-- on the opening <html> tag -->',
      ]
        .filter(Boolean)
        .join('\n'),
    })
  }
  if (failing.has('social-cards')) {
    const values: Record<string, string> = {
      'og:title': meta['og:title'] || brandName(result),
      'og:description': description(result),
      'og:image': `${site}/og-image.png`,
      'og:type': 'website',
      'og:url': `${site}/`,
      'twitter:card': 'summary_large_image',
    }
    const missing = SOCIAL_TAGS.filter((tag) => !meta[tag])
    fixes.push({
      check: 'social-cards',
      where: HEAD,
      snippet: (missing.length > 0 ? missing : SOCIAL_TAGS)
        .map((tag) =>
          tag.startsWith('og:')
            ? `<meta property="${tag}" content="${attribute(values[tag]!)}">`
            : `<meta name="${tag}" content="${values[tag]}">`,
        )
        .join('\n'),
    })
  }
  if (failing.has('page-directives')) {
    fixes.push({
      check: 'page-directives',
      where: `${HEAD}, in place of the noindex, nosnippet or noai tag (and drop such X-Robots-Tag headers)`,
      snippet: '<meta name="robots" content="index, follow, max-snippet:-1">',
    })
  }
  if (failing.has('markdown')) {
    // Only the half that is missing: the link, or the answer to Accept: text/markdown.
    if (!result.markdown?.alternate) {
      fixes.push({
        check: 'markdown',
        where: `${HEAD}, pointing at a Markdown version of the page`,
        snippet: `<link rel="alternate" type="text/markdown" href="${site}/index.md">`,
      })
    }
    if (!result.markdown?.negotiated) {
      fixes.push({
        check: 'markdown',
        where: 'the response headers when a request asks for Accept: text/markdown',
        snippet: 'Content-Type: text/markdown; charset=utf-8\nVary: Accept',
      })
    }
  }
  return fixes
}

function llmsFixes(result: FixSource, failing: ReadonlySet<CheckId>): Fix[] {
  const site = siteOrigin(result)
  const fixes: Fix[] = []
  if (failing.has('llms-txt')) {
    fixes.push({
      check: 'llms-txt',
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
      check: 'llms-txt',
      where: '/llms.txt, in place of these links that do not answer (or remove them)',
      snippet: broken.join('\n'),
    })
  }
  return fixes
}

function signalFixes(result: FixSource, failing: ReadonlySet<CheckId>): Fix[] {
  const fixes: Fix[] = []
  if (failing.has('citation')) {
    const citation = result.citation
    fixes.push({
      check: 'citation',
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
    })
  }
  if (failing.has('entity')) {
    const sameAs = result.entity?.sameAs ?? []
    fixes.push({
      check: 'entity',
      where: `${HEAD}, with the same name in og:site_name and your titles`,
      snippet: jsonLdScript({
        '@type': 'Organization',
        name: brandName(result),
        url: `${siteOrigin(result)}/`,
        sameAs: sameAs.length > 0 ? sameAs : placeholderFor('sameAs', result),
      }),
    })
  }
  if (failing.has('caching') || failing.has('freshness')) {
    const headers = [
      'Cache-Control: public, max-age=300, stale-while-revalidate=86400',
      'ETag: "<a hash of the page>"',
      'Last-Modified: <when the content last changed, e.g. Wed, 01 Jan 2025 09:00:00 GMT>',
    ]
    for (const id of ['caching', 'freshness'] as const) {
      if (failing.has(id)) {
        fixes.push({
          check: id,
          where: 'the response headers of your home page (answer If-None-Match with 304)',
          snippet: headers.join('\n'),
        })
      }
    }
  }
  return fixes
}

export function pageFixes(result: FixSource, failing: ReadonlySet<CheckId>): Fix[] {
  return [
    ...structuredDataFixes(result, failing),
    ...headFixes(result, failing),
    ...llmsFixes(result, failing),
    ...signalFixes(result, failing),
  ]
}
