import type { ServerAccess } from './access'
import type { AiCheckResult, CheckAnswer } from './check'
import type { CrawlerPurpose } from './crawlers'
import type { PageReport } from './pages'
import type { Check, CheckId, CheckStatus } from './score'
import type { EntityName } from './signals'

/**
 * The answer of POST /api/ai-check as the results view may trust it. The answer may come from
 * an older instance (the spec's fields only), a newer one (parts this view does not know) or a
 * broken one (a part of the wrong shape). The spec's fields get safe defaults; every other part
 * is kept only when it has the fields the view reads (the rest get safe defaults), and dropped
 * otherwise, so the view shows what it can and never fails on a part.
 */

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isString = (value: unknown): value is string => typeof value === 'string'
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean'
const isStringOrNull = (value: unknown): value is string | null => value === null || isString(value)
const isNumberOrNull = (value: unknown): value is number | null => value === null || isNumber(value)
const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString)
const orNull = <T>(value: unknown, guard: (value: unknown) => value is T): T | null =>
  guard(value) ? value : null
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter(isString) : [])
function isUrl(value: unknown): value is string {
  if (!isString(value)) return false
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

/** The items that read well; undefined when the value is not a list at all. */
function listOf<T>(value: unknown, item: (value: Json) => T | null): T[] | undefined {
  if (!Array.isArray(value)) return undefined
  return value.flatMap((entry) => {
    const read = isObject(entry) ? item(entry) : null
    return read === null ? [] : [read]
  })
}

/** An object part read by `read`, or undefined when it is missing or not an object. */
const part = <T>(value: unknown, read: (value: Json) => T | null): T | undefined =>
  isObject(value) ? (read(value) ?? undefined) : undefined

const STATUSES: readonly CheckStatus[] = ['pass', 'warn', 'fail', 'n/a']
const ACCESS: readonly ServerAccess[] = ['allowed', 'refused', 'challenged', 'unknown']
const PURPOSES: readonly CrawlerPurpose[] = ['training', 'search', 'user']
const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  values.includes(value as T)

function readCheck(value: Json): Check | null {
  const { id, label, weight, status, evidence, recommendation, advice } = value
  if (!isString(id) || !isString(label) || !isNumber(weight)) return null
  return {
    // A newer instance's check: shown with its own label.
    id: id as CheckId,
    label,
    weight,
    status: oneOf(STATUSES, status) ? status : 'n/a',
    evidence: isString(evidence) ? evidence : '',
    recommendation: orNull(recommendation, isString),
    ...(isStrings(advice) && advice.length > 0 ? { advice } : {}),
  }
}

type Crawler = AiCheckResult['crawlers'][number]

function readCrawler(value: Json): Crawler | null {
  const { token, company, purpose, verdict, evidence } = value
  if (!isString(token) || !isString(company) || !oneOf(PURPOSES, purpose)) return null
  if (verdict !== 'allowed' && verdict !== 'disallowed') return null
  return {
    token,
    company,
    purpose,
    verdict,
    evidence: isString(evidence) ? evidence : '',
    scored: value.scored === true,
    legacy: value.legacy === true,
    group: orNull(value.group, isString),
    rule: orNull(value.rule, isString),
    line: orNull(value.line, isNumber),
    shadowing: orNull(value.shadowing, isString),
    serverAccess: oneOf(ACCESS, value.serverAccess) ? value.serverAccess : 'unknown',
    httpStatus: orNull(value.httpStatus, isNumber),
    probedAs: orNull(value.probedAs, isString),
    serverEvidence: isString(value.serverEvidence) ? value.serverEvidence : '',
  }
}

function readPage(value: Json): PageReport | null {
  const { url, canonical, robotsAllowed } = value
  if (!isUrl(url)) return null
  const target = isObject(canonical) ? canonical.target : null
  return {
    url,
    finalUrl: orNull(value.finalUrl, isString),
    status: orNull(value.status, isNumber),
    indexable: value.indexable === true,
    robotsAllowed: isObject(robotsAllowed)
      ? Object.fromEntries(
          Object.entries(robotsAllowed).filter((entry): entry is [string, boolean] =>
            isBoolean(entry[1]),
          ),
        )
      : {},
    blockedCrawlers: strings(value.blockedCrawlers),
    canonical:
      isObject(canonical) &&
      isUrl(canonical.url) &&
      (target === 'self' || target === 'other-page' || target === 'other-site')
        ? { url: canonical.url, target }
        : null,
    structuredDataTypes: strings(value.structuredDataTypes),
    words: orNull(value.words, isNumber),
    directives: isObject(value.directives)
      ? (value.directives as unknown as PageReport['directives'])
      : null,
    timedOut: value.timedOut === true,
    problems: strings(value.problems),
  }
}

/** The results view's answer, or null when `raw` is not an answer at all. */
export function normalizeAnswer(raw: unknown): CheckAnswer | null {
  if (!isObject(raw)) return null
  const score = isNumber(raw.aiVisibilityScore)
    ? Math.min(100, Math.max(0, Math.round(raw.aiVisibilityScore)))
    : 0
  const meta = isObject(raw.htmlMetaData) ? raw.htmlMetaData : {}
  const answer: CheckAnswer = {
    domain: isString(raw.domain) ? raw.domain : '',
    aiVisibilityScore: score,
    robotsTxtAccessible: raw.robotsTxtAccessible === true,
    allowsGPTBot: raw.allowsGPTBot === true,
    allowsAnthropicBot: raw.allowsAnthropicBot === true,
    allowsPerplexityBot: raw.allowsPerplexityBot === true,
    hasStructuredData: raw.hasStructuredData === true,
    structuredDataTypes: [...new Set(strings(raw.structuredDataTypes))],
    hasMetaTags: raw.hasMetaTags === true,
    htmlMetaData: Object.fromEntries(
      Object.entries(meta).filter((entry): entry is [string, string] => isString(entry[1])),
    ),
    rawRobotsTxt: isString(raw.rawRobotsTxt) ? raw.rawRobotsTxt : '',
  }

  const checks = listOf(raw.checks, readCheck)
  // Unique ids: the view keys its rows by them.
  if (checks) answer.checks = checks.filter((c, i) => checks.findIndex((o) => o.id === c.id) === i)
  const crawlers = listOf(raw.crawlers, readCrawler)
  if (crawlers) {
    answer.crawlers = crawlers.filter(
      (c, i) => crawlers.findIndex((o) => o.token === c.token) === i,
    )
  }
  answer.browserAccess = part(raw.browserAccess, (value) =>
    isString(value.evidence)
      ? {
          evidence: value.evidence,
          httpStatus: orNull(value.httpStatus, isNumber),
          bytes: orNull(value.bytes, isNumber),
        }
      : null,
  )
  const pages = listOf(raw.pages, readPage)
  if (pages) answer.pages = pages.filter((p, i) => pages.findIndex((o) => o.url === p.url) === i)
  if (raw.pagesSource === 'sitemap' || raw.pagesSource === 'navigation') {
    answer.pagesSource = raw.pagesSource
  }
  answer.robotsTxt = part(raw.robotsTxt, (value) =>
    isString(value.url) && isString(value.reason)
      ? {
          url: value.url,
          reason: value.reason,
          status: value.status as AiCheckResult['robotsTxt']['status'],
        }
      : null,
  )

  answer.rendering = part(raw.rendering, ({ serverWords, needsJavaScript, appShell }) =>
    isNumber(serverWords) && isBoolean(needsJavaScript) && isBoolean(appShell)
      ? { serverWords, needsJavaScript, appShell }
      : null,
  )
  answer.markdown = part(raw.markdown, ({ negotiated, alternate }) =>
    isBoolean(negotiated) && isStringOrNull(alternate) ? { negotiated, alternate } : null,
  )
  answer.robotsShadowing = listOf(raw.robotsShadowing, ({ crawler, group, lostRules }) =>
    isString(crawler) && isString(group) && isStrings(lostRules)
      ? { crawler, group, lostRules }
      : null,
  )
  answer.freshness = part(raw.freshness, (value) => {
    const { etag, lastModified, conditional304, sitemapLastmod, datesAgree } = value
    return isStringOrNull(etag) &&
      isStringOrNull(lastModified) &&
      isBoolean(conditional304) &&
      isStringOrNull(sitemapLastmod) &&
      (datesAgree === null || isBoolean(datesAgree))
      ? { etag, lastModified, conditional304, sitemapLastmod, datesAgree }
      : null
  })
  answer.citation = part(raw.citation, (value) => {
    const { author, datePublished, dateModified, questionHeadings, faq } = value
    return isStringOrNull(author) &&
      isStringOrNull(datePublished) &&
      isStringOrNull(dateModified) &&
      isStrings(questionHeadings) &&
      isBoolean(faq)
      ? { author, datePublished, dateModified, questionHeadings, faq }
      : null
  })
  answer.entity = part(raw.entity, ({ name, consistent, sameAs, names }) =>
    isStringOrNull(name) && isBoolean(consistent) && isStrings(sameAs)
      ? {
          name,
          consistent,
          sameAs,
          names:
            listOf(names, (found) =>
              isString(found.source) && isString(found.name)
                ? ({ source: found.source, name: found.name } as EntityName)
                : null,
            ) ?? [],
        }
      : null,
  )
  answer.redirects = part(raw.redirects, ({ hops, note }) => {
    const read = listOf(hops, ({ url, status, location }) =>
      isString(url) && isNumber(status) && isString(location) ? { url, status, location } : null,
    )
    return read ? { hops: read, note: orNull(note, isString) } : null
  })
  answer.caching = part(raw.caching, (value) => {
    const { cacheControl, cacheable, maxAge } = value
    return isStringOrNull(cacheControl) && isBoolean(cacheable) && isNumberOrNull(maxAge)
      ? {
          cacheControl,
          cacheable,
          maxAge,
          noStore: value.noStore === true,
          noCache: value.noCache === true,
          private: value.private === true,
        }
      : null
  })
  if (isString(raw.checkedUrl)) answer.checkedUrl = raw.checkedUrl
  if (isString(raw.checkedAt)) answer.checkedAt = raw.checkedAt

  // Parts that did not read well are left out rather than set to undefined.
  for (const key of Object.keys(answer) as (keyof CheckAnswer)[]) {
    if (answer[key] === undefined) delete answer[key]
  }
  return answer
}
