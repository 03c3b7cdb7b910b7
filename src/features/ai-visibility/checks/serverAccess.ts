import { type AccessVerdict, refusalAdvice, refusalSentence } from '../facts/access'
import { ACCESS_PROBES, HEADLINE_TOKENS } from '../crawlers'
import type { CrawlerVerdict } from '../facts/robots'
import { serverAccessFix } from '../fixes/crawlerFixes'
import { verdict } from './assessments'
import type { Assessment, CheckModule } from './types'

/**
 * The crawlers probed besides the three headline ones (whose own checks hold their server
 * answer): the search and user-triggered fetchers, and Googlebot, which also fetches for
 * Google-Extended. Only a crawler that robots.txt lets in can be refused by the server.
 */
function assessServerAccess(
  verdicts: readonly CrawlerVerdict[],
  access: ReadonlyMap<string, AccessVerdict>,
): Assessment {
  const headline = new Set<string>(Object.values(HEADLINE_TOKENS))
  const allowedByRobots = new Set(
    verdicts.filter((entry) => entry.verdict === 'allowed').map((entry) => entry.token),
  )
  const refused: string[] = []
  const advice: string[] = []
  const fine: string[] = []
  const unknown: string[] = []
  for (const probe of ACCESS_PROBES) {
    if (headline.has(probe.token)) continue
    const answer = access.get(probe.token)
    const admitted = probe.covers.filter((token) => allowedByRobots.has(token))
    if (admitted.length === 0) continue
    const sentence = refusalSentence(probe.token, answer)
    if (sentence && answer) {
      const also = admitted.filter((token) => token !== probe.token)
      refused.push(
        also.length > 0
          ? `${sentence.slice(0, -1)} (${also.join(', ')}, fetched by ${probe.token}, is shut out too).`
          : sentence,
      )
      advice.push(refusalAdvice(probe.token, answer))
    } else if (!answer || answer.serverAccess === 'unknown') {
      unknown.push(probe.token)
    } else {
      fine.push(probe.token)
    }
  }
  if (refused.length > 0) return verdict('fail', refused.join(' '), advice)
  if (fine.length === 0) {
    return verdict(
      'n/a',
      unknown.length > 0
        ? `No usable answer for ${unknown.join(', ')}.`
        : 'robots.txt keeps these crawlers out, so their server answer does not matter.',
    )
  }
  const unread = unknown.length > 0 ? ` No usable answer for ${unknown.join(', ')}.` : ''
  return verdict('pass', `The server answers ${fine.join(', ')} as it answers a browser.${unread}`)
}

export const serverAccess = {
  id: 'server-access',
  label: 'The server lets AI search and user-triggered crawlers in',
  weight: 4,
  group: 'aiVisibility',
  category: 'crawler access',
  recommendation:
    'Let AI crawlers through your CDN and firewall: check "block AI bots", bot-fight and WAF rules that match their User-Agents.',
  assess: (facts) => assessServerAccess(facts.robots.verdicts, facts.access),
  fix: serverAccessFix,
} as const satisfies CheckModule
