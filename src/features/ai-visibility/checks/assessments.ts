import type { PageFacts } from '../facts/page'
import type { SiteFacts } from '../facts/types'
import type { Assessment, CheckStatus } from './types'

/** An assessment without check-specific advice. */
export const verdict = (status: CheckStatus, evidence: string, advice?: string[]): Assessment =>
  advice && advice.length > 0 ? { status, evidence, advice } : { status, evidence }

/** A check of the home page's HTML: it fails when there is none, saying why. */
export function onPage(facts: SiteFacts, assess: (page: PageFacts) => Assessment): Assessment {
  if (!facts.page) return verdict('fail', facts.pageProblem ?? 'The home page could not be read.')
  return assess(facts.page)
}

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** 'a', 'a and b', 'a, b and c'. */
export const listOf = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
