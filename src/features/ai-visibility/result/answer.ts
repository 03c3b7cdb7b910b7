import { z } from 'zod'

import type { ServerAccess } from '../facts/access'
import type { AgentDetails } from '../fixes/agentFixes'
import type { AiCheckResult, CheckAnswer } from './types'
import type { CrawlerPurpose } from '../crawlers'
import type { PageReport } from '../fetch/pages'
import type { Check, CheckId, CheckStatus } from '../scoring/score'
import type { EntityName } from '../facts/signals'

/**
 * The answer of POST /api/ai-check as the results view may trust it. The answer may come from
 * an older instance (the spec's fields only), a newer one (parts this view does not know) or a
 * broken one (a part of the wrong shape). One zod schema reads it: the spec's fields get safe
 * defaults; every other part is kept only when it has the fields the view reads (the rest get
 * safe defaults), and left out otherwise, so the view shows what it can and never fails on a
 * part. Parts and fields this view does not know are dropped.
 */

const STATUSES = ['pass', 'warn', 'fail', 'n/a'] as const satisfies readonly CheckStatus[]
const ACCESS = [
  'allowed',
  'refused',
  'challenged',
  'unknown',
] as const satisfies readonly ServerAccess[]
const PURPOSES = ['training', 'search', 'user'] as const satisfies readonly CrawlerPurpose[]

const isString = (value: unknown): value is string => typeof value === 'string'

/** A field that falls back to '' / false / null when it is missing or of another type. */
const text = z.string().catch('')
const flag = z.boolean().catch(false)
const textOrNull = z.string().nullable().catch(null)
const numberOrNull = z.number().nullable().catch(null)
/** The strings of a list, [] when it is not a list. */
const texts = z
  .array(z.unknown())
  .transform((values) => values.filter(isString))
  .catch([])

const absoluteUrl = z.string().refine((value) => {
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
})

/** A list of which only the items that read well are kept; fails when it is not a list. */
function listOf<T>(item: z.ZodType<T>) {
  return z.array(z.unknown()).transform((values) =>
    values.flatMap((value) => {
      const read = item.safeParse(value)
      return read.success ? [read.data] : []
    }),
  )
}

/** The first item of each key: the view keys its rows by it. */
const uniqueBy =
  <T>(key: (item: T) => string) =>
  (items: T[]): T[] =>
    items.filter((item, i) => items.findIndex((other) => key(other) === key(item)) === i)

/** A part newer than the spec: kept when it reads well, else left out. */
const newer = <T>(schema: z.ZodType<T>) => schema.optional().catch(undefined)

const check: z.ZodType<Check> = z.object({
  // A newer instance's check is shown with its own label.
  id: z.string().transform((id) => id as CheckId),
  label: z.string(),
  weight: z.number(),
  status: z.enum(STATUSES).catch('n/a'),
  evidence: text,
  recommendation: textOrNull,
  advice: newer(z.array(z.string()).min(1)),
})

const crawler: z.ZodType<AiCheckResult['crawlers'][number]> = z.object({
  token: z.string(),
  company: z.string(),
  purpose: z.enum(PURPOSES),
  verdict: z.enum(['allowed', 'disallowed']),
  evidence: text,
  scored: flag,
  legacy: flag,
  group: textOrNull,
  rule: textOrNull,
  line: numberOrNull,
  shadowing: textOrNull,
  serverAccess: z.enum(ACCESS).catch('unknown'),
  httpStatus: numberOrNull,
  probedAs: textOrNull,
  serverEvidence: text,
})

