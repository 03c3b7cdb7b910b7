import robotsParser from 'robots-parser'

import { type Crawler, type CrawlerPurpose, CRAWLERS } from '../crawlers'

/** What fetching /robots.txt produced, as the fetch layer reports it. */
export type RobotsFetch =
  | { kind: 'response'; status: number; contentType: string; body: string; truncated: boolean }
  | { kind: 'error'; reason: string; message: string }

/**
 * RFC 9309 §2.3.1: 2xx → the rules apply; 4xx (or an HTML page, or too many redirects) → no
 * robots.txt, everything is allowed; 5xx or unreachable → everything is disallowed.
 */
export type RobotsStatus = 'ok' | 'unavailable' | 'html' | 'unreachable'

export type CrawlerVerdict = {
  token: string
  company: string
  purpose: CrawlerPurpose
  scored: boolean
  legacy: boolean
  verdict: 'allowed' | 'disallowed'
  /** The group that applies: its first User-agent value as written, '*' or null for none. */
  group: string | null
  /** The deciding rule as written, e.g. `Disallow: /`, or null when no rule matched. */
  rule: string | null
  line: number | null
  evidence: string
  /** Set when a named group replaces `*` and so allows what `*` disallows. */
  shadowing: string | null
}

/** A crawler whose own group drops `Disallow` rules of the `*` group (it obeys only its group). */
export type RobotsShadowing = {
  crawler: string
  group: string
  /** The first rules it drops, at most MAX_LOST_RULES of them. */
  lostRules: string[]
  /** How many rules it drops in all (a long robots.txt can drop thousands). */
  lostRuleCount?: number
}

/** How many of the `*` rules a group drops are named; the rest are counted. */
export const MAX_LOST_RULES = 20

export type RobotsAnalysis = {
  status: RobotsStatus
  /** Empty when no named group drops a `*` disallow. */
  shadowing: RobotsShadowing[]
  httpStatus: number | null
  reason: string
  raw: string
  sitemaps: string[]
  /** Content-Signal and Content-Usage lines, as written. */
  usageSignals: string[]
  /** RSL `License:` lines, as written. */
  licenses: string[]
  verdicts: CrawlerVerdict[]
  /** The verdict for another URL of the same origin, with the deciding rule as written. */
  verdictFor: (pageUrl: string, token: string) => PathVerdict
}

export type PathVerdict = { allowed: boolean; rule: string | null; line: number | null }

const always = (allowed: boolean) => (): PathVerdict => ({ allowed, rule: null, line: null })

type Group = {
  agents: string[]
  agentsAsWritten: string[]
  line: number
  rules: { allow: boolean; path: string; line: number }[]
  crawlDelay: boolean
}

const NEWLINE = /\r\n|\r|\n/

/** robots-parser's own user-agent normalisation: lowercase, version stripped. */
function productToken(value: string): string {
  return value.toLowerCase().split('/')[0]!.trim()
}

/** The groups as written, to explain verdicts; the verdicts themselves come from robots-parser. */
export function parseGroups(text: string): Group[] {
  const groups: Group[] = []
  let current: Group | undefined
  let lastWasAgent = false
  text.split(NEWLINE).forEach((rawLine, index) => {
    const line = rawLine.replace(/#.*$/, '')
    const colon = line.indexOf(':')
    if (colon < 0) return
    const key = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    if (key === 'user-agent') {
      if (!lastWasAgent || !current) {
        current = { agents: [], agentsAsWritten: [], line: index + 1, rules: [], crawlDelay: false }
        groups.push(current)
      }
      if (value) {
        current.agents.push(productToken(value))
        current.agentsAsWritten.push(value)
      }
      lastWasAgent = true
      return
    }
    lastWasAgent = false
    if (!current) return
    if ((key === 'allow' || key === 'disallow') && value) {
      current.rules.push({ allow: key === 'allow', path: value, line: index + 1 })
    } else if (key === 'crawl-delay') {
      current.crawlDelay = true
    }
  })
  return groups
}

/** Whether a crawler's own `Disallow: mine` keeps it out of everything `Disallow: theirs` does. */
function covers(mine: string, theirs: string): boolean {
  const prefix = mine.replace(/\*+$/, '')
  if (prefix.includes('*') || prefix.endsWith('$')) return mine === theirs
  return theirs.startsWith(prefix)
}

function looksLikeHtml(contentType: string, body: string): boolean {
  if (/text\/html|application\/xhtml/i.test(contentType)) return true
  return /^\s*(<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>])/i.test(body.slice(0, 1024))
}

