import { type PageReport, shortPath, THIN_PAGE_WORDS } from '../facts/pageReport'
import type { FurtherPages } from '../facts/types'
import { listOf, verdict } from './assessments'
import type { Assessment, CheckModule } from './types'

const pathOf = (report: PageReport) => shortPath(report.url)
const them = (pages: readonly unknown[]) => (pages.length === 1 ? 'it' : 'them')

/** Pages grouped by the crawlers robots.txt keeps out of them (but not out of the home page). */
function blockedAdvice(read: readonly PageReport[]): string[] {
  const blocked = new Map<string, string[]>()
  for (const report of read) {
    if (report.blockedCrawlers.length === 0) continue
    const key = listOf(report.blockedCrawlers)
    blocked.set(key, [...(blocked.get(key) ?? []), pathOf(report)])
  }
  return [...blocked].map(
    ([tokens, paths]) =>
      `Allow ${tokens} on ${listOf(paths)} in robots.txt if you want ${paths.length === 1 ? 'that page' : 'those pages'} in AI answers: robots.txt lets ${tokens.includes(' and ') ? 'them' : 'it'} read the home page but not ${paths.length === 1 ? 'this one' : 'these'}.`,
  )
}

/** One recommendation per kind of problem, naming the pages. */
function adviceFor(read: readonly PageReport[], failed: readonly PageReport[]): string[] {
  const having = (test: (report: PageReport) => unknown) => read.filter(test)
  const noindex = having((report) => report.directives?.noindex)
  const noai = having((report) => report.directives?.noai)
  const nosnippet = having((report) => report.directives?.nosnippet)
  const canonical = having((report) => report.canonical && report.canonical.target !== 'self')
  const thin = having((report) => report.words !== null && report.words < THIN_PAGE_WORDS)
  const redirected = having((report) => report.finalUrl)
  const paths = (pages: readonly PageReport[]) => listOf(pages.map(pathOf))
  const what = failed.map(
    (report) =>
      `${pathOf(report)} (${report.status === null ? 'no answer' : `HTTP ${report.status}`})`,
  )
  return [
    failed.length > 0 &&
      `Fix or remove the pages that do not answer 200: ${listOf(what)}. Crawlers drop pages that fail.`,
    noindex.length > 0 &&
      `Remove noindex from ${paths(noindex)} if you want ${them(noindex)} found: search engines and AI assistants leave noindex pages out.`,
    ...blockedAdvice(read),
    noai.length > 0 &&
      `Remove noai and noimageai from ${paths(noai)} if AI assistants may use ${them(noai)}.`,
    nosnippet.length > 0 &&
      `Remove nosnippet from ${paths(nosnippet)} so AI answers can quote ${them(nosnippet)}.`,
    canonical.length > 0 &&
      `Point the canonical link of ${paths(canonical)} at the page itself, unless it is a copy of the page it names.`,
    thin.length > 0 &&
      `Render the main text of ${paths(thin)} on the server: crawlers that do not run JavaScript see almost none of it.`,
    redirected.length > 0 &&
      `List the final addresses in your sitemap and links: ${paths(redirected)} redirect${redirected.length === 1 ? 's' : ''}.`,
  ].filter((item): item is string => typeof item === 'string')
}

/**
 * Folds the further pages into one check: an error answer or noindex fails it (the page is
 * gone from search and AI answers); a path rule against a crawler the home page admits, noai,
 * nosnippet, a canonical elsewhere, thin server text or a redirect make it a warning.
 */
function assessPages(pages: FurtherPages): Assessment {
  const read = pages.reports.filter((report) => !report.timedOut)
  if (read.length === 0) {
    return verdict(
      'n/a',
      pages.reports.length > 0
        ? 'The check ran out of time before the further pages answered.'
        : 'No further pages found: no sitemap URLs or navigation links on the same site.',
    )
  }
  const failed = read.filter(
    (report) => report.status === null || report.status < 200 || report.status >= 300,
  )
  const advice = adviceFor(read, failed)
  const source = pages.source === 'navigation' ? 'navigation links' : 'sitemap URLs'
  const withProblems = read.filter((report) => report.problems.length > 0)
  const evidence =
    withProblems.length === 0
      ? `${read.length} ${source} read: each answers 200, is indexable and has server-rendered text.`
      : `${read.length} ${source} read; ${withProblems
          .map((report) => `${pathOf(report)}: ${report.problems.join(' ')}`)
          .join(' ')}`
  const noindex = read.some((report) => report.directives?.noindex)
  const status = failed.length > 0 || noindex ? 'fail' : advice.length > 0 ? 'warn' : 'pass'
  return verdict(status, evidence, advice)
}

export const furtherPages = {
  id: 'further-pages',
  label: 'Further pages are readable and indexable',
  weight: 5,
  group: 'aiVisibility',
  category: 'page content',
  recommendation:
    'Make your most important pages answer 200 with server-rendered text, without noindex or noai, with a canonical link to themselves.',
  assess: (facts) => assessPages(facts.pages),
} as const satisfies CheckModule
