import { refusalAdvice, refusalSentence } from '../facts/access'
import type { SiteFacts } from '../facts/types'
import { verdict } from './assessments'
import type { Assessment } from './types'

/** A headline crawler passes when robots.txt lets it in and the server does not turn it away. */
export function assessCrawler(token: string, facts: SiteFacts): Assessment {
  const found = facts.robots.verdicts.find((entry) => entry.token === token)
  if (!found) return verdict('n/a', 'Not in the crawler table.')
  if (found.verdict !== 'allowed') return verdict('fail', found.evidence)
  const access = facts.access.get(found.token)
  const refusal = refusalSentence(found.token, access)
  if (refusal && access) {
    return verdict('fail', `${refusal} ${facts.browser.evidence}`, [
      refusalAdvice(found.token, access),
    ])
  }
  return verdict('pass', found.evidence)
}

/** The scored crawlers besides the headline ones, of one kind: training, or search and user. */
export function otherCrawlers(facts: SiteFacts, training: boolean, headline: ReadonlySet<string>) {
  return facts.robots.verdicts.filter(
    (entry) =>
      entry.scored && (entry.purpose === 'training') === training && !headline.has(entry.token),
  )
}