function blanket(
  crawlers: readonly Crawler[],
  verdict: 'allowed' | 'disallowed',
  evidence: string,
): CrawlerVerdict[] {
  return crawlers.map((crawler) => ({
    token: crawler.token,
    company: crawler.company,
    purpose: crawler.purpose,
    scored: crawler.scored,
    legacy: crawler.legacy ?? false,
    verdict,
    group: null,
    rule: null,
    line: null,
    evidence,
    shadowing: null,
  }))
}

/** A robots.txt whose answer says nothing about paths: everyone allowed or everyone kept out. */
function blanketAnalysis(
  status: RobotsStatus,
  httpStatus: number | null,
  reason: string,
  crawlers: readonly Crawler[],
): RobotsAnalysis {
  const allowed = status !== 'unreachable'
  return {
    status,
    httpStatus,
    reason,
    raw: '',
    sitemaps: [],
    usageSignals: [],
    licenses: [],
    shadowing: [],
    verdicts: blanket(crawlers, allowed ? 'allowed' : 'disallowed', reason),
    verdictFor: always(allowed),
  }
}

/**
 * RFC 9309's reading of an answer that is not a robots.txt to apply: a failure, a redirect loop,
 * an error status or an HTML page. Null when the answer is a file of rules.
 */
function unusable(fetched: RobotsFetch, crawlers: readonly Crawler[]): RobotsAnalysis | null {
  if (fetched.kind === 'error') {
    if (fetched.reason === 'redirects') {
      const reason = `robots.txt redirects more than 5 times, so it counts as unavailable and everything is allowed (RFC 9309).`
      return blanketAnalysis('unavailable', null, reason, crawlers)
    }
    const reason = `robots.txt could not be fetched (${fetched.message}). Crawlers treat an unreachable robots.txt as a complete disallow (RFC 9309).`
    return blanketAnalysis('unreachable', null, reason, crawlers)
  }
  const { status } = fetched
  if (status >= 500 || status < 200 || (status >= 300 && status < 400)) {
    const reason = `robots.txt answered HTTP ${status}. Crawlers treat a server error as a complete disallow (RFC 9309).`
    return blanketAnalysis('unreachable', status, reason, crawlers)
  }
  if (status >= 400) {
    const reason = `robots.txt answered HTTP ${status}, so there is none and crawlers may fetch everything (RFC 9309).`
    return blanketAnalysis('unavailable', status, reason, crawlers)
  }
  if (looksLikeHtml(fetched.contentType, fetched.body)) {
    const reason =
      '/robots.txt returns an HTML page, not a robots.txt file, so it counts as no robots.txt and everything is allowed.'
    return blanketAnalysis('html', status, reason, crawlers)
  }
  return null
}

/** A parsed robots.txt, as the verdicts of each crawler read it. */
type Rules = {
  robots: ReturnType<typeof robotsParser>
  lines: string[]
  groups: Group[]
  starGroups: Group[]
  starDisallows: Group['rules']
  pageUrl: string
}

/** The `*` rules a crawler's own group drops, since it obeys that group only. */
function lostRulesOf(named: readonly Group[], rules: Rules): string[] {
  if (named.length === 0 || rules.starDisallows.length === 0) return []
  const own = named.flatMap((group) => group.rules.filter((rule) => !rule.allow))
  const lost = rules.starDisallows
    .filter((rule) => !own.some((mine) => covers(mine.path, rule.path)))
    .map((rule) => `Disallow: ${rule.path}`)
  return [...new Set(lost)]
}

/** The sentence for a named group without rules, which quietly replaces `*`. */
function emptyGroupNote(
  crawler: Crawler,
  named: readonly Group[],
  groupName: string | null,
  rules: Rules,
) {
  const empty = named.length > 0 && named.every((group) => group.rules.length === 0)
  if (!empty || rules.starDisallows.length === 0) return null
  const what = named.some((group) => group.crawlDelay) ? 'only a Crawl-delay' : 'no rules'
  const example = rules.starDisallows
    .slice(0, 3)
    .map((r) => `Disallow: ${r.path}`)
    .join(', ')
  return `The ${groupName} group (line ${named[0]!.line}) holds ${what}, so it replaces the * group: ${crawler.token} may fetch what * disallows (${example}).`
}

