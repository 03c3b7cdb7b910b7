import type { EntityFacts } from '../facts/signals'
import { entityFix } from '../fixes/fileFixes'
import { onPage, verdict } from './assessments'
import type { Assessment, CheckModule } from './types'

const SOURCE_LABEL: Record<EntityFacts['names'][number]['source'], string> = {
  'json-ld': 'JSON-LD',
  'og:site_name': 'og:site_name',
  title: 'title',
}

function assessEntity(entity: EntityFacts): Assessment {
  if (!entity.name) {
    return verdict(
      'fail',
      'No brand name in an Organization or WebSite JSON-LD, nor in og:site_name.',
    )
  }
  const names = entity.names.map((found) => `${SOURCE_LABEL[found.source]}: "${found.name}"`)
  const sameAs =
    entity.sameAs.length > 0 ? `sameAs: ${entity.sameAs.join(', ')}` : 'no sameAs profiles'
  if (!entity.consistent) {
    return verdict('warn', `The names disagree: ${names.join('; ')}; ${sameAs}.`)
  }
  return verdict(
    entity.sameAs.length > 0 ? 'pass' : 'warn',
    `"${entity.name}" (${names.join('; ')}); ${sameAs}.`,
  )
}

export const entity = {
  id: 'entity',
  label: 'One brand name, with sameAs profiles',
  weight: 2,
  group: 'aiVisibility',
  category: 'citation',
  recommendation:
    "Use one brand name in your Organization JSON-LD, og:site_name and page titles, and list your official profiles in the Organization's sameAs.",
  assess: (facts) => onPage(facts, (page) => assessEntity(page.entity)),
  fix: entityFix,
} as const satisfies CheckModule
