import type { FixSnippet, FixSource } from './source'
import {
  attribute,
  brandName,
  description,
  jsonLdScript,
  placeholderFor,
  siteOrigin,
} from './values'

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

/** `{ "author": { "name": … } }` for the path 'author.name'. */
function nested(path: string, result: FixSource): [string, unknown] {
  const [head, ...rest] = path.split('.')
  if (rest.length === 0) return [head!, placeholderFor(head!, result)]
  const [key, value] = nested(rest.join('.'), result)
  return [head!, { [key]: value }]
}

/** The missing properties of one JSON-LD item, named by its @type, to merge into that item. */
function propertiesToAdd(issue: StructuredDataIssue, result: FixSource): string {
  const properties: Record<string, unknown> = {}
  for (const path of issue.missing) {
    const [key, value] = nested(path, result)
    const known = properties[key]
    properties[key] =
      known && typeof known === 'object' && value && typeof value === 'object'
        ? { ...known, ...value }
        : value
  }
  const json = JSON.stringify(
    { '@context': 'https://schema.org', '@type': issue.type, ...properties },
    null,
    2,
  )
  return json.replace(/</g, '\\u003c')
}

/**
 * For JSON-LD that lacks properties: the properties to merge into the existing item of each
 * @type (its name among them when it has none), not a block to paste beside it. Only a page
 * without any structured data gets a whole block.
 */
export function structuredDataFix(result: FixSource, failing: boolean): FixSnippet[] {
  const issues = (Array.isArray(result.structuredDataIssues) ? result.structuredDataIssues : [])
    .filter(isIssue)
    .filter((issue) => issue.missing.length > 0)
  if (issues.length > 0) {
    return [
      {
        where: `your existing JSON-LD in ${HEAD}: add these properties to the item of the same @type (do not paste them as a new block)`,
        snippet: issues.map((issue) => propertiesToAdd(issue, result)).join('\n\n'),
      },
    ]
  }
  if (!failing || result.hasStructuredData) return []
  return [
    {
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

export function metaTagsFix(result: FixSource, failing: boolean): FixSnippet[] {
  if (!failing) return []
  return [
    {
      where: HEAD,
      snippet: `<meta name="description" content="${attribute(description(result))}">`,
    },
  ]
}

export function pageBasicsFix(result: FixSource, failing: boolean): FixSnippet[] {
  if (!failing) return []
  const site = siteOrigin(result)
  const evidence = result.checks?.find((check) => check.id === 'page-basics')?.evidence ?? ''
  const lacks = (part: RegExp) => part.test(evidence) || !evidence
  return [
    {
      where: HEAD,
      snippet: [
        lacks(/title: none/i) && `<title>${attribute(brandName(result))}: what you do</title>`,
        lacks(/canonical: none/i) && `<link rel="canonical" href="${site}/">`,
        lacks(/lang: none/i) && '<html lang="en"> <!-- on the opening <html> tag -->',
      ]
        .filter(Boolean)
        .join('\n'),
    },
  ]
}

export function socialCardsFix(result: FixSource, failing: boolean): FixSnippet[] {
  if (!failing) return []
  const meta = result.htmlMetaData ?? {}
  const site = siteOrigin(result)
  const values: Record<string, string> = {
    'og:title': meta['og:title'] || brandName(result),
    'og:description': description(result),
    'og:image': `${site}/og-image.png`,
    'og:type': 'website',
    'og:url': `${site}/`,
    'twitter:card': 'summary_large_image',
  }
  const missing = SOCIAL_TAGS.filter((tag) => !meta[tag])
  return [
    {
      where: HEAD,
      snippet: (missing.length > 0 ? missing : SOCIAL_TAGS)
        .map((tag) =>
          tag.startsWith('og:')
            ? `<meta property="${tag}" content="${attribute(values[tag]!)}">`
            : `<meta name="${tag}" content="${values[tag]}">`,
        )
        .join('\n'),
    },
  ]
}

export function pageDirectivesFix(_result: FixSource, failing: boolean): FixSnippet[] {
  if (!failing) return []
  return [
    {
      where: `${HEAD}, in place of the noindex, nosnippet or noai tag (and drop such X-Robots-Tag headers)`,
      snippet: '<meta name="robots" content="index, follow, max-snippet:-1">',
    },
  ]
}

/** Only the half that is missing: the link, or the answer to Accept: text/markdown. */
export function markdownFix(result: FixSource, failing: boolean): FixSnippet[] {
  if (!failing) return []
  const fixes: FixSnippet[] = []
  if (!result.markdown?.alternate) {
    fixes.push({
      where: `${HEAD}, pointing at a Markdown version of the page`,
      snippet: `<link rel="alternate" type="text/markdown" href="${siteOrigin(result)}/index.md">`,
    })
  }
  if (!result.markdown?.negotiated) {
    fixes.push({
      where: 'the response headers when a request asks for Accept: text/markdown',
      snippet: 'Content-Type: text/markdown; charset=utf-8\nVary: Accept',
    })
  }
  return fixes
}
