import { parseLinkHeader } from '../facts/agent'
import type { SiteFacts } from '../facts/types'
import { licensingFix } from '../fixes/agentFixes'
import { verdict } from './assessments'
import type { Assessment, CheckModule } from './types'

/** Every machine-readable licence statement found: RSL, rel="license", TDMRep. */
function statements(facts: SiteFacts): string[] {
  const linkHeader = parseLinkHeader(facts.homeHeaders.link, facts.checkedUrl)
    .filter((link) => link.rel.includes('license'))
    .map((link) => `Link rel="license" ${link.href}`)
  return [
    ...facts.robots.licenses.map((line) => `robots.txt ${line}`),
    ...linkHeader,
    ...(facts.page?.licenseLinks ?? []).map((href) => `<link rel="license" href="${href}">`),
    ...(facts.agent.tdmrep.found ? [`${facts.agent.tdmrep.url} (TDMRep)`] : []),
    ...(facts.homeHeaders['tdm-reservation']
      ? [`tdm-reservation: ${facts.homeHeaders['tdm-reservation']}`]
      : []),
    ...(facts.page?.tdmReservation
      ? [`<meta name="tdm-reservation" content="${facts.page.tdmReservation}">`]
      : []),
  ]
}

/** Reported, not scored: the licence terms machines can read, cross-checked with 402 answers. */
function assessLicensing(facts: SiteFacts): Assessment {
  const found = statements(facts)
  const charged = facts.payPerCrawl.map((entry) => entry.crawler)
  if (found.length === 0 && charged.length === 0) {
    return verdict('n/a', 'No RSL License line, rel="license" link or TDMRep statement.')
  }
  if (found.length === 0) {
    return verdict(
      'warn',
      `The server asks ${charged.join(', ')} to pay (HTTP 402), but states no licence terms a machine can read.`,
    )
  }
  const paid = charged.length > 0 ? ` The server asks ${charged.join(', ')} to pay (HTTP 402).` : ''
  return verdict('pass', `${found.join('; ')}.${paid}`)
}

export const licensing = {
  id: 'licensing',
  label: 'Licence terms machines can read (RSL, TDMRep)',
  weight: 0,
  group: 'agentReadiness',
  category: 'usage and licensing',
  recommendation:
    'State the terms on which AI may use your content where machines read them: a rel="license" link to an RSL licence (a Link header or a <link> in the page), or TDMRep.',
  assess: assessLicensing,
  fix: licensingFix,
} as const satisfies CheckModule
