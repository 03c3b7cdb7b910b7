import { type AccessVerdict, refusalAdvice, refusalSentence } from './access'
import { ACCESS_PROBES, HEADLINE_TOKENS } from './crawlers'
import type { CrawlerVerdict } from './robots'
import { type Check, makeCheck } from './score'

/**
 * The crawlers probed besides the three headline ones (whose own checks hold their server
 * answer): the search and user-triggered fetchers, and Googlebot, which also fetches for
 * Google-Extended. Only a crawler that robots.txt lets in can be refused by the server.
 */
export function serverAccessCheck(
  verdicts: readonly CrawlerVerdict[],
  access: ReadonlyMap<string, AccessVerdict>,
): Check {
  const headline = new Set<string>(Object.values(HEADLINE_TOKENS))
  const allowedByRobots = new Set(
    verdicts.filter((verdict) => verdict.verdict === 'allowed').map((verdict) => verdict.token),
  )
  const refused: string[] = []
  const advice: string[] = []
  const fine: string[] = []
  const unknown: string[] = []
  for (const probe of ACCESS_PROBES) {
    if (headline.has(probe.token)) continue
    const verdict = access.get(probe.token)
    const admitted = probe.covers.filter((token) => allowedByRobots.has(token))
    if (admitted.length === 0) continue
    const sentence = refusalSentence(probe.token, verdict)
    if (sentence && verdict) {
      const also = admitted.filter((token) => token !== probe.token)
      refused.push(
        also.length > 0
          ? `${sentence.slice(0, -1)} (${also.join(', ')}, fetched by ${probe.token}, is shut out too).`
          : sentence,
      )
      advice.push(refusalAdvice(probe.token, verdict))
    } else if (!verdict || verdict.serverAccess === 'unknown') {
      unknown.push(probe.token)
    } else {
      fine.push(probe.token)
    }
  }
  if (refused.length > 0) return makeCheck('server-access', 'fail', refused.join(' '), advice)
  if (fine.length === 0) {
    return makeCheck(
      'server-access',
      'n/a',
      unknown.length > 0
        ? `No usable answer for ${unknown.join(', ')}.`
        : 'robots.txt keeps these crawlers out, so their server answer does not matter.',
    )
  }
  const unread = unknown.length > 0 ? ` No usable answer for ${unknown.join(', ')}.` : ''
  return makeCheck(
    'server-access',
    'pass',
    `The server answers ${fine.join(', ')} as it answers a browser.${unread}`,
  )
}
