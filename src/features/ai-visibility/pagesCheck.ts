import { type PageReport, shortPath, THIN_PAGE_WORDS } from './pages'
import { type Check, makeCheck } from './score'

const listOf = (paths: string[]) =>
  paths.length <= 1 ? (paths[0] ?? '') : `${paths.slice(0, -1).join(', ')} and ${paths.at(-1)}`

const pathOf = (report: PageReport) => shortPath(report.url)

/**
 * Folds the further pages into one check: an error answer or noindex fails it (the page is
 * gone from search and AI answers); a path rule against a crawler the home page admits, noai,
 * nosnippet, a canonical elsewhere, thin server text or a redirect make it a warning. One
 * recommendation per kind of problem, naming the pages.
 */
export function furtherPagesCheck(pages: {
  source: 'sitemap' | 'navigation' | null
  reports: PageReport[]
}): Check {
  const read = pages.reports.filter((report) => !report.timedOut)
  if (read.length === 0) {
    return makeCheck(
      'further-pages',
      'n/a',
      pages.reports.length > 0
        ? 'The check ran out of time before the further pages answered.'
        : 'No further pages found: no sitemap URLs or navigation links on the same site.',
    )
  }
  const failed = read.filter(
    (report) => report.status === null || report.status < 200 || report.status >= 300,
  )
  const noindex = read.filter((report) => report.directives?.noindex)
  const noai = read.filter((report) => report.directives?.noai)
  const nosnippet = read.filter((report) => report.directives?.nosnippet)
  const canonical = read.filter((report) => report.canonical && report.canonical.target !== 'self')
  const thin = read.filter((report) => report.words !== null && report.words < THIN_PAGE_WORDS)
  const redirected = read.filter((report) => report.finalUrl)

  const advice: string[] = []
  if (failed.length > 0) {
    const what = failed.map(
      (report) =>
        `${pathOf(report)} (${report.status === null ? 'no answer' : `HTTP ${report.status}`})`,
    )
    advice.push(
      `Fix or remove the pages that do not answer 200: ${listOf(what)}. Crawlers drop pages that fail.`,
    )
  }
  if (noindex.length > 0) {
    advice.push(
      `Remove noindex from ${listOf(noindex.map(pathOf))} if you want ${noindex.length === 1 ? 'it' : 'them'} found: search engines and AI assistants leave noindex pages out.`,
    )
  }
  // Pages grouped by the crawlers robots.txt keeps out of them (but not out of the home page).
  const blocked = new Map<string, string[]>()
  for (const report of read) {
    if (report.blockedCrawlers.length === 0) continue
    const key = listOf(report.blockedCrawlers)
    blocked.set(key, [...(blocked.get(key) ?? []), pathOf(report)])
  }
  for (const [tokens, paths] of blocked) {
    advice.push(
      `Allow ${tokens} on ${listOf(paths)} in robots.txt if you want ${paths.length === 1 ? 'that page' : 'those pages'} in AI answers: robots.txt lets ${tokens.includes(' and ') ? 'them' : 'it'} read the home page but not ${paths.length === 1 ? 'this one' : 'these'}.`,
    )
  }
  if (noai.length > 0) {
    advice.push(
      `Remove noai and noimageai from ${listOf(noai.map(pathOf))} if AI assistants may use ${noai.length === 1 ? 'it' : 'them'}.`,
    )
  }
  if (nosnippet.length > 0) {
    advice.push(
      `Remove nosnippet from ${listOf(nosnippet.map(pathOf))} so AI answers can quote ${nosnippet.length === 1 ? 'it' : 'them'}.`,
    )
  }
  if (canonical.length > 0) {
    advice.push(
      `Point the canonical link of ${listOf(canonical.map(pathOf))} at the page itself, unless it is a copy of the page it names.`,
    )
  }
  if (thin.length > 0) {
    advice.push(
      `Render the main text of ${listOf(thin.map(pathOf))} on the server: crawlers that do not run JavaScript see almost none of it.`,
    )
  }
  if (redirected.length > 0) {
    advice.push(
      `List the final addresses in your sitemap and links: ${listOf(redirected.map(pathOf))} redirect${redirected.length === 1 ? 's' : ''}.`,
    )
  }

  const source = pages.source === 'navigation' ? 'navigation links' : 'sitemap URLs'
  const withProblems = read.filter((report) => report.problems.length > 0)
  const evidence =
    withProblems.length === 0
      ? `${read.length} ${source} read: each answers 200, is indexable and has server-rendered text.`
      : `${read.length} ${source} read; ${withProblems
          .map((report) => `${pathOf(report)}: ${report.problems.join(' ')}`)
          .join(' ')}`
  const status =
    failed.length > 0 || noindex.length > 0 ? 'fail' : advice.length > 0 ? 'warn' : 'pass'
  return makeCheck('further-pages', status, evidence, advice)
}
