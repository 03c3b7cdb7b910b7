import { type LinkValue, parseLinkHeader } from '../facts/agent'
import type { SiteFacts } from '../facts/types'
import { linkHeadersFix } from '../fixes/agentFixes'
import { listOf, verdict } from './assessments'
import type { Assessment, CheckModule } from './types'

/** The machine-readable documents a Link header can point agents at, and how to tell each. */
const KINDS = {
  'api-catalog': (link: LinkValue) => link.rel.includes('api-catalog'),
  'llms.txt': (link: LinkValue) => new URL(link.href).pathname === '/llms.txt',
  'Markdown version': (link: LinkValue) =>
    link.rel.includes('alternate') && (link.type ?? '').startsWith('text/markdown'),
} as const

export type LinkKind = keyof typeof KINDS

/** What the site publishes that its Link header should point at. */
export function publishedKinds(facts: SiteFacts): LinkKind[] {
  const published: [LinkKind, boolean][] = [
    ['api-catalog', facts.agent.catalog.found],
    ['llms.txt', facts.llms.found],
    ['Markdown version', facts.markdown.negotiated || Boolean(facts.markdown.alternate)],
  ]
  return published.filter(([, has]) => has).map(([kind]) => kind)
}

export function linkedKinds(facts: SiteFacts): LinkKind[] {
  const links = parseLinkHeader(facts.homeHeaders.link, facts.checkedUrl)
  return (Object.keys(KINDS) as LinkKind[]).filter((kind) => links.some(KINDS[kind]))
}

function assessLinks(facts: SiteFacts): Assessment {
  const published = publishedKinds(facts)
  const linked = linkedKinds(facts)
  const missing = published.filter((kind) => !linked.includes(kind))
  const header = facts.homeHeaders.link
    ? `Link: ${facts.homeHeaders.link.replace(/\n/g, ', ')}`
    : 'No Link header'
  if (published.length === 0) {
    return verdict(
      'fail',
      `${header} on the home page, and no api-catalog, llms.txt or Markdown version to point at.`,
    )
  }
  if (missing.length === 0) return verdict('pass', `${header}: it points at the ${listOf(linked)}.`)
  return {
    ...verdict(
      linked.length === 0 ? 'fail' : 'warn',
      `${header}; it does not point at the ${listOf(missing)} the site publishes.`,
    ),
    recommendation: `Point agents at your ${listOf(missing)} with a Link header on the home page.`,
  }
}

export const linkHeaders = {
  id: 'link-headers',
  label: 'Link headers that point agents at machine-readable versions',
  weight: 15,
  group: 'agentReadiness',
  category: 'agent discovery',
  recommendation:
    'Send a Link header (RFC 8288) on the home page pointing at your api-catalog, llms.txt and Markdown version.',
  assess: assessLinks,
  fix: linkHeadersFix,
} as const satisfies CheckModule
