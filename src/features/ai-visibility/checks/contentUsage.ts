import {
  parseContentSignal,
  parseContentUsage,
  SIGNAL_TO_AIPREF,
  type UsagePreferences,
} from '../facts/agent'
import type { SiteFacts } from '../facts/types'
import { contentUsageFix } from '../fixes/agentFixes'
import { verdict } from './assessments'
import type { Assessment, CheckModule } from './types'

const valueOf = (line: string) => line.replace(/^[^:]*:\s*/, '')

/** robots.txt's Content-Usage lines, without a leading path (`Content-Usage: /docs train-ai=n`). */
function robotsUsage(facts: SiteFacts): string[] {
  return facts.robots.usageSignals
    .filter((line) => /^content-usage\s*:/i.test(line))
    .map((line) => valueOf(line).replace(/^\/\S*\s+/, ''))
}

/** Where the preferences disagree with the site's Content-Signal, in words. */
function disagreements(facts: SiteFacts, read: UsagePreferences[]): string[] {
  const signals = facts.robots.usageSignals
    .filter((line) => /^content-signal\s*:/i.test(line))
    .map((line) => parseContentSignal(valueOf(line)))
  const found: string[] = []
  for (const signal of signals) {
    for (const [name, allowed] of Object.entries(signal)) {
      const category = SIGNAL_TO_AIPREF[name]
      const said = category
        ? read.find((prefs) => prefs.known[category])?.known[category]
        : undefined
      if (said && (said === 'y') !== allowed) {
        found.push(
          `Content-Signal says ${name}=${allowed ? 'yes' : 'no'}, Content-Usage ${category}=${said}`,
        )
      }
    }
  }
  return [...new Set(found)]
}

function assessUsage(facts: SiteFacts): Assessment {
  const header = facts.homeHeaders['content-usage'] ?? null
  const lines = robotsUsage(facts)
  if (!header && lines.length === 0) {
    return verdict(
      'fail',
      'No Content-Usage preferences: neither an HTTP header on the home page nor a robots.txt line.',
    )
  }
  const values = [...(header ? [header] : []), ...lines]
  const read = values.map(parseContentUsage)
  const unreadable = values.filter((_, index) => read[index] === null)
  if (unreadable.length > 0) {
    return verdict(
      'fail',
      `Content-Usage is not a Structured Fields dictionary: ${unreadable.join('; ')}.`,
    )
  }
  const prefs = read as UsagePreferences[]
  const evidence = `${header ? `Header Content-Usage: ${header}` : 'No Content-Usage header'}; ${lines.length > 0 ? `robots.txt Content-Usage: ${lines.join('; ')}` : 'no robots.txt Content-Usage line'}.`
  // The attach draft gives the two places the same meaning, so either one states the
  // preferences. Lighthouse's robots.txt audit counts a Content-Usage line as an unknown
  // directive, which makes the header alone a sound choice, not a gap.
  const problems = [
    ...prefs
      .flatMap((pref) => pref.unknown)
      .map((key) => `"${key}" is not in the aipref vocabulary`),
    ...disagreements(facts, prefs),
  ].filter((problem): problem is string => typeof problem === 'string')
  if (problems.length === 0) return verdict('pass', evidence)
  return {
    ...verdict('warn', `${evidence} ${problems.join('; ')}.`),
    recommendation: `Mend your Content-Usage preferences: ${problems.join('; ')}.`,
  }
}

export const contentUsage = {
  id: 'content-usage',
  label: 'Content-Usage preferences in a header or in robots.txt',
  weight: 15,
  group: 'agentReadiness',
  category: 'usage and licensing',
  recommendation:
    'State your AI usage preferences as Content-Usage (IETF aipref), in agreement with your Content-Signal: an HTTP header on your pages.',
  assess: assessUsage,
  fix: contentUsageFix,
} as const satisfies CheckModule
