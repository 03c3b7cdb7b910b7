import type { Fetched } from '../fetch/fetcher'
import { paymentPrice } from './payPerCrawl'

/**
 * What the server does with a crawler's User-Agent, judged against what it sends a browser:
 * `refused` (an error status the browser does not get), `challenged` (a bot challenge or a stub
 * page instead of the content), `allowed`, or `unknown` (no answer, or nothing to compare).
 */
export type ServerAccess = 'allowed' | 'refused' | 'challenged' | 'unknown'

export type AccessVerdict = {
  serverAccess: ServerAccess
  httpStatus: number | null
  /** Plain words for the site owner, e.g. 'The server answers it 403 where a browser gets 200.' */
  evidence: string
  /** What the server does, worded to follow 'the server …', e.g. 'answers it 403'. */
  answer: string | null
}

export type BrowserAccess = { httpStatus: number | null; bytes: number | null; evidence: string }

/** Interstitial page titles of CDNs and bot-protection services. */
const CHALLENGE_TITLES: readonly RegExp[] = [
  /^just a moment\.\.\.$/i,
  /^attention required! \| cloudflare$/i,
  /^please wait\.\.\. \| cloudflare$/i,
  /^access denied$/i,
  /^access to this page has been denied\.?$/i,
  /^vercel security checkpoint$/i,
  /^ddos-guard$/i,
  /^sucuri website firewall/i,
  /^checking your browser/i,
  /^are you a robot\??$/i,
  /^human verification$/i,
  /^request unsuccessful\. incapsula/i,
]

/** Markers in the body that only challenge or block pages carry. */
const CHALLENGE_MARKERS: readonly [RegExp, string][] = [
  [/window\._cf_chl_opt/, 'a Cloudflare challenge script'],
  [/captcha-delivery\.com/i, 'a DataDome captcha'],
  [/errors\.edgesuite\.net|Reference&#32;&#35;/i, 'an Akamai block page'],
  [/sucuri\.net\/.*(?:block|access denied)|Sucuri WebSite Firewall/i, 'a Sucuri block page'],
  [/_Incapsula_Resource/, 'an Imperva challenge'],
  [/px-captcha/, 'a HUMAN (PerimeterX) captcha'],
]

/** Response headers that CDNs set on a challenge. */
const CHALLENGE_HEADERS: readonly [string, RegExp][] = [
  ['cf-mitigated', /challenge/i],
  ['x-vercel-mitigated', /challenge|deny/i],
  ['x-amzn-waf-action', /challenge|captcha/i],
]

export function pageTitle(body: Buffer): string | null {
  const head = body.subarray(0, 64 * 1024).toString('utf8')
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(head)
  const title = match?.[1]?.replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim()
  return title || null
}

/** Names the challenge in an answer, e.g. 'cf-mitigated: challenge' or '"Just a moment..."'. */
export function detectChallenge(fetched: Extract<Fetched, { kind: 'response' }>): string | null {
  for (const [name, pattern] of CHALLENGE_HEADERS) {
    const value = fetched.headers[name]
    if (value && pattern.test(value)) return `${name}: ${value}`
  }
  const title = pageTitle(fetched.body)
  if (title && CHALLENGE_TITLES.some((pattern) => pattern.test(title))) return `"${title}"`
  const head = fetched.body.subarray(0, 256 * 1024).toString('utf8')
  for (const [pattern, name] of CHALLENGE_MARKERS) if (pattern.test(head)) return name
  return null
}

const kilobytes = (bytes: number) =>
  bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`

/** A crawler's page this much smaller than the browser's is a stub, not the content. */
const STUB_RATIO = 1 / 3
const STUB_MIN_BROWSER_BYTES = 2 * 1024

export function describeBrowser(browser: Fetched): BrowserAccess {
  if (browser.kind === 'error') {
    return {
      httpStatus: null,
      bytes: null,
      evidence: `A browser's request failed: ${browser.message}.`,
    }
  }
  const truncated = browser.truncated ? ' (only the first 2 MiB read)' : ''
  return {
    httpStatus: browser.status,
    bytes: browser.body.length,
    evidence: `A browser gets HTTP ${browser.status} with ${kilobytes(browser.body.length)}${truncated}.`,
  }
}

