import {
  type AccessVerdict,
  type BrowserAccess,
  type CrawlerAccess,
  describeBrowser,
  detectWall,
  judgeAccess,
  NOT_PROBED,
  visibleTextLength,
} from '../facts/access'
import { ACCESS_PROBES, BROWSER_USER_AGENT } from '../crawlers'
import { type Fetched, type FetchOptions, sameSite } from './fetcher'
import { type PayPerCrawl, payPerCrawlOf } from '../facts/payPerCrawl'
import type { CrawlerVerdict } from '../facts/robots'

const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8'

export type ServerAccessFacts = {
  browser: BrowserAccess
  /** Each probe's verdict, by the probe's token. */
  access: ReadonlyMap<string, AccessVerdict>
  /** The probed crawlers answered 402 Payment Required, with their price. */
  payPerCrawl: PayPerCrawl[]
  /** What each probe met at the edge: a challenge or wall, and its share of the browser's text. */
  probes: ProbeAnswer[]
}

export type ProbeAnswer = {
  token: string
  status: number | null
  /** A challenge or proof-of-work wall, named; null when none was met. */
  wall: string | null
  /** The crawler's visible text over the browser's (1 = as much); null without both answers. */
  textShare: number | null
}

function probeAnswer(token: string, answer: Fetched, browserText: number | null): ProbeAnswer {
  if (answer.kind === 'error') return { token, status: null, wall: null, textShare: null }
  const text = visibleTextLength(answer.body)
  return {
    token,
    status: answer.status,
    wall: detectWall(answer),
    textShare: browserText ? Math.round((text / browserText) * 100) / 100 : null,
  }
}

/**
 * Fetches the home page once as a browser and once with each probed crawler's User-Agent, all
 * at once, and judges each crawler's answer against the browser's. `get` is the check's own
 * site fetcher, so the address guard, the byte cap and the time budget are the same.
 */
export async function probeServerAccess(
  get: (path: string, options: FetchOptions) => Promise<Fetched>,
  maxBytes: number,
): Promise<ServerAccessFacts> {
  const home = (userAgent: string, accept: string, headers?: Record<string, string>) =>
    get('/', { maxBytes, accept, followRedirect: sameSite, userAgent, headers })
  const browserPromise = home(BROWSER_USER_AGENT, BROWSER_ACCEPT, {
    'accept-language': 'en-GB,en;q=0.9',
  })
  const answers = await Promise.all(
    ACCESS_PROBES.map((probe) => home(probe.userAgent, 'text/html, */*;q=0.8')),
  )
  const browser = await browserPromise
  return {
    browser: describeBrowser(browser),
    access: new Map(
      ACCESS_PROBES.map((probe, index) => [probe.token, judgeAccess(answers[index]!, browser)]),
    ),
    probes: ACCESS_PROBES.map((probe, index) =>
      probeAnswer(
        probe.token,
        answers[index]!,
        browser.kind === 'response' && browser.status < 300
          ? visibleTextLength(browser.body)
          : null,
      ),
    ),
    payPerCrawl: payPerCrawlOf(
      ACCESS_PROBES.map((probe, index) => ({ token: probe.token, fetched: answers[index]! })),
    ),
  }
}

/** The crawler table with each row's server answer (rows no probe stands for stay unknown). */
export function withServerAccess(
  verdicts: readonly CrawlerVerdict[],
  access: ReadonlyMap<string, AccessVerdict>,
): (CrawlerVerdict & CrawlerAccess)[] {
  return verdicts.map((verdict) => {
    const probe = ACCESS_PROBES.find((entry) => entry.covers.includes(verdict.token))
    const answer = probe && access.get(probe.token)
    if (!probe || !answer) return { ...verdict, ...NOT_PROBED }
    const via = probe.token === verdict.token ? '' : `Fetched as ${probe.token}: `
    return {
      ...verdict,
      serverAccess: answer.serverAccess,
      httpStatus: answer.httpStatus,
      probedAs: probe.token,
      serverEvidence: `${via}${answer.evidence}`,
    }
  })
}
