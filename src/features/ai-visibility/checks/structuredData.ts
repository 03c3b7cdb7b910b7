import { describeFindings } from '../facts/structuredData'
import { structuredDataFix } from '../fixes/pageFixes'
import { onPage, verdict } from './assessments'
import type { CheckModule } from './types'

/**
 * Structured data that is there and valid: an item without a property Google requires is
 * invalid, so the check fails; a missing recommended property or a block that is not JSON warns.
 */
export const structuredData = {
  id: 'structured-data',
  label: 'Structured data (JSON-LD)',
  weight: 8,
  group: 'aiVisibility',
  category: 'page content',
  recommendation:
    'Add schema.org structured data (JSON-LD) describing your organisation, services and pages.',
  assess: (facts) =>
    onPage(facts, (page) => {
      const broken = page.jsonLdErrors.join(' ')
      if (page.structuredDataTypes.length === 0) {
        return verdict('fail', broken || 'No JSON-LD or microdata found on the home page.')
      }
      const { required, recommended } = describeFindings(page.structuredDataFindings)
      const evidence = [
        `Found: ${page.structuredDataTypes.join(', ')}.`,
        required && `Missing required properties: ${required}.`,
        recommended && `Missing recommended properties: ${recommended}.`,
        broken,
      ]
        .filter(Boolean)
        .join(' ')
      // What to add to the JSON-LD the page has, named from the same findings as the evidence.
      const recommendation = [
        required && `Add the properties Google requires to your JSON-LD: ${required}.`,
        recommended && `Add the recommended properties to your JSON-LD: ${recommended}.`,
        broken && 'Make each JSON-LD block valid JSON.',
      ]
        .filter(Boolean)
        .join(' ')
      if (required) return { ...verdict('fail', evidence), recommendation }
      if (recommended || broken) return { ...verdict('warn', evidence), recommendation }
      return verdict('pass', evidence)
    }),
  fix: structuredDataFix,
} as const satisfies CheckModule