/** Compares one crawler's answer for the home page with the browser's. */
export function judgeAccess(probe: Fetched, browser: Fetched): AccessVerdict {
  if (probe.kind === 'error') {
    if (probe.reason === 'offsite' && browser.kind === 'response') {
      const answer = `sends it to another site (${probe.message.replace(/^it redirects to another site \((.*)\)$/, '$1')})`
      return {
        serverAccess: 'refused',
        httpStatus: null,
        answer,
        evidence: `The server ${answer} where a browser gets HTTP ${browser.status}.`,
      }
    }
    return {
      serverAccess: 'unknown',
      httpStatus: null,
      answer: null,
      evidence: `The request with its User-Agent failed: ${probe.message}.`,
    }
  }
  const status = probe.status
  const browserStatus = browser.kind === 'response' ? browser.status : null
  // Pay per crawl: the crawler may read the page only once it pays, which it does not.
  if (status === 402 && browserStatus !== 402) {
    const price = paymentPrice(probe)
    const answer = `asks it to pay per crawl (HTTP 402${price ? `, price ${price}` : ''})`
    return {
      serverAccess: 'refused',
      httpStatus: status,
      answer,
      evidence: `The server ${answer} where a browser gets ${browserStatus === null ? 'no answer' : `HTTP ${browserStatus}`}.`,
    }
  }
  const challenge = detectChallenge(probe)
  if (challenge) {
    const answer = `answers it with a challenge page (${challenge})`
    return {
      serverAccess: 'challenged',
      httpStatus: status,
      answer,
      evidence: `The server ${answer}, HTTP ${status}.`,
    }
  }
  if (status >= 400) {
    if (browserStatus === status) {
      return {
        serverAccess: 'unknown',
        httpStatus: status,
        answer: null,
        evidence: `The server answers HTTP ${status}, as it does to a browser, so its User-Agent is not what is refused.`,
      }
    }
    const answer = `answers it ${status}`
    return {
      serverAccess: 'refused',
      httpStatus: status,
      answer,
      evidence: `The server ${answer} where a browser gets ${browserStatus === null ? 'no answer' : `HTTP ${browserStatus}`}.`,
    }
  }
  if (
    browser.kind === 'response' &&
    browserStatus !== null &&
    browserStatus < 300 &&
    browser.body.length >= STUB_MIN_BROWSER_BYTES &&
    probe.body.length < browser.body.length * STUB_RATIO
  ) {
    const answer = `sends it a page of ${kilobytes(probe.body.length)} where a browser gets ${kilobytes(browser.body.length)}`
    return {
      serverAccess: 'challenged',
      httpStatus: status,
      answer,
      evidence: `The server ${answer}: a block or challenge page, not your content.`,
    }
  }
  return {
    serverAccess: 'allowed',
    httpStatus: status,
    answer: null,
    evidence: `HTTP ${status} with ${kilobytes(probe.body.length)}${browserStatus === null ? '.' : ', as for a browser.'}`,
  }
}

/** A crawler-table row with what the server sent the crawler's User-Agent. */
export type CrawlerAccess = {
  serverAccess: ServerAccess
  httpStatus: number | null
  /** Which User-Agent was sent (Google-Extended's row is answered by Googlebot's). */
  probedAs: string | null
  serverEvidence: string
}

export const NOT_PROBED: CrawlerAccess = {
  serverAccess: 'unknown',
  httpStatus: null,
  probedAs: null,
  serverEvidence: 'Not fetched with this crawler’s User-Agent.',
}

/** 'robots.txt allows GPTBot, but the server answers it 403.' or null when nothing is wrong. */
export function refusalSentence(token: string, verdict: AccessVerdict | undefined): string | null {
  if (!verdict?.answer || verdict.serverAccess === 'allowed' || verdict.serverAccess === 'unknown')
    return null
  return `robots.txt allows ${token}, but the server ${verdict.answer}.`
}

export function refusalAdvice(token: string, verdict: AccessVerdict): string {
  if (verdict.httpStatus === 402) {
    return `Let ${token} crawl without paying if you want AI assistants to cite you: the server ${verdict.answer}, and crawlers that do not pay skip the page. Exempt it in your CDN's pay-per-crawl settings.`
  }
  return `Let ${token} through your CDN or firewall: robots.txt allows it, but the server ${verdict.answer}. Look for a "block AI bots" or bot-protection setting, or a firewall rule that matches its User-Agent.`
}

/** Markers of proof-of-work walls, which make a client compute before it sees the page. */
const PROOF_OF_WORK: readonly [RegExp, string][] = [
  [/anubis|making sure you(?:&#39;|')re not a bot/i, 'an Anubis proof-of-work wall'],
  [/altcha/i, 'an ALTCHA proof-of-work challenge'],
  [/proof[- ]of[- ]work/i, 'a proof-of-work wall'],
]

/** A challenge (header, interstitial, captcha) or a proof-of-work wall in an answer, named. */
export function detectWall(fetched: Extract<Fetched, { kind: 'response' }>): string | null {
  const challenge = detectChallenge(fetched)
  if (challenge) return challenge
  const head = fetched.body.subarray(0, 256 * 1024).toString('utf8')
  return PROOF_OF_WORK.find(([pattern]) => pattern.test(head))?.[1] ?? null
}

/** The characters of text a reader sees in an HTML answer: no tags, scripts or styles. */
export function visibleTextLength(body: Buffer): number {
  return body
    .toString('utf8')
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim().length
}
