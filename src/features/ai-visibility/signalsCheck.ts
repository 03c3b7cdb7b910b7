import type { CachingFacts, FreshnessFacts, MarkdownFacts, RedirectFacts } from './freshness'
import type { RobotsShadowing, RobotsStatus } from './robots'
import { type Check, makeCheck } from './score'
import type { CitationFacts, EntityFacts, RenderingFacts } from './signals'

/** The checks of what answer engines need beyond access, one per part of the result. */

export function renderingCheck(rendering: RenderingFacts, truncated: boolean): Check {
  const suffix = truncated ? '; only the first 2 MiB of the page was read.' : '.'
  const words = `${rendering.serverWords} words of main content in the server HTML (without navigation, header, footer and scripts)`
  if (rendering.needsJavaScript) {
    return makeCheck(
      'server-text',
      'fail',
      `The page is an app shell: its text appears only once JavaScript runs in a browser, and AI crawlers do not run JavaScript. Only ${words}${suffix}`,
    )
  }
  if (rendering.serverWords >= 150) return makeCheck('server-text', 'pass', words + suffix)
  if (rendering.serverWords >= 40) return makeCheck('server-text', 'warn', `Only ${words}${suffix}`)
  return makeCheck(
    'server-text',
    'fail',
    `Only ${words}: without JavaScript there is almost nothing to read${suffix}`,
  )
}

export function markdownCheck(markdown: MarkdownFacts): Check {
  const negotiated = markdown.negotiated
    ? 'Accept: text/markdown is answered with Markdown (Vary: Accept)'
    : 'Accept: text/markdown is not answered with Markdown'
  const alternate = markdown.alternate
    ? `a Markdown alternate is linked (${markdown.alternate})`
    : 'no <link rel="alternate" type="text/markdown"> on the home page'
  const evidence = `${negotiated}; ${alternate}.`
  if (markdown.negotiated && markdown.alternate) return makeCheck('markdown', 'pass', evidence)
  return makeCheck(
    'markdown',
    markdown.negotiated || markdown.alternate ? 'warn' : 'fail',
    evidence,
  )
}

export function shadowingCheck(status: RobotsStatus, shadowing: RobotsShadowing[]): Check {
  if (status !== 'ok') return makeCheck('robots-shadowing', 'n/a', 'No robots.txt rules to check.')
  if (shadowing.length === 0) {
    return makeCheck(
      'robots-shadowing',
      'pass',
      'No named group drops a Disallow rule of the * group.',
    )
  }
  const byGroup = new Map<string, RobotsShadowing>()
  for (const entry of shadowing) if (!byGroup.has(entry.group)) byGroup.set(entry.group, entry)
  const evidence = [...byGroup.values()]
    .map(
      (entry) =>
        `The ${entry.group} group replaces *, so ${entry.lostRules.join(', ')} no longer appl${entry.lostRules.length === 1 ? 'ies' : 'y'} to ${entry.group}.`,
    )
    .join(' ')
  return makeCheck('robots-shadowing', 'warn', evidence)
}

export function freshnessCheck(freshness: FreshnessFacts): Check {
  const validators = [
    freshness.etag && `ETag ${freshness.etag}`,
    freshness.lastModified && `Last-Modified ${freshness.lastModified}`,
  ].filter(Boolean)
  if (validators.length === 0) {
    return makeCheck(
      'freshness',
      'fail',
      'The home page sends neither ETag nor Last-Modified, so nothing can ask whether it changed.',
    )
  }
  const parts = [
    `${validators.join(', ')}`,
    freshness.conditional304
      ? 'a conditional request is answered 304 Not Modified'
      : 'a conditional request is answered with the whole page again, not 304',
    freshness.sitemapLastmod ? `sitemap lastmod ${freshness.sitemapLastmod}` : 'no sitemap lastmod',
    freshness.datesAgree === false
      ? 'the dates disagree by more than a day'
      : freshness.datesAgree
        ? 'the dates agree'
        : null,
  ].filter(Boolean)
  const ok = freshness.conditional304 && freshness.datesAgree !== false
  return makeCheck('freshness', ok ? 'pass' : 'warn', `${parts.join('; ')}.`)
}

export function citationCheck(citation: CitationFacts): Check {
  const article = citation.author && (citation.datePublished || citation.dateModified)
  const questions = citation.questionHeadings.length > 0 || citation.faq
  const evidence = [
    citation.author ? `Author: ${citation.author}` : 'No named author in JSON-LD',
    `published ${citation.datePublished ?? 'not given'}, modified ${citation.dateModified ?? 'not given'}`,
    `${citation.questionHeadings.length} question heading${citation.questionHeadings.length === 1 ? '' : 's'}`,
    citation.faq ? 'an FAQ' : 'no FAQ markup',
  ].join('; ')
  if (article && questions) return makeCheck('citation', 'pass', `${evidence}.`)
  return makeCheck('citation', article || questions ? 'warn' : 'fail', `${evidence}.`)
}

const SOURCE_LABEL: Record<EntityFacts['names'][number]['source'], string> = {
  'json-ld': 'JSON-LD',
  'og:site_name': 'og:site_name',
  title: 'title',
}

export function entityCheck(entity: EntityFacts): Check {
  if (!entity.name) {
    return makeCheck(
      'entity',
      'fail',
      'No brand name in an Organization or WebSite JSON-LD, nor in og:site_name.',
    )
  }
  const names = entity.names.map((found) => `${SOURCE_LABEL[found.source]}: "${found.name}"`)
  const sameAs =
    entity.sameAs.length > 0 ? `sameAs: ${entity.sameAs.join(', ')}` : 'no sameAs profiles'
  if (!entity.consistent) {
    return makeCheck('entity', 'warn', `The names disagree: ${names.join('; ')}; ${sameAs}.`)
  }
  return makeCheck(
    'entity',
    entity.sameAs.length > 0 ? 'pass' : 'warn',
    `"${entity.name}" (${names.join('; ')}); ${sameAs}.`,
  )
}

export function redirectsCheck(redirects: RedirectFacts): Check {
  if (redirects.hops.length === 0)
    return makeCheck('redirects', 'pass', 'The home page answers without a redirect.')
  if (redirects.hops.length === 1) {
    const [hop] = redirects.hops
    return makeCheck(
      'redirects',
      'pass',
      `One redirect: ${hop!.url} → ${hop!.location} (${hop!.status}).`,
    )
  }
  return makeCheck('redirects', 'warn', redirects.note!)
}

export function cachingCheck(caching: CachingFacts, freshness: FreshnessFacts): Check {
  if (caching.noStore) {
    return makeCheck(
      'caching',
      'fail',
      `Cache-Control: ${caching.cacheControl}: no-store forbids every cache to keep the page.`,
    )
  }
  if (caching.cacheControl) {
    return makeCheck('caching', 'pass', `Cache-Control: ${caching.cacheControl}.`)
  }
  if (freshness.etag || freshness.lastModified) {
    return makeCheck('caching', 'pass', 'No Cache-Control; the validators let caches revalidate.')
  }
  return makeCheck('caching', 'warn', 'No Cache-Control and no validators.')
}
