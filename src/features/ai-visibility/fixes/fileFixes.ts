import type { FixSnippet, FixSource } from './source'
import { brandName, description, jsonLdScript, placeholderFor, siteOrigin } from './values'

const HEAD = 'the <head> of your home page'

type LlmsPart = 'title' | 'summary' | 'links'

/** What the result says of llms.txt: there (with the parts it lacks) or not; null when it does not say. */
function llmsState(result: FixSource): { found: boolean; missing: LlmsPart[] } | null {
  const state = result.llmsTxt as { found?: unknown; missing?: unknown } | undefined
  if (typeof state?.found !== 'boolean') return null
  const missing = Array.isArray(state.missing)
    ? state.missing.filter((part): part is LlmsPart => ['title', 'summary', 'links'].includes(part))
    : []
  return { found: state.found, missing }
}

/** Links to the pages the check found on the site: the home page and the further pages read. */
function pageLinks(result: FixSource): string[] {
  const site = siteOrigin(result)
  const pages = (Array.isArray(result.pages) ? result.pages : []) as {
    url?: unknown
    status?: unknown
  }[]
  const found = pages
    .filter((page) => typeof page.url === 'string' && page.status === 200)
    .flatMap((page) => (URL.canParse(page.url as string) ? [new URL(page.url as string)] : []))
    .filter((url) => url.origin === site)
    .slice(0, 5)
    .map((url) => `- [${url.pathname}](${url.toString()})`)
  return [`- [Home](${site}/): what visitors find on the home page`, ...found]
}

function llmsSkeleton(result: FixSource): FixSnippet {
  return {
    where: `a new file at ${siteOrigin(result)}/llms.txt (text/plain or text/markdown)`,
    snippet: [
      `# ${brandName(result)}`,
      '',
      `> ${description(result)}`,
      '',
      '## Pages',
      '',
      ...pageLinks(result),
    ].join('\n'),
  }
}

/** Only the parts an existing llms.txt lacks: its title, its summary or a section of links. */
function llmsParts(result: FixSource, missing: readonly LlmsPart[]): FixSnippet[] {
  const parts: Record<LlmsPart, FixSnippet> = {
    title: { where: 'the first line of your /llms.txt', snippet: `# ${brandName(result)}` },
    summary: {
      where: 'your /llms.txt, under its title',
      snippet: `> ${description(result)}`,
    },
    links: {
      where: 'your /llms.txt, after its summary',
      snippet: ['## Pages', '', ...pageLinks(result)].join('\n'),
    },
  }
  return missing.map((part) => parts[part])
}

/**
 * A skeleton only for a site without llms.txt (its links are the pages the check found); an
 * llms.txt that exists gets only the parts it lacks, and the links of it that are broken.
 */
export function llmsTxtFix(result: FixSource, failing: boolean): FixSnippet[] {
  const state = llmsState(result)
  const status = result.checks?.find((check) => check.id === 'llms-txt')?.status
  const missingFile = state ? !state.found : status === 'fail'
  const fixes: FixSnippet[] = []
  if (failing && missingFile) fixes.push(llmsSkeleton(result))
  if (failing && state?.found) fixes.push(...llmsParts(result, state.missing))
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
