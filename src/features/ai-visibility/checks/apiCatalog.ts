import type { SiteFacts } from '../facts/types'
import { apiCatalogFix } from '../fixes/agentFixes'
import { verdict } from './assessments'
import type { Assessment, CheckModule } from './types'

function assessCatalog({ agent }: SiteFacts): Assessment {
  const { catalog } = agent
  if (!catalog.found) return verdict('fail', `No API catalog: ${catalog.problem}.`)
  if (catalog.services.length === 0) {
    return verdict(
      'fail',
      `${catalog.url} is not a linkset (application/linkset+json with a "linkset" list).`,
    )
  }
  if (catalog.descriptions.length === 0) {
    return verdict('fail', `${catalog.url} names no service-desc link to an API description.`)
  }
  const broken = catalog.descriptions.filter((entry) => !entry.ok)
  const list = catalog.descriptions.map((entry) => `${entry.url}: ${entry.detail}`).join('; ')
  if (broken.length > 0) {
    return {
      ...verdict('fail', `${catalog.url} links ${list}.`),
      recommendation: `Make each service-desc link of your API catalog answer an OpenAPI document: ${broken.map((entry) => entry.url).join(', ')}.`,
    }
  }
  return verdict('pass', `${catalog.url} links ${list}.`)
}

export const apiCatalog = {
  id: 'api-catalog',
  label: 'An API catalog linking OpenAPI descriptions',
  weight: 20,
  group: 'agentReadiness',
  category: 'agent discovery',
  recommendation:
    'Publish /.well-known/api-catalog (RFC 9727, application/linkset+json) with a service-desc link to the OpenAPI description of your API.',
  assess: assessCatalog,
  fix: apiCatalogFix,
} as const satisfies CheckModule
