import type { LlmsTxtFacts } from '../facts/llmsTxt'
import type { SiteFacts } from '../facts/types'
import { llmsTxtFix } from '../fixes/fileFixes'
import { plural, verdict } from './assessments'
import type { Assessment, CheckModule } from './types'

/** What an existing llms.txt needs, from what its check found: never a new file. */
function mendLlms(facts: LlmsTxtFacts, broken: readonly string[]): string {
  return [
    !facts.title && 'Start /llms.txt with an H1 title (# Name).',
    !facts.summary && 'Add a > summary line under the title of /llms.txt.',
    facts.linkCount === 0 &&
      'Add a ## section of - [name](url) links to your key pages to /llms.txt.',
    broken.length > 0 &&
      `Fix or remove the ${plural(broken.length, 'broken link')} of /llms.txt: ${broken.join(', ')}.`,
  ]
    .filter(Boolean)
    .join(' ')
}

/** llms.txt is there, well formed, and its links lead somewhere; llms-full.txt is reported. */
function assessLlms({ llms, llmsLinks: links, llmsFullTxt }: SiteFacts): Assessment {
  const full = llmsFullTxt ? ' /llms-full.txt is published too.' : ''
  if (!llms.found) return verdict('fail', `${llms.problem}${full}`)
  const problems = [...llms.facts.problems]
  if (links.broken.length > 0) {
    problems.push(
      `${links.broken.length} of ${plural(links.checked, 'link')} checked ${links.broken.length === 1 ? 'is' : 'are'} broken: ${links.broken.join(', ')}`,
    )
  }
  if (problems.length > 0) {
    return {
      ...verdict('warn', `/llms.txt exists, but ${problems.join('; ')}.${full}`),
      recommendation: mendLlms(llms.facts, links.broken),
    }
  }
  const { title, sections, linkCount } = llms.facts
  const answered =
    links.checked === 0
      ? ''
      : links.checked === 1
        ? ' The link checked answers.'
        : ` All ${links.checked} links checked answer.`
  return verdict(
    'pass',
    `"${title}", with a summary and ${plural(sections.length, 'section')} of ${plural(linkCount, 'link')}.${answered}${full}`,
  )
}

export const llmsTxt = {
  id: 'llms-txt',
  label: 'llms.txt',
  weight: 2,
  group: 'aiVisibility',
  category: 'site files',
  recommendation:
    'Publish /llms.txt with an H1 title, a > summary and ## sections linking to your key pages.',
  assess: assessLlms,
  fix: llmsTxtFix,
} as const satisfies CheckModule
