import type { SiteFacts } from '../facts/types'
import { botChallengesFix } from '../fixes/agentFixes'
import { listOf, verdict } from './assessments'
import type { Assessment, CheckModule } from './types'

/** Under this share of a browser's text, a crawler is served a stub: a soft block. */
export const SOFT_BLOCK_SHARE = 0.4

/** What each crawler met at the edge, in words; empty when none met anything. */
export function metAtTheEdge(facts: SiteFacts): { crawler: string; met: string }[] {
  return facts.probes.flatMap((probe) => {
    if (probe.wall) return [{ crawler: probe.token, met: probe.wall }]
    if (probe.textShare !== null && probe.textShare < SOFT_BLOCK_SHARE) {
      const share = Math.round(probe.textShare * 100)
      return [{ crawler: probe.token, met: `a soft block (${share}% of the text a browser gets)` }]
    }
    return []
  })
}

function assessEdge(facts: SiteFacts): Assessment {
  const met = metAtTheEdge(facts)
  const judged = facts.probes.filter((probe) => probe.wall || probe.textShare !== null)
  if (met.length > 0) {
    return {
      ...verdict('fail', met.map((entry) => `${entry.crawler} met ${entry.met}.`).join(' ')),
      recommendation: `Let ${listOf(met.map((entry) => entry.crawler))} through your CDN's bot protection: a challenge or a stub page is a wall an agent cannot climb.`,
    }
  }
  if (judged.length === 0)
    return verdict('n/a', 'No crawler answer could be compared with a browser’s.')
  return verdict(
    'pass',
    `${listOf(judged.map((probe) => probe.token))} get the page as a browser does: no challenge, no proof-of-work wall, no stub.`,
  )
}

export const botChallenges = {
  id: 'bot-challenges',
  label: 'No challenge or soft block for AI crawlers at the edge',
  weight: 15,
  group: 'agentReadiness',
  category: 'bot access',
  recommendation:
    'Let AI crawlers and agents through your edge: no challenge page, proof-of-work wall or stub page for their User-Agents.',
  assess: assessEdge,
  fix: botChallengesFix,
} as const satisfies CheckModule
