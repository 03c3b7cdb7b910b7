import type { SiteFacts } from './checks'
import type { LlmsTxtLinks } from './llmsLinks'
import type { PageFacts } from './page'
import { type Check, makeCheck } from './score'
import { describeFindings } from './structuredData'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/**
 * Structured data that is there and valid: an item without a property Google requires is
 * invalid, so the check fails; a missing recommended property or a block that is not JSON warns.
 */
export function structuredDataCheck(page: PageFacts): Check {
  const broken = page.jsonLdErrors.join(' ')
  if (page.structuredDataTypes.length === 0) {
    return makeCheck(
      'structured-data',
      'fail',
      broken || 'No JSON-LD or microdata found on the home page.',
    )
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
  if (required) return makeCheck('structured-data', 'fail', evidence)
  return makeCheck('structured-data', recommended || broken ? 'warn' : 'pass', evidence)
}

/** llms.txt is there, well formed, and its links lead somewhere; llms-full.txt is reported. */
export function llmsTxtCheck(
  llms: SiteFacts['llms'],
  links: LlmsTxtLinks,
  llmsFullTxt: boolean,
): Check {
  const full = llmsFullTxt ? ' /llms-full.txt is published too.' : ''
  if (!llms.found) return makeCheck('llms-txt', 'fail', `${llms.problem}${full}`)
  const problems = [...llms.facts.problems]
  if (links.broken.length > 0) {
    problems.push(
      `${links.broken.length} of ${plural(links.checked, 'link')} checked ${links.broken.length === 1 ? 'is' : 'are'} broken: ${links.broken.join(', ')}`,
    )
  }
  if (problems.length > 0) {
    return makeCheck('llms-txt', 'warn', `/llms.txt exists, but ${problems.join('; ')}.${full}`)
  }
  const { title, sections, linkCount } = llms.facts
  const answered =
    links.checked === 0
      ? ''
      : links.checked === 1
        ? ' The link checked answers.'
        : ` All ${links.checked} links checked answer.`
  return makeCheck(
    'llms-txt',
    'pass',
    `"${title}", with a summary and ${plural(sections.length, 'section')} of ${plural(linkCount, 'link')}.${answered}${full}`,
  )
}