function verdictOf(crawler: Crawler, rules: Rules): CrawlerVerdict {
  const { robots, lines, groups, starGroups, pageUrl } = rules
  const token = productToken(crawler.token)
  const named = groups.filter((group) => group.agents.includes(token))
  const applying = named.length > 0 ? named : starGroups
  const allowed = robots.isAllowed(pageUrl, crawler.token) ?? true
  const lineNumber = robots.getMatchingLineNumber(pageUrl, crawler.token) ?? -1
  const rule = lineNumber > 0 ? lines[lineNumber - 1]!.replace(/#.*$/, '').trim() : null
  const groupName =
    named.length > 0
      ? named[0]!.agentsAsWritten[named[0]!.agents.indexOf(token)]!
      : starGroups.length > 0
        ? '*'
        : null
  const where =
    groupName === null
      ? 'no group applies'
      : `group User-agent: ${groupName} (line ${applying[0]!.line})`
  return {
    token: crawler.token,
    company: crawler.company,
    purpose: crawler.purpose,
    scored: crawler.scored,
    legacy: crawler.legacy ?? false,
    verdict: allowed ? 'allowed' : 'disallowed',
    group: groupName,
    rule,
    line: lineNumber > 0 ? lineNumber : null,
    evidence: rule ? `Line ${lineNumber}: ${rule} — ${where}` : `No rule matches / — ${where}`,
    shadowing: emptyGroupNote(crawler, named, groupName, rules),
  }
}

/** Each crawler whose own group drops `*` rules, with the rules it drops. */
function shadowingOf(crawlers: readonly Crawler[], rules: Rules): RobotsShadowing[] {
  return crawlers.flatMap((crawler) => {
    const token = productToken(crawler.token)
    const named = rules.groups.filter((group) => group.agents.includes(token))
    const lostRules = lostRulesOf(named, rules)
    if (lostRules.length === 0) return []
    const group = named[0]!.agentsAsWritten[named[0]!.agents.indexOf(token)]!
    return [
      {
        crawler: crawler.token,
        group,
        lostRules: lostRules.slice(0, MAX_LOST_RULES),
        ...(lostRules.length > MAX_LOST_RULES ? { lostRuleCount: lostRules.length } : {}),
      },
    ]
  })
}

/**
 * Verdicts for each crawler on `pageUrl`. `robotsUrl` must be the URL the file was requested
 * from before any redirect: robots-parser only answers for URLs on the same origin as the file.
 */
export function analyseRobots(
  fetched: RobotsFetch,
  robotsUrl: string,
  pageUrl: string,
  crawlers: readonly Crawler[] = CRAWLERS,
): RobotsAnalysis {
  const refused = unusable(fetched, crawlers)
  if (refused || fetched.kind === 'error') return refused!
  let text = fetched.body.replace(/^\uFEFF/, '')
  // A capped body may end mid-line; a half rule is worse than none.
  if (fetched.truncated) text = text.slice(0, Math.max(0, text.search(/[\r\n][^\r\n]*$/)))
  const robots = robotsParser(robotsUrl, text)
  const lines = text.split(NEWLINE)
  const groups = parseGroups(text)
  const starGroups = groups.filter((group) => group.agents.includes('*'))
  const starDisallows = starGroups.flatMap((group) => group.rules.filter((rule) => !rule.allow))
  const rules: Rules = { robots, lines, groups, starGroups, starDisallows, pageUrl }
  // Once each: a site may repeat its signal in every group.
  const usageSignals = [
    ...new Set(
      lines
        .map((line) => line.replace(/#.*$/, '').trim())
        .filter((line) => /^content-(signal|usage)\s*:/i.test(line)),
    ),
  ]
  return {
    status: 'ok',
    shadowing: shadowingOf(crawlers, rules),
    httpStatus: fetched.status,
    reason: `robots.txt answered HTTP ${fetched.status}; its rules apply.`,
    raw: fetched.body,
    sitemaps: robots.getSitemaps(),
    usageSignals,
    licenses: [
      ...new Set(
        lines
          .map((line) => line.replace(/#.*$/, '').trim())
          .filter((line) => /^license\s*:/i.test(line)),
      ),
    ].slice(0, 10),
    verdicts: crawlers.map((crawler) => verdictOf(crawler, rules)),
    verdictFor: (url, token) => {
      const lineNumber = robots.getMatchingLineNumber(url, token) ?? -1
      return {
        allowed: robots.isAllowed(url, token) ?? true,
        rule: lineNumber > 0 ? lines[lineNumber - 1]!.replace(/#.*$/, '').trim() : null,
        line: lineNumber > 0 ? lineNumber : null,
      }
    },
  }
}