const page: z.ZodType<PageReport> = z.object({
  url: absoluteUrl,
  finalUrl: textOrNull,
  status: numberOrNull,
  indexable: flag,
  robotsAllowed: z
    .record(z.string(), z.unknown())
    .transform((allowed) =>
      Object.fromEntries(
        Object.entries(allowed).filter(
          (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
        ),
      ),
    )
    .catch({}),
  blockedCrawlers: texts,
  canonical: z
    .object({ url: absoluteUrl, target: z.enum(['self', 'other-page', 'other-site']) })
    .nullable()
    .catch(null),
  structuredDataTypes: texts,
  words: numberOrNull,
  directives: z
    .object({ noindex: flag, nosnippet: flag, noai: flag, sources: texts })
    .nullable()
    .catch(null) satisfies z.ZodType<PageReport['directives']>,
  timedOut: flag,
  problems: texts,
})

const fix = z.object({
  check: z.string().transform((id) => id as CheckId),
  where: z.string(),
  snippet: z.string().min(1),
})

const score = z
  .number()
  .transform((value) => Math.min(100, Math.max(0, Math.round(value))))
  .catch(0)

const answerSchema = z.object({
  domain: text,
  aiVisibilityScore: score,
  robotsTxtAccessible: flag,
  allowsGPTBot: flag,
  allowsAnthropicBot: flag,
  allowsPerplexityBot: flag,
  hasStructuredData: flag,
  structuredDataTypes: texts.transform((types) => [...new Set(types)]),
  hasMetaTags: flag,
  htmlMetaData: z
    .record(z.string(), z.unknown())
    .transform((meta) =>
      Object.fromEntries(
        Object.entries(meta).filter((entry): entry is [string, string] => isString(entry[1])),
      ),
    )
    .catch({}),
  rawRobotsTxt: text,
  rawRobotsTxtBytes: newer(z.number().int().nonnegative()),

  checks: newer(listOf(check).transform(uniqueBy((item) => item.id))),
  crawlers: newer(listOf(crawler).transform(uniqueBy((item) => item.token))),
  browserAccess: newer(
    z.object({ evidence: z.string(), httpStatus: numberOrNull, bytes: numberOrNull }),
  ),
  pages: newer(listOf(page).transform(uniqueBy((item) => item.url))),
  pagesSource: newer(z.enum(['sitemap', 'navigation'])),
  robotsTxt: newer(
    z.object({
      url: z.string(),
      reason: z.string(),
      status: z.unknown().transform((status) => status as AiCheckResult['robotsTxt']['status']),
    }),
  ),
  rendering: newer(
    z.object({ serverWords: z.number(), needsJavaScript: z.boolean(), appShell: z.boolean() }),
  ),
  markdown: newer(z.object({ negotiated: z.boolean(), alternate: z.string().nullable() })),
  robotsShadowing: newer(
    listOf(z.object({ crawler: z.string(), group: z.string(), lostRules: z.array(z.string()) })),
  ),
  freshness: newer(
    z.object({
      etag: z.string().nullable(),
      lastModified: z.string().nullable(),
      conditional304: z.boolean(),
      sitemapLastmod: z.string().nullable(),
      datesAgree: z.boolean().nullable(),
    }),
  ),
  citation: newer(
    z.object({
      author: z.string().nullable(),
      datePublished: z.string().nullable(),
      dateModified: z.string().nullable(),
      questionHeadings: z.array(z.string()),
      faq: z.boolean(),
    }),
  ),
  entity: newer(
    z.object({
      name: z.string().nullable(),
      consistent: z.boolean(),
      sameAs: z.array(z.string()),
      names: listOf(
        z.object({
          source: z.string().transform((source) => source as EntityName['source']),
          name: z.string(),
        }),
      ).catch([]),
    }),
  ),
  redirects: newer(
    z.object({
      hops: listOf(z.object({ url: z.string(), status: z.number(), location: z.string() })),
      note: textOrNull,
    }),
  ),
  caching: newer(
    z.object({
      cacheControl: z.string().nullable(),
      cacheable: z.boolean(),
      maxAge: z.number().nullable(),
      noStore: flag,
      noCache: flag,
      private: flag,
    }),
  ),
  payPerCrawl: newer(
    listOf(z.object({ crawler: z.string(), status: z.number(), price: textOrNull })),
  ),
  structuredDataIssues: newer(listOf(z.object({ type: z.string(), missing: z.array(z.string()) }))),
  llmsTxtLinks: newer(z.object({ checked: z.number(), broken: texts })),
  llmsFullTxt: newer(z.boolean()),
  checkedUrl: newer(z.string()),
  checkedAt: newer(z.string()),
  // Shown as a link: only a web address, never a javascript: one.
  permalink: newer(absoluteUrl.refine((value) => /^https?:\/\//i.test(value))),
  previous: newer(z.object({ score: z.number(), checkedAt: z.string() }).nullable()),
  changes: newer(
    listOf(
      z.object({
        check: z.string().transform((id) => id as CheckId),
        from: z.enum(STATUSES),
        to: z.enum(STATUSES),
      }),
    ),
  ),
  fixes: newer(listOf(fix)),
  agentReadiness: newer(
    z.object({
      score: score,
      level: z.number().int().min(0).max(5).catch(0),
      checks: listOf(check).transform(uniqueBy((item) => item.id)),
      fixes: listOf(fix).catch([]),
      details: z.unknown().transform((details) => details as AgentDetails),
    }),
  ),
})

/** The results view's answer, or null when `raw` is not an answer at all. */
export function normalizeAnswer(raw: unknown): CheckAnswer | null {
  const read = answerSchema.safeParse(raw)
  if (!read.success) return null
  const answer: CheckAnswer = read.data
  // Parts that did not read well are left out rather than set to undefined.
  for (const key of Object.keys(answer) as (keyof CheckAnswer)[]) {
    if (answer[key] === undefined) delete answer[key]
  }
  return answer
}
